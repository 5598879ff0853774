/**
 * Store API tokens: sends `Nonce` on every `wc/store` request (batch
 * sub-requests too) and reads the token headers from every response, errors
 * included. The browser's cart is WooCommerce's cookie session, as with
 * WooCommerce's own blocks: a `Cart-Token` header would switch WooCommerce to
 * a token session that sets no cookie, so a reload (or any page WooCommerce
 * renders itself) would see another, empty cart. The token is read, never sent.
 */
import type { APIFetchMiddleware, APIFetchOptions } from '../types';
import { isResponse, requestTarget } from '../types';
import type { StoreApiSession } from '../store-api-session';

/** Whether a request goes to the Store API. */
export function isStoreApiRequest( options: APIFetchOptions ): boolean {
	return /wc\/store(\/|$|\?)|wc%2Fstore/.test( requestTarget( options ) );
}

function tokenHeaders( session: StoreApiSession ): Record< string, string > {
	const { nonce } = session.get();
	const headers: Record< string, string > = {};
	if ( nonce ) {
		headers.Nonce = nonce;
	}
	return headers;
}

interface BatchBody {
	requests?: Array< { headers?: Record< string, string > } >;
}

function withBatchHeaders(
	data: unknown,
	headers: Record< string, string >
): unknown {
	const body = data as BatchBody;
	if ( ! body || ! Array.isArray( body.requests ) ) {
		return data;
	}
	return {
		...body,
		requests: body.requests.map( ( request ) => ( {
			...request,
			headers: { ...request.headers, ...headers },
		} ) ),
	};
}

/** Creates the Store API middleware around a token session. */
export function createStoreApiMiddleware(
	session: StoreApiSession
): APIFetchMiddleware {
	return async ( options, next ) => {
		if ( ! isStoreApiRequest( options ) ) {
			return next( options );
		}
		const headers = tokenHeaders( session );
		const request: APIFetchOptions = {
			...options,
			headers: {
				...( options.headers as Record< string, string > ),
				...headers,
			},
		};
		if ( /\/batch(\?|$)/.test( requestTarget( options ) ) ) {
			request.data = withBatchHeaders( options.data, headers );
		}
		const response = await next( request );
		if ( isResponse( response ) ) {
			session.receive( response.headers );
		}
		return response;
	};
}
