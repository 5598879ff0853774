/**
 * Sends `X-WP-Nonce` on WordPress REST routes, but not on Contact Form 7's,
 * whose client sends no nonce (its routes are public and the page may be
 * served from a cache).
 */
import type { APIFetchMiddleware } from '../types';
import type { NonceState } from '../nonce-state';

/** Whether a URL is a REST request under `root` that should carry the nonce. */
export function wantsWpNonce( url: string, root: string ): boolean {
	if ( ! url.startsWith( root ) && ! url.includes( 'rest_route=' ) ) {
		return false;
	}
	return ! /contact-form-7(\/|%2F)/.test( url );
}

/** Creates the nonce middleware. */
export function createWpNonceMiddleware(
	state: NonceState,
	root: string
): APIFetchMiddleware {
	return ( options, next ) => {
		const headers = { ...( options.headers as Record< string, string > ) };
		const has = Object.keys( headers ).some(
			( name ) => name.toLowerCase() === 'x-wp-nonce'
		);
		if (
			has ||
			! state.nonce ||
			! wantsWpNonce( options.url || '', root )
		) {
			return next( options );
		}
		headers[ 'X-WP-Nonce' ] = state.nonce;
		return next( { ...options, headers } );
	};
}
