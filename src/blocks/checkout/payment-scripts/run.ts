/**
 * Runs the regular payment methods' scripts (a chunk of its own, loaded
 * when the checkout needs them): their files fetched side by side, then
 * run one after another in WordPress's order, each with its translations
 * and inline code (php/Assets/LazyScripts.php, entries()).
 */
import {
	loadScripts,
	type ScriptEntry,
} from '../../../components/script-loader/load-script';
import { preloadScripts } from '../../../components/script-loader/preload';

let attempt = 0;

/**
 * The list of an attempt: a retry asks for the files at fresh addresses,
 * because Chromium answers a script with the error of a failed preload of
 * the same address that nothing used yet (the first attempt stops at the
 * first file that failed, so the later ones' failed preloads stay).
 */
function forAttempt( entries: ScriptEntry[], n: number ): ScriptEntry[] {
	return n === 1
		? entries
		: entries.map( ( entry ) =>
				entry.src.startsWith( 'data:' )
					? entry
					: {
							...entry,
							src: `${ entry.src }${
								entry.src.includes( '?' ) ? '&' : '?'
							}kiosk-retry=${ n }`,
						}
			);
}

/** Loads and runs the list. */
export function runPaymentScripts( entries: ScriptEntry[] ): Promise< void > {
	const list = forAttempt( entries, ++attempt );
	preloadScripts( list );
	return loadScripts( list );
}
