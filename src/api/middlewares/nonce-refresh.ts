/**
 * On `rest_cookie_invalid_nonce` (a stale nonce, e.g. from a cached page),
 * fetches a fresh nonce from admin-ajax (`action=rest-nonce`), stores it and
 * retries the request exactly once. Requests that fail together share one
 * refresh; one that fails after another already refreshed just retries.
 */
import type {
	APIFetchMiddleware,
	APIFetchOptions,
	ApiError,
	Next,
} from '../types';
import { isResponse } from '../types';
import { parseFailure } from '../parse';
import { nonceRefreshFailedError } from '../errors';
import type { NonceState } from '../nonce-state';

const NONCE_PATTERN = /^[a-f0-9]{10}$/;

async function invalidNonceError(
	response: unknown
): Promise< ApiError | null > {
	if ( ! isResponse( response ) || response.status !== 403 ) {
		return null;
	}
	const error = await parseFailure( response.clone() );
	return error.code === 'rest_cookie_invalid_nonce' ? error : null;
}

async function fetchFreshNonce(
	endpoint: string,
	next: Next
): Promise< string > {
	try {
		const response = await next( {
			url: endpoint,
			method: 'GET',
			parse: false,
		} );
		if ( ! isResponse( response ) || ! response.ok ) {
			return '';
		}
		const text = ( await response.text() ).trim();
		return NONCE_PATTERN.test( text ) ? text : '';
	} catch {
		return '';
	}
}

/** Creates the refresh-and-retry middleware. */
export function createNonceRefreshMiddleware(
	state: NonceState,
	endpoint: string
): APIFetchMiddleware {
	let refreshing: Promise< string > | null = null;
	const refresh = ( next: Next ) => {
		refreshing ||= fetchFreshNonce( endpoint, next ).finally( () => {
			refreshing = null;
		} );
		return refreshing;
	};
	return async ( options: APIFetchOptions, next ) => {
		const used = state.nonce;
		const response = await next( options );
		const stale = await invalidNonceError( response );
		if ( ! stale ) {
			return response;
		}
		if ( state.nonce === used ) {
			const nonce = await refresh( next );
			if ( ! nonce ) {
				throw nonceRefreshFailedError( stale );
			}
			state.nonce = nonce;
		}
		const retried = await next( options );
		const again = await invalidNonceError( retried );
		if ( again ) {
			throw nonceRefreshFailedError( again );
		}
		return retried;
	};
}
