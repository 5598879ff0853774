/**
 * Loads a script the server listed (handle, URL, translations, inline
 * scripts, stylesheet; php/Assets/LazyScripts.php entry()), the way
 * WordPress would have printed it: the stylesheet first, then the
 * translations into `wp.i18n` (in the entry's text domain), the inline
 * `before` code, the file, the inline `after` code. Nothing twice: a
 * handle this loader is loading resolves when that load has run; one the
 * server printed (`{handle}-js`, its inline `{handle}-js-before|after`, or
 * named in the `data-handles` of the file core's scripts are joined into)
 * has run already.
 *
 * Inline code arrives as JSON data and runs as the text of a script
 * element (never parsed as HTML): a `</script>` inside it cannot end
 * anything.
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

/** Whether the server printed the handle (it has run already). */
function printed( handle: string ): boolean {
	return !! document.querySelector(
		`[id="${ handle }-js"],[id="${ handle }-js-before"],[id="${ handle }-js-after"],script[data-handles~="${ handle }"]`
	);
}

/** The entry's translations, into `wp.i18n` under its text domain. */
function setTranslations( entry: ScriptEntry ): void {
	const i18n = ( window as unknown as I18nWindow ).wp?.i18n;
	if ( ! entry.translations || ! i18n ) {
		return;
	}
	const domain = entry.domain || 'kiosk';
	const json = JSON.parse( entry.translations );
	const data = json.locale_data[ domain ] || json.locale_data.messages;
	data[ '' ].domain = domain;
	i18n.setLocaleData( data, domain );
}

/** Runs inline code as WordPress prints it: a script element of its own. */
function runInline( entry: ScriptEntry, position: 'before' | 'after' ): void {
	const code = entry[ position ];
	if ( ! code ) {
		return;
	}
	const script = document.createElement( 'script' );
	script.id = `${ entry.handle }-js-${ position }`;
	script.textContent = code;
	document.body.appendChild( script );
}

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
	if ( printed( entry.handle ) ) {
		return Promise.resolve();
	}
	setTranslations( entry );
	runInline( entry, 'before' );
	const load = (
		entry.src
			? new Promise< void >( ( resolve, reject ) => {
					const script = document.createElement( 'script' );
					script.src = entry.src;
					script.id = `${ entry.handle }-js`;
					script.async = false;
					script.onload = () => resolve();
					script.onerror = () => {
						// A failed load may be tried again (the tags go, so does the entry).
						script.remove();
						document
							.getElementById( `${ entry.handle }-js-before` )
							?.remove();
						loading.delete( entry.handle );
						reject( new Error( `Could not load ${ entry.src }` ) );
					};
					document.body.appendChild( script );
				} )
			: Promise.resolve()
	).then( () => runInline( entry, 'after' ) );
	loading.set( entry.handle, load );
	return load;
}

/** Loads entries one after another (dependencies come first in the list). */
export async function loadScripts( entries: ScriptEntry[] ): Promise< void > {
	for ( const entry of entries ) {
		await loadScript( entry );
	}
}
