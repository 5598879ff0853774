/**
 * The one home of the Store API nonce retry: a request refused with
 * `woocommerce_rest_invalid_nonce` (an expired `Nonce`) is sent once more
 * when the refusal brought a fresh nonce (the Store API middleware inside
 * has stored it from the error's headers).
 */
import type { APIFetchMiddleware } from '../types';
import { isResponse } from '../types';
import { parseFailure } from '../parse';
import { isStoreApiRequest } from './store-api';
import type { StoreApiSession } from '../store-api-session';

async function isInvalidNonce( response: unknown ): Promise< boolean > {
	if ( ! isResponse( response ) || response.status !== 403 ) {
		return false;
	}
	const error = await parseFailure( response.clone() );
	return error.code === 'woocommerce_rest_invalid_nonce';
}

/** Creates the Store API nonce retry middleware. */
export function createStoreNonceRetryMiddleware(
	session: StoreApiSession
): APIFetchMiddleware {
	return async ( options, next ) => {
		if ( ! isStoreApiRequest( options ) ) {
			return next( options );
		}
		const sent = session.get().nonce;
		const response = await next( options );
		if (
			! ( await isInvalidNonce( response ) ) ||
			session.get().nonce === sent
		) {
			return response;
		}
		return next( options );
	};
}
