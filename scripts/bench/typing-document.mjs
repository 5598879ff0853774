/**
 * How much of the bare input's cost on the checkout is the document around
 * it (issue 43, typing42): a one-off measurement, not part of `npm run
 * bench`. Run under the bench lock:
 *
 *   flock /work/notes/bench.lock node --import tsx scripts/bench/typing-document.mjs [rounds] [document|form]
 *
 * One bare input at the top of the checkout's form, every script of the
 * page refused (as the typing bench's "bare input in the form" row), typed
 * in 20 keys 150 ms apart at 4× CPU, in documents that differ only in what
 * surrounds the form, plus the blank document (one input, nothing else):
 * - page: the checkout as printed;
 * - hidden: the theme's header and footer and the order summary (sidebar and
 *   mobile summary) set to `display: none` by one added style element;
 * - cv: `content-visibility: auto` on the footer and the sidebar's summary
 *   (a candidate change), the rest as printed;
 * and with `form` as the second argument, where the input sits: page (the
 * top of the checkout's form), main (the top of main, outside any form),
 * lone (the top of main, in a form of its own), and cv sidebar
 * (`content-visibility: auto` on the sidebar's summary alone).
 * With `fields`, no page of the site: documents of their own, to tell the
 * browser's cost per field around the typed one from the page's: page (the
 * typed input first in a form of 15 labelled address fields with their
 * `autocomplete` tokens, as a checkout's), formless (the same 15 fields, no
 * form) and plain (the same form, the fields without labels, names or
 * tokens), react 15 (the same 15 fields rendered by WordPress's React, each
 * uncontrolled with an onChange that does nothing, as the typing bench's
 * reference) and react 1 (its first field alone); the blank document is
 * the typed input alone in its form.
 * Per key: the renderer main thread's `RunTask` thread time (trace
 * `toplevel` events, `tdur`) from the first key to 500 ms after the last,
 * divided by the keys; the keys' own `EventDispatch` and the Paint,
 * PrePaint, Layerize, Commit, Layout thread times beside it. The variants
 * alternate within each round, their order turning every round; medians
 * and spread over the rounds.
 */
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { MOBILE, addItemToCart } from '../../tests/e2e/support/measure.ts';
import { startHost, stackSetup, stackTeardown } from './support.mjs';
import { CPU_THROTTLING } from './timings.mjs';
import { startTrace } from './trace.mjs';
import { ADDRESS_FIELD_TOKENS } from './interactions.mjs';

const ROUNDS = Number( process.argv[ 2 ] || 15 );
const GAP = 150;
const TAIL = 500;
const KEYS = [ ...'Anna-Lena Müller-Ost' ];

const HIDE = `.kiosk-header, .kiosk-footer, .kiosk-checkout__sidebar,
 .kiosk-checkout__mobile-summary { display: none !important; }`;
const CV = `.kiosk-footer, .kiosk-checkout__sidebar {
 content-visibility: auto; contain-intrinsic-size: auto 600px; }`;
const CV_SIDEBAR = `.kiosk-checkout__sidebar {
 content-visibility: auto; contain-intrinsic-size: auto 600px; }`;

/**
 * The variants: extra CSS, and where the bare input goes: `form` (the top
 * of the checkout's form, as the typing bench), `main` (the top of main,
 * outside any form) or `lone` (the top of main in a form of its own).
 */
const SETS = {
	document: {
		page: [ '', 'form' ],
		hidden: [ HIDE, 'form' ],
		cv: [ CV, 'form' ],
	},
	form: {
		page: [ '', 'form' ],
		main: [ '', 'main' ],
		lone: [ '', 'lone' ],
		'cv sidebar': [ CV_SIDEBAR, 'form' ],
	},
};
const TOKENS = ADDRESS_FIELD_TOKENS;
/** A document of 15 fields, the first typed in (`fields`). */
const fieldsDocument = ( { form, named } ) => {
	const fields = TOKENS.map( ( token, i ) => {
		const id = i === 0 ? 'kiosk-bench-bare' : `f${ i }`;
		return named
			? `<p><label for="${ id }">${ token }</label><input id="${ id }" name="${ token }-${ i }" autocomplete="${ token }"></p>`
			: `<p><input id="${ id }"></p>`;
	} ).join( '' );
	const body = form ? `<form>${ fields }</form>` : fields;
	return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Felder</title></head><body><main>${ body }</main></body></html>`;
};
/** React's documents (`fields`): one input, or the 15 fields, no CSS. */
const reactDocument = ( baseUrl, many ) => {
	const vendor = `${ baseUrl }/wp-includes/js/dist/vendor/`;
	const fields = TOKENS.slice( 0, many ? TOKENS.length : 1 )
		.map( ( token, i ) => {
			const id = i === 0 ? 'kiosk-bench-bare' : `f${ i }`;
			return `e('p',{key:'${ id }'},e('label',{htmlFor:'${ id }'},'${ token }'),e('input',{id:'${ id }',name:'${ token }-${ i }',autoComplete:'${ token }',onChange:()=>{}}))`;
		} )
		.join( ',' );
	return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Felder</title></head><body><main id="root"></main><script src="${ vendor }react.min.js"></script><script src="${ vendor }react-dom.min.js"></script><script>(()=>{const e=React.createElement;ReactDOM.createRoot(document.getElementById('root')).render(e('form',null,${ fields }));})();</script></body></html>`;
};
const FIELDS = ( baseUrl ) => ( {
	page: fieldsDocument( { form: true, named: true } ),
	formless: fieldsDocument( { form: false, named: true } ),
	plain: fieldsDocument( { form: true, named: false } ),
	'react 15': reactDocument( baseUrl, true ),
	'react 1': reactDocument( baseUrl, false ),
} );
const VARIANTS =
	process.argv[ 3 ] === 'fields'
		? {}
		: SETS[ process.argv[ 3 ] || 'document' ];

const median = ( xs ) => {
	const s = [ ...xs ].sort( ( a, b ) => a - b );
	const m = Math.floor( s.length / 2 );
	return s.length % 2 ? s[ m ] : ( s[ m - 1 ] + s[ m ] ) / 2;
};
const quartiles = ( xs ) => {
	const s = [ ...xs ].sort( ( a, b ) => a - b );
	const at = ( q ) =>
		s[ Math.min( s.length - 1, Math.floor( q * s.length ) ) ];
	return [ at( 0.25 ), at( 0.75 ) ];
};

/** Thread times (ms per key) of one traced window, from its events. */
function perKey( events ) {
	const keydowns = events.filter(
		( e ) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown'
	);
	if ( ! keydowns.length ) {
		return null;
	}
	const { pid, tid } = keydowns[ 0 ];
	const start = keydowns[ 0 ].ts;
	const mark = events.find( ( e ) => e.name === 'kiosk-bench-keys-end' );
	const end = ( mark?.ts ?? keydowns.at( -1 ).ts ) + TAIL * 1000;
	const sums = {};
	for ( const e of events ) {
		if (
			e.pid !== pid ||
			e.tid !== tid ||
			e.ph !== 'X' ||
			e.tdur === undefined ||
			e.ts < start ||
			e.ts > end
		) {
			continue;
		}
		sums[ e.name ] = ( sums[ e.name ] || 0 ) + e.tdur;
	}
	const ms = ( name ) => ( sums[ name ] || 0 ) / 1000 / KEYS.length;
	return {
		RunTask: ms( 'RunTask' ),
		EventDispatch: ms( 'EventDispatch' ),
		Paint: ms( 'Paint' ),
		PrePaint: ms( 'PrePaint' ),
		Layerize: ms( 'Layerize' ),
		Commit: ms( 'Commit' ),
		Layout: ms( 'Layout' ),
		UpdateLayoutTree: ms( 'UpdateLayoutTree' ),
		keys: keydowns.length,
	};
}

async function traceWindow( page ) {
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Emulation.setCPUThrottlingRate', {
		rate: CPU_THROTTLING,
	} );
	const input = page.locator( 'input#kiosk-bench-bare' );
	await input.focus();
	await input.fill( '' );
	await page.waitForTimeout( 1000 );
	const trace = await startTrace(
		cdp,
		'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing'
	);
	for ( const key of KEYS ) {
		await page.keyboard.type( key );
		await page.waitForTimeout( GAP );
	}
	await page.evaluate( () => performance.mark( 'kiosk-bench-keys-end' ) );
	await page.waitForTimeout( TAIL + 100 );
	const events = await trace.stop();
	await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 1 } );
	await cdp.detach();
	return perKey( events );
}

async function main() {
	await stackSetup();
	const [ host, browser ] = await Promise.all( [
		startHost(),
		launchBrowser(),
	] );
	try {
		const context = await browser.newContext( MOBILE );
		await addItemToCart( context, host.url );
		const pages = {};
		for ( const [ name, [ css, where ] ] of Object.entries( VARIANTS ) ) {
			const page = await context.newPage();
			await page.route( /\.js(\?|$)/, ( route ) => route.abort() );
			await page.goto( `${ host.url }/kasse/`, { waitUntil: 'load' } );
			const found = await page.evaluate(
				( [ style, at ] ) => {
					const input = document.createElement( 'input' );
					input.id = 'kiosk-bench-bare';
					input.setAttribute( 'aria-label', 'bench' );
					const form = document
						.querySelector( 'main input[type="email"]' )
						?.closest( 'form' );
					if ( at === 'form' ) {
						form?.prepend( input );
					} else if ( at === 'main' ) {
						document.querySelector( 'main' )?.prepend( input );
					} else {
						const own = document.createElement( 'form' );
						own.append( input );
						document.querySelector( 'main' )?.prepend( own );
					}
					if ( style ) {
						const el = document.createElement( 'style' );
						el.textContent = style;
						document.head.append( el );
					}
					return {
						form: !! form,
						height: document.documentElement.scrollHeight,
						elements: document.getElementsByTagName( '*' ).length,
						shown: [
							...document.querySelectorAll( 'body *' ),
						].filter( ( e ) => e.getClientRects().length ).length,
					};
				},
				[ css, where ]
			);
			console.log( `${ name }: ${ JSON.stringify( found ) }` );
			pages[ name ] = page;
		}
		if ( process.argv[ 3 ] === 'fields' ) {
			for ( const [ name, body ] of Object.entries(
				FIELDS( host.url )
			) ) {
				const page = await context.newPage();
				const url = `${ host.url }/kiosk-bench-typing-${ name.replace(
					/ /g,
					'-'
				) }/`;
				await page.route( url, ( route ) =>
					route.fulfill( {
						status: 200,
						contentType: 'text/html; charset=utf-8',
						body,
					} )
				);
				await page.goto( url );
				await page.locator( '#kiosk-bench-bare' ).waitFor();
				pages[ name ] = page;
			}
		}
		const blank = await context.newPage();
		const url = `${ host.url }/kiosk-bench-typing-blank/`;
		await blank.route( url, ( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'text/html; charset=utf-8',
				body: '<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Leer</title></head><body><main><form><label>E-Mail <input id="kiosk-bench-bare"></label></form></main></body></html>',
			} )
		);
		await blank.goto( url );
		pages.blank = blank;

		const names = Object.keys( pages );
		const rows = Object.fromEntries( names.map( ( n ) => [ n, [] ] ) );
		for ( let round = 0; round < ROUNDS; round++ ) {
			// The order turns every round: no variant always goes first.
			const order = names.map(
				( _, i ) => names[ ( i + round ) % names.length ]
			);
			const line = [];
			for ( const name of order ) {
				await pages[ name ].bringToFront();
				const r = await traceWindow( pages[ name ] );
				if ( r ) {
					rows[ name ].push( r );
					line.push( `${ name } ${ r.RunTask.toFixed( 2 ) }` );
				}
			}
			console.log( `round ${ round + 1 }: ${ line.join( ', ' ) }` );
		}
		console.log(
			`\nper key, thread time ms (median [quartiles] over ${ ROUNDS } rounds, 4× CPU):`
		);
		for ( const name of names ) {
			const r = rows[ name ];
			const stat = ( k ) => {
				const xs = r.map( ( x ) => x[ k ] );
				const [ lo, hi ] = quartiles( xs );
				return `${ k } ${ median( xs ).toFixed( 2 ) } [${ lo.toFixed(
					2
				) }–${ hi.toFixed( 2 ) }]`;
			};
			console.log(
				`  ${ name }: ${ [
					'RunTask',
					'EventDispatch',
					'Paint',
					'PrePaint',
					'Layerize',
					'Commit',
					'Layout',
					'UpdateLayoutTree',
				]
					.map( stat )
					.join( ', ' ) }`
			);
		}
		// Paired: each round's difference to the page as printed.
		for ( const name of names.filter( ( n ) => n !== 'page' ) ) {
			const diffs = rows[ name ].map(
				( r, i ) => r.RunTask - rows.page[ i ].RunTask
			);
			const [ lo, hi ] = quartiles( diffs );
			console.log(
				`  ${ name } − page, paired per round: median ${ median(
					diffs
				).toFixed( 2 ) } ms [${ lo.toFixed( 2 ) }–${ hi.toFixed( 2 ) }]`
			);
		}
		await context.close();
	} finally {
		await browser.close();
		await host.dispose();
		await stackTeardown();
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
