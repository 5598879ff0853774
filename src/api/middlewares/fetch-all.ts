/**
 * `per_page=-1` asks for every item: fetch page after page with
 * `per_page=100`, following the `Link: <…>; rel="next"` header (or
 * `X-WP-TotalPages`), and return one array.
 */
import type { APIFetchMiddleware, APIFetchOptions } from '../types';
import { isResponse, requestTarget } from '../types';
import { parseSuccess } from '../parse';

export const PAGE_SIZE = 100;
/** A hard stop, so a server that always links to a next page cannot loop us. */
export const MAX_PAGES = 100;

function setQuery( target: string, key: string, value: string ): string {
	const [ base, hash = '' ] = target.split( '#' );
	const [ path, query = '' ] = base.split( '?' );
	const params = new URLSearchParams( query );
	params.set( key, value );
	return `${ path }?${ params.toString() }${ hash ? `#${ hash }` : '' }`;
}

function withPage( options: APIFetchOptions, page: number ): APIFetchOptions {
	const next = { ...options, parse: false };
	for ( const key of [ 'url', 'path' ] as const ) {
		const value = options[ key ];
		if ( value ) {
			next[ key ] = setQuery(
				setQuery( value, 'per_page', String( PAGE_SIZE ) ),
				'page',
				String( page )
			);
		}
	}
	return next;
}

function hasNextPage( response: Response, page: number ): boolean {
	const link =
		response.headers.get( 'Link' ) || response.headers.get( 'link' );
	if ( link && /rel="next"/.test( link ) ) {
		return true;
	}
	const total = Number( response.headers.get( 'X-WP-TotalPages' ) || 0 );
	return total > page;
}

/** Whether the request asks for all items. */
export function isUnbounded( options: APIFetchOptions ): boolean {
	return /[?&]per_page=-1(&|$)/.test( requestTarget( options ) );
}

/** The fetch-all middleware. */
export const fetchAllMiddleware: APIFetchMiddleware = async (
	options,
	next
) => {
	if ( options.parse === false || ! isUnbounded( options ) ) {
		return next( options );
	}
	const items: unknown[] = [];
	for ( let page = 1; page <= MAX_PAGES; page++ ) {
		const response = await next( withPage( options, page ) );
		if ( ! isResponse( response ) ) {
			return response;
		}
		const data = await parseSuccess( response );
		if ( ! Array.isArray( data ) ) {
			return data;
		}
		items.push( ...data );
		if ( ! hasNextPage( response, page ) ) {
			break;
		}
	}
	return items;
};
