/**
 * Hostile input for the XSS tests: base vectors × breakouts × encodings,
 * each payload distinct and, if it ever runs, calling
 * `window.__xssHit( <id> )` with its own number (`installDetector` records
 * the calls, and any `alert`/`confirm`/`prompt` or dialog, per page).
 */
import type { Page } from 'playwright-core';

export interface Payload {
	id: number;
	text: string;
}

/** Base vectors; `CALL` becomes the detector call. */
const VECTORS: string[] = [
	'<script>CALL</script>',
	'<img src=x onerror=CALL>',
	'<svg onload=CALL>',
	'<svg><script>CALL</script></svg>',
	'<svg><animate onbegin=CALL attributeName=x dur=1s>',
	'<a href="javascript:CALL">Plan</a>',
	'<iframe src="javascript:parent.CALL"></iframe>',
	'<iframe srcdoc="<script>parent.CALL</script>"></iframe>',
	'<details open ontoggle=CALL>',
	'<input autofocus onfocus=CALL>',
	'<video><source onerror=CALL></video>',
	'<body onload=CALL>',
	'<math><mtext><table><mglyph><style><img src=x onerror=CALL>',
	'<noscript><p title="</noscript><img src=x onerror=CALL>">',
	'<object data="javascript:parent.CALL"></object>',
	'<style onload=CALL></style>',
	'" autofocus onfocus="CALL" x="',
	"' onmouseover='CALL' x='",
];

/** What may close the context the text lands in. */
const BREAKOUTS: string[] = [
	'',
	'">',
	"'>",
	'</title>',
	'</textarea>',
	'-->',
	'</script>',
	'</noscript>',
];

/** Ways the same vector can be written. */
const ENCODINGS: Array< ( s: string ) => string > = [
	( s ) => s,
	// Named entities: decoding must never turn these into markup.
	( s ) =>
		s
			.replace( /&/g, '&amp;' )
			.replace( /</g, '&lt;' )
			.replace( />/g, '&gt;' )
			.replace( /"/g, '&quot;' ),
	// Double-encoded: a second decoding must not turn them into markup either.
	( s ) => s.replace( /</g, '&amp;lt;' ).replace( />/g, '&amp;gt;' ),
	// Numeric and hex entities, mixed case.
	( s ) =>
		s
			.replace( /</g, '&#60;' )
			.replace( />/g, '&#x3E;' )
			.replace( /"/g, '&#34;' ),
	( s ) =>
		s.replace( /<([a-z])/g, ( m, c: string ) => '<' + c.toUpperCase() ),
];

/** Every payload, numbered from 1; at least 500 of them. */
export function payloads(): Payload[] {
	const seen = new Set< string >();
	const out: Payload[] = [];
	for ( const vector of VECTORS ) {
		for ( const breakout of BREAKOUTS ) {
			for ( const encode of ENCODINGS ) {
				const form = encode( breakout + vector );
				if ( ! seen.has( form ) ) {
					seen.add( form );
					const id = out.length + 1;
					out.push( {
						id,
						text: form.replace( 'CALL', `__xssHit(${ id })` ),
					} );
				}
			}
		}
	}
	return out;
}

/** The payloads in groups of `size` (one server field or request per group). */
export function batches( all: Payload[], size: number ): Payload[][] {
	const out: Payload[][] = [];
	for ( let i = 0; i < all.length; i += size ) {
		out.push( all.slice( i, i + size ) );
	}
	return out;
}

/** One string holding a group's payloads, each after a space. */
export const joined = ( group: Payload[] ): string =>
	group.map( ( p ) => p.text ).join( ' ' );

export interface Detector {
	/** Payload IDs (or `dialog:<type>`) that ran, in the order they ran. */
	hits: string[];
	/** Elements in the page that could still run script: event handler attributes, `javascript:` URLs, scripts and frames that carry a payload. */
	armed: () => Promise< string[] >;
}

/**
 * Records every payload that runs in the page (in any frame, across
 * navigations): `__xssHit` reports to the test, dialogs are counted and
 * dismissed.
 */
export async function installDetector( page: Page ): Promise< Detector > {
	const hits: string[] = [];
	await page.exposeFunction( '__xssHit', ( id: unknown ) => {
		hits.push( String( id ) );
	} );
	page.on( 'dialog', ( dialog ) => {
		hits.push( `dialog:${ dialog.type() }` );
		dialog.dismiss().catch( () => undefined );
	} );
	const armed = () =>
		page.evaluate( () => {
			const found: string[] = [];
			for ( const el of Array.from( document.querySelectorAll( '*' ) ) ) {
				for ( const attr of Array.from( el.attributes ) ) {
					const name = attr.name.toLowerCase();
					const value = attr.value;
					if (
						( name.startsWith( 'on' ) &&
							value.includes( '__xssHit' ) ) ||
						( /^(href|src|data|action|formaction)$/.test( name ) &&
							/^\s*javascript:/i.test( value ) &&
							value.includes( '__xssHit' ) ) ||
						( name === 'srcdoc' && value.includes( '__xssHit' ) )
					) {
						found.push(
							`<${ el.localName } ${ name }="${ value }">`
						);
					}
				}
				if (
					el.localName === 'script' &&
					/^\s*(parent\.)?__xssHit\(/.test( el.textContent || '' )
				) {
					found.push( `<script>${ el.textContent }</script>` );
				}
			}
			return found;
		} );
	return { hits, armed };
}
