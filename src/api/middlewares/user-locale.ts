/**
 * Asks for answers in the visitor's language (`_locale=user`), as core's
 * api-fetch does for every request, unless the request names a locale.
 */
import type { APIFetchMiddleware } from '../types';

/** Adds `_locale=user` to a URL or path that has no `_locale` yet. */
export function withUserLocale( target: string ): string {
	const base = target.split( '#', 1 )[ 0 ];
	const query = base.includes( '?' ) ? base.split( '?' )[ 1 ] : '';
	if ( new URLSearchParams( query ).has( '_locale' ) ) {
		return target;
	}
	const hash = target.includes( '#' )
		? target.slice( target.indexOf( '#' ) + 1 )
		: undefined;
	const joined = `${ base }${ base.includes( '?' ) ? '&' : '?' }_locale=user`;
	return hash === undefined ? joined : `${ joined }#${ hash }`;
}

/** The user-locale middleware. */
export const userLocaleMiddleware: APIFetchMiddleware = ( options, next ) => {
	const request = { ...options };
	if ( typeof request.url === 'string' ) {
		request.url = withUserLocale( request.url );
	}
	if ( typeof request.path === 'string' ) {
		request.path = withUserLocale( request.path );
	}
	return next( request );
};
