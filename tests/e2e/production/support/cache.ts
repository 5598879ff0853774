/**
 * What the production stack's balancer and nodes say about a page: the
 * cache's verdict (`X-Cache`) and the node that answered (`X-Kiosk-Node`).
 */
import type { Page, Response } from 'playwright-core';

/** `X-Cache` of a browser response (HIT, MISS, BYPASS, EXPIRED, …). */
export const cacheStatus = ( response: Response | null ): string =>
	response?.headers()[ 'x-cache' ] || '';

/** Fetches a URL without cookies; resolves with its cache status. */
export async function fetchStatus( url: string ): Promise< string > {
	const response = await fetch( url );
	await response.arrayBuffer();
	return response.headers.get( 'x-cache' ) || '';
}

/**
 * Makes sure the page at `url` is in the cache: fetches it until the
 * balancer says HIT (a page is kept from its first cookie-less visit).
 */
export async function warm( url: string ): Promise< void > {
	for ( let i = 0; i < 5; i++ ) {
		if ( ( await fetchStatus( url ) ) === 'HIT' ) {
			return;
		}
	}
	throw new Error( `${ url } never came from the cache` );
}

/** Records the node (`X-Kiosk-Node`) of every page and Store API answer of `page`. */
export function recordNodes( page: Page ): Array< [ string, string ] > {
	const seen: Array< [ string, string ] > = [];
	page.on( 'response', ( response ) => {
		const node = response.headers()[ 'x-kiosk-node' ];
		const path = new URL( response.url() ).pathname;
		if ( node && ! /\.(js|css|png|jpe?g|webp|svg|woff2?)$/.test( path ) ) {
			seen.push( [ path, node ] );
		}
	} );
	return seen;
}
