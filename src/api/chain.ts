/**
 * Kiosk's own middleware chain. It runs only Kiosk's requests: nothing is
 * installed on the page-wide `wp.apiFetch`, so every other plugin's
 * `apiFetch` call goes out exactly as it would without Kiosk.
 */
import type { APIFetchMiddleware, APIFetchOptions, Next } from './types';

/**
 * Composes middlewares (outermost first) around a handler. Each request
 * gets its own copy of the options, so a middleware that changes them in
 * place cannot leak into the caller's object.
 */
export function composeChain(
	outermostFirst: readonly APIFetchMiddleware[],
	handler: Next
): Next {
	const run = outermostFirst.reduceRight< Next >(
		( next, middleware ) => ( options ) =>
			Promise.resolve( middleware( { ...options }, next ) ),
		handler
	);
	return ( options: APIFetchOptions ) => run( options );
}
