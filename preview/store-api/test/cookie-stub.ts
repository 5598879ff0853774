/**
 * A CommonJS stand-in for the ESM-only `cookie` package (used by
 * light-my-request's `inject`), for jest without vm modules.
 */
export function parseCookie( header: string ): Record< string, string > {
	const out: Record< string, string > = {};
	( header || '' ).split( /;\s*/ ).forEach( ( pair ) => {
		const at = pair.indexOf( '=' );
		if ( at > 0 ) {
			out[ pair.slice( 0, at ).trim() ] = pair.slice( at + 1 );
		}
	} );
	return out;
}

export function stringifySetCookie( cookie: { name: string; value: string } ): string {
	return `${ cookie.name }=${ cookie.value }`;
}

export const parse = parseCookie;
export const serialize = ( name: string, value: string ) => stringifySetCookie( { name, value } );
