/**
 * The one place that touches `window.fetch`. It always resolves to the raw
 * Response (even for 4xx/5xx); parsing is the job of the
 * error-normalisation middleware. A request that fails outright becomes
 * `fetch_error`.
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { fetchError } from './errors';

export type RawFetch = typeof fetch;

/** Creates the fetch handler around a fetch implementation. */
export function createFetchHandler( fetchImpl: RawFetch ) {
	return async ( options: APIFetchOptions ): Promise< Response > => {
		const { url, path, data, parse, ...rest } = options;
		void parse;
		const headers: Record< string, string > = {
			Accept: 'application/json, */*;q=0.1',
			...( options.headers as Record< string, string > | undefined ),
		};
		let body = options.body;
		if ( data !== undefined ) {
			body = JSON.stringify( data );
			headers[ 'Content-Type' ] = 'application/json';
		}
		try {
			return await fetchImpl( url || path || window.location.href, {
				credentials: 'include',
				...rest,
				body,
				headers,
			} );
		} catch ( error ) {
			if ( error && ( error as Error ).name === 'AbortError' ) {
				throw error;
			}
			throw fetchError();
		}
	};
}
