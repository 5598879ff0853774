/**
 * Loads a script the server listed in the inline settings (handle, URL,
 * translations, stylesheet), the way WordPress would have printed it: the
 * stylesheet first, the translations into `wp.i18n` right before, and
 * nothing twice: a handle this loader is loading resolves when that load
 * has run; one the server printed (`{handle}-js`, or named in the
 * `data-handles` of the file core's scripts are joined into) has run
 * already.
 */

import type { ScriptEntry } from '../../types/settings';

export type { ScriptEntry };

interface I18nWindow {
	wp?: {
		i18n?: { setLocaleData: ( data: unknown, domain: string ) => void };
	};
}

/** Loads started here, by handle: a second caller waits for the first load. */
const loading = new Map< string, Promise< void > >();

/** Loads one entry; resolves when it ran. */
export function loadScript( entry: ScriptEntry ): Promise< void > {
	if (
		entry.style &&
		! document.querySelector( `link[href="${ entry.style }"]` )
	) {
		const link = document.createElement( 'link' );
		link.rel = 'stylesheet';
		link.href = entry.style;
		document.head.appendChild( link );
	}
	const pending = loading.get( entry.handle );
	if ( pending ) {
		return pending;
	}
	if (
		document.getElementById( `${ entry.handle }-js` ) ||
		document.querySelector( `script[data-handles~="${ entry.handle }"]` )
	) {
		return Promise.resolve();
	}
	const i18n = ( window as unknown as I18nWindow ).wp?.i18n;
	if ( entry.translations && i18n ) {
		const json = JSON.parse( entry.translations );
		const data = json.locale_data.kiosk || json.locale_data.messages;
		data[ '' ].domain = 'kiosk';
		i18n.setLocaleData( data, 'kiosk' );
	}
	const load = new Promise< void >( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = entry.src;
		script.id = `${ entry.handle }-js`;
		script.async = false;
		script.onload = () => resolve();
		script.onerror = () => {
			// A failed load may be tried again (the tag goes, so does the entry).
			script.remove();
			loading.delete( entry.handle );
			reject( new Error( `Could not load ${ entry.src }` ) );
		};
		document.body.appendChild( script );
	} );
	loading.set( entry.handle, load );
	return load;
}

/** Loads entries one after another (dependencies come first in the list). */
export async function loadScripts( entries: ScriptEntry[] ): Promise< void > {
	for ( const entry of entries ) {
		await loadScript( entry );
	}
}
