/**
 * Fetches a list's files side by side before loadScripts() runs them one
 * after another: a `<link rel="preload">` for each file the page has not
 * printed (`{handle}-js`, or named in the `data-handles` of the file core's
 * scripts are joined into), so a list of ten scripts costs about one
 * round trip instead of ten. The script elements then take the preloaded
 * files. Apart from load-script.ts: only the lists fetched on a click (the
 * mini cart's drawer, the contact form) call it, and the cart's express
 * chunk, which loads at idle, carries none of it.
 */
import type { ScriptEntry } from './load-script';

/** Starts fetching the files of a list. */
export function preloadScripts( entries: ScriptEntry[] ): void {
	for ( const { handle, src } of entries ) {
		if (
			! document.getElementById( `${ handle }-js` ) &&
			! document.querySelector( `script[data-handles~="${ handle }"]` ) &&
			! document.querySelector( `link[href="${ src }"]` )
		) {
			const link = document.createElement( 'link' );
			link.rel = 'preload';
			link.as = 'script';
			link.href = src;
			document.head.appendChild( link );
		}
	}
}
