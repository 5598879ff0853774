/**
 * Resolves `path` against the REST root from the inline settings.
 */
import type { APIFetchMiddleware } from '../types';

/** Joins a REST root and a path, also for `?rest_route=` style roots. */
export function joinRoot( root: string, path: string ): string {
	const trimmed = path.replace( /^\//, '' );
	if ( root.includes( '?' ) ) {
		return root + trimmed.replace( '?', '&' );
	}
	return root.replace( /\/?$/, '/' ) + trimmed;
}

/** Creates the root-URL middleware. */
export function createRootUrlMiddleware( root: string ): APIFetchMiddleware {
	return ( options, next ) => {
		if ( options.url || typeof options.path !== 'string' ) {
			return next( options );
		}
		return next( { ...options, url: joinRoot( root, options.path ) } );
	};
}
