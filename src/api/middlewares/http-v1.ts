/**
 * Sends PUT, PATCH and DELETE as POST with `X-HTTP-Method-Override`, which
 * WordPress's REST server reads (some hosts refuse the other methods), as
 * core's api-fetch does.
 */
import type { APIFetchMiddleware } from '../types';

const OVERRIDDEN = [ 'PUT', 'PATCH', 'DELETE' ];

/** The HTTP/1 method-override middleware. */
export const httpV1Middleware: APIFetchMiddleware = ( options, next ) => {
	const method = ( options.method || 'GET' ).toUpperCase();
	if ( ! OVERRIDDEN.includes( method ) ) {
		return next( options );
	}
	return next( {
		...options,
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			...( options.headers as Record< string, string > | undefined ),
			'X-HTTP-Method-Override': method,
		},
	} );
};
