/**
 * A script list the server answers at its own address instead of printing
 * it into the page (php/Assets/LazyScriptList.php): fetched once per
 * address, so a caller reaching for it early (the reader's pointer or focus
 * on the button) and the click share one request. Asked without cookies:
 * the answer is the same for every visitor (a page cache may keep it). A
 * failed fetch may be tried again.
 */
import type { ScriptEntry } from './load-script';

const lists = new Map< string, Promise< ScriptEntry[] > >();

/** The list at an address. */
export function fetchList( url: string ): Promise< ScriptEntry[] > {
	let list = lists.get( url );
	if ( ! list ) {
		list = fetch( url, { credentials: 'omit' } ).then( ( response ) => {
			if ( ! response.ok ) {
				throw new Error( `Could not load ${ url }` );
			}
			return response.json() as Promise< ScriptEntry[] >;
		} );
		lists.set( url, list );
		list.catch( () => lists.delete( url ) );
	}
	return list;
}
