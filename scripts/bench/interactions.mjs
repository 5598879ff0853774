/**
 * Interaction costs: main-thread time per keystroke in every field type of
 * the checkout (20 keys each), requests from 'add to cart' to 'order received' in a
 * shopper's journey through the UI, and requests for five fast quantity
 * clicks in the cart.
 */
import { MOBILE, addItemToCart } from '../../tests/e2e/support/measure.ts';
import {
	addToCartButton,
	fillCheckout,
	increaseQuantityButton,
	placeOrderButton,
} from '../../tests/e2e/support/shopper.ts';
import { warmPaymentMethods } from './typing-trace.mjs';
import { CPU_THROTTLING } from './timings.mjs';

const GAP = 150;
const KEYS = 20;

/**
 * The checkout's field types, 20 keys each: what a shopper types (the
 * postcode typed, deleted and typed again, as corrections go).
 */
const FIELDS = [
	{
		name: 'email',
		selector: 'input[type="email"]',
		keys: [ ...'lesa.neu@example.com' ],
	},
	{
		name: 'first name',
		selector: 'input[autocomplete$="given-name"]',
		keys: [ ...'Anna-Lena Müller-Ost' ],
	},
	{
		name: 'street',
		selector:
			'input[autocomplete$="address-line1"], input[autocomplete$="street-address"]',
		keys: [ ...'Lange Musterstraße 1' ],
	},
	{
		name: 'postcode',
		selector: 'input[autocomplete$="postal-code"]',
		keys: [
			...'10115',
			...Array( 5 ).fill( 'Backspace' ),
			...'20095',
			...Array( 5 ).fill( 'Backspace' ),
		],
	},
	{
		name: 'city',
		selector: 'input[autocomplete$="address-level2"]',
		keys: [ ...'Hamburg-Harvestehude' ],
	},
	{
		name: 'phone',
		selector: 'input[type="tel"]',
		keys: [ ...'+49 30 1234567 89012' ],
	},
];

async function taskSeconds( cdp ) {
	const { metrics } = await cdp.send( 'Performance.getMetrics' );
	return metrics.find( ( m ) => m.name === 'TaskDuration' ).value;
}

/**
 * Rounds per field (and idle windows): one window of 20 keys at 4× CPU
 * varied by ±4 ms per key from run to run (the floor read 13.5 in one run and
 * 15.8 in the next), so each figure is the median of three, and the headline
 * takes the worst field's median rather than the worst of single windows.
 */
const ROUNDS = 3;

/** Quiet time after a field is cleared: its draft, the address push and the answer settle. */
const SETTLE = 2000;

/**
 * How long a round keeps counting after its last key: the work the typing
 * causes, not only the keys themselves. Kiosk hands the field's draft to
 * the store 300 ms after the last key and pushes the address to the server
 * 700 ms later; WooCommerce pushes about a second after the last key too.
 * A window that closed a second after the last key cut the push and its
 * answer off in some rounds and not in others (about 1–2 ms per key).
 */
const TAIL = 2500;

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
};

/**
 * The floors: bare inputs with no handler of their own, typed into like the
 * fields. What a keystroke costs there is work no field's script causes.
 * - `page`: at the top of the page's main element, outside any React root:
 *   the browser's own work for this page (input handling, style, layout,
 *   paint), plus the page scripts' document-wide listeners (React listens
 *   to `selectionchange` on the whole document once any root is mounted).
 * - `form`: at the top of the checkout's form (the first field's), inside
 *   its React root: React's root listeners handle every key event bubbling
 *   through the root, whatever the input.
 * - `noScript`: at the top of main on the same page loaded with every script
 *   refused: the browser's work for the page's HTML and CSS alone.
 */
const FLOORS = {
	noScript: {
		name: 'bare input, page without scripts',
		place: 'main',
	},
	page: {
		name: 'bare input at the top of the page (the page’s floor)',
		place: 'main',
	},
	form: {
		name: 'bare input inside the checkout form',
		place: 'form',
	},
};

const BARE_KEYS = [ ...'lesa.neu@example.com' ];

/**
 * The reference documents: not pages of the site but documents of one
 * input each, served at the site's address and typed into like the fields,
 * in the same browser and run. They show what a keystroke costs on this
 * machine before any page adds to it:
 * - `blank`: one email input in a form, and nothing else;
 * - `react`: the same form rendered by WordPress's own React (its vendor
 *   copies in wp-includes), the input uncontrolled with an onChange that
 *   does nothing: the least any React-rendered field costs, before the
 *   page's HTML, CSS and scripts and before the field's own work;
 * - `reactForm`: the same email input first of 15 labelled address fields
 *   with their `autocomplete` tokens (a checkout's shape), rendered by the
 *   same React the same way. The browser's own work per key grows with the
 *   fields around the typed one (~3 ms at 4× for 14 more, with no script at
 *   all: FIGURES.md, session 47), which the one-input reference leaves out.
 */
const REFERENCES = {
	blank: 'one input in a blank document',
	react: 'one input rendered by React in a blank document',
	reactForm: 'the first of 15 address fields rendered by React',
};

/**
 * The `autocomplete` tokens of a checkout-shaped form's 15 fields, the
 * typed email first: the `reactForm` reference's, and typing-document.mjs's.
 */
export const ADDRESS_FIELD_TOKENS = [
	'email',
	'given-name',
	'family-name',
	'organization',
	'street-address',
	'address-line2',
	'postal-code',
	'address-level2',
	'country-name',
	'tel',
	'given-name',
	'family-name',
	'street-address',
	'postal-code',
	'address-level2',
];

const REFERENCE_PATH = '/kiosk-bench-typing-reference/';

/** The HTML of a reference document (`kind`: a key of REFERENCES). */
function referenceHtml( baseUrl, kind ) {
	const vendor = `${ baseUrl }/wp-includes/js/dist/vendor/`;
	// `helpers` only where used: the target's reference stays as it was.
	const react = ( fields, helpers = '' ) =>
		`<main id="root"></main><script src="${ vendor }react.min.js"></script><script src="${ vendor }react-dom.min.js"></script><script>(()=>{const e=React.createElement;${ helpers }ReactDOM.createRoot(document.getElementById('root')).render(e('form',null,${ fields }));})();</script>`;
	const field = `const f=(id,label,type,token)=>e('p',{key:id},e('label',{htmlFor:id},label),e('input',{id,name:id,type,autoComplete:token,onChange:()=>{}}));`;
	const others = ADDRESS_FIELD_TOKENS.slice( 1 )
		.map( ( token, i ) => `f('f${ i }','${ token }','text','${ token }')` )
		.join( ',' );
	const bodies = {
		react: react(
			`e('label',null,'E-Mail ',e('input',{id:'kiosk-bench-reference',type:'email',onChange:()=>{}}))`
		),
		reactForm: react(
			`f('kiosk-bench-reference','E-Mail','email','email'),${ others }`,
			field
		),
		blank: '<main><form><label>E-Mail <input id="kiosk-bench-reference" type="email"></label></form></main>',
	};
	const body = bodies[ kind ];
	return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Referenz</title></head><body>${ body }</body></html>`;
}

/** A reference document's figure: opened at the site's address, then measured like a field. */
async function measureReference( context, baseUrl, rate, kind ) {
	const page = await eventTimedPage( context );
	const url = `${ baseUrl }${ REFERENCE_PATH }${ kind }`;
	try {
		await page.route( url, ( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'text/html; charset=utf-8',
				body: referenceHtml( baseUrl, kind ),
			} )
		);
		await page.goto( url, { waitUntil: 'load' } );
		await page
			.locator( '#kiosk-bench-reference' )
			.waitFor( { timeout: 10000 } );
		return await measureField( await throttled( page, rate ), {
			name: REFERENCES[ kind ],
			selector: 'input#kiosk-bench-reference',
			keys: BARE_KEYS,
		} );
	} finally {
		await page.close();
	}
}

/** A field's selectors, each within main (and with `suffix`, such as ':visible'). */
function inMain( field, suffix = '' ) {
	return field.selector
		.split( ',' )
		.map( ( sel ) => `main ${ sel.trim() }${ suffix }` )
		.join( ', ' );
}

/** Puts a bare input (`id`) at the top of main, or of the form holding the first field. */
async function addBareInput( page, id, place ) {
	return page.evaluate(
		( [ inputId, where, fieldSelector ] ) => {
			const input = document.createElement( 'input' );
			input.id = inputId;
			input.setAttribute( 'aria-label', 'bench' );
			const field = document.querySelector( fieldSelector );
			const parent =
				where === 'form'
					? field?.closest( 'form' )
					: document.querySelector( 'main' );
			if ( ! parent ) {
				return false;
			}
			parent.prepend( input );
			return true;
		},
		[ id, place, inMain( FIELDS[ 0 ] ) ]
	);
}

/**
 * One round of a field: the field emptied and left to settle, then the
 * renderer's TaskDuration over the typing window and its TAIL, and its slow
 * events. `focusedIdle` is the TaskDuration of a TAIL-long window just
 * before the keys, with the field focused and nothing typed: a focused
 * field's caret blinks (about 3–5 ms a second of paint at 4× CPU), which
 * the tail holds too and which no keystroke causes; while keys come, the
 * caret does not blink.
 */
async function typingRound( page, cdp, input, field ) {
	await input.focus();
	await input.fill( '' );
	await page.waitForTimeout( SETTLE );
	await page.evaluate( () => {
		window.__events = [];
	} );
	const quiet = await taskSeconds( cdp );
	await page.waitForTimeout( TAIL );
	const start = await taskSeconds( cdp );
	const focusedIdle = start - quiet;
	for ( const key of field.keys ) {
		// A character is typed (press() knows no "ü" or "ß" on its US
		// layout); a named key such as Backspace is pressed.
		if ( key.length === 1 ) {
			await page.keyboard.type( key );
		} else {
			await page.keyboard.press( key );
		}
		await page.waitForTimeout( GAP );
	}
	await page.waitForTimeout( TAIL );
	const busy = ( await taskSeconds( cdp ) ) - start;
	const events = await page.evaluate( () => window.__events );
	return { busy, focusedIdle, events };
}

/** A field's input on the page: the first visible match of its selectors. */
function fieldInput( page, field ) {
	return page.locator( inMain( field, ':visible' ) ).first();
}

/** A new page that records the slow events (Event Timing) of its rounds. */
async function eventTimedPage( context ) {
	const page = await context.newPage();
	await page.addInitScript(
		`window.__events=[];try{new PerformanceObserver((l)=>l.getEntries().forEach((e)=>window.__events.push([e.name,e.duration,e.processingEnd-e.processingStart]))).observe({type:'event',durationThreshold:16,buffered:true})}catch(e){}`
	);
	return page;
}

/**
 * Throttles a loaded page to `rate` and measures its idle work over the
 * keys' span (no field focused; the median of ROUNDS).
 */
async function throttled( page, rate ) {
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Performance.enable' );
	await cdp.send( 'Emulation.setCPUThrottlingRate', { rate } );
	// The idle baseline of the keys' part of a round (no field focused);
	// the tail's comes from each round (typingRound's focusedIdle).
	const idles = [];
	for ( let round = 0; round < ROUNDS; round++ ) {
		const idleStart = await taskSeconds( cdp );
		await page.waitForTimeout( KEYS * GAP );
		idles.push( ( await taskSeconds( cdp ) ) - idleStart );
	}
	return { page, cdp, idle: median( idles ) };
}

/**
 * Opens a checkout page throttled to `rate`, with its idle work measured
 * (throttled). `scripts: false` refuses every script file the page asks for.
 */
async function openCheckout( context, baseUrl, path, rate, scripts = true ) {
	const page = await eventTimedPage( context );
	if ( ! scripts ) {
		await page.route( /\.js(\?|$)/, ( route ) => route.abort() );
	}
	const response = await page.goto( `${ baseUrl }${ path }`, {
		waitUntil: 'load',
	} );
	if ( ! response || response.status() >= 400 ) {
		throw new Error( `${ path } answered ${ response?.status() }` );
	}
	await page.waitForLoadState( 'networkidle' ).catch( () => undefined );
	if ( scripts ) {
		await fieldInput( page, FIELDS[ 2 ] ).waitFor( { timeout: 10000 } );
		// Kiosk's checkout: its first use loads the payment methods once.
		await warmPaymentMethods( page );
	}
	return throttled( page, rate );
}

/** ROUNDS rounds of one field: its per-key median, the rounds, and its slow events. */
async function measureField( { page, cdp, idle }, field ) {
	const input = fieldInput( page, field );
	if ( ! ( await input.count() ) ) {
		return { field: field.name, missing: true };
	}
	const rounds = [];
	for ( let round = 0; round < ROUNDS; round++ ) {
		rounds.push( await typingRound( page, cdp, input, field ) );
	}
	const perKey = rounds.map( ( { busy, focusedIdle } ) =>
		Math.max(
			0,
			( ( busy - idle - focusedIdle ) * 1000 ) / field.keys.length
		)
	);
	const events = rounds.flatMap( ( r ) => r.events );
	return {
		field: field.name,
		keystrokes: field.keys.length,
		perKeystrokeMs: median( perKey ),
		roundsMs: perKey,
		maxEventMs: events.reduce(
			( max, [ , duration ] ) => Math.max( max, duration ),
			0
		),
		slowEvents: events.length,
	};
}

/** A floor's figure: its bare input added at its place, then measured like a field. */
async function measureFloor( opened, key ) {
	const id = `kiosk-bench-bare-${ key }`;
	const floor = FLOORS[ key ];
	if ( ! ( await addBareInput( opened.page, id, floor.place ) ) ) {
		return { field: floor.name, missing: true };
	}
	return measureField( opened, {
		name: floor.name,
		selector: `input#${ id }`,
		keys: BARE_KEYS,
	} );
}

/**
 * The typing section alone (`--typing-only`): Kiosk's checkout at 4× CPU,
 * every field and floor, and the reference documents, in one run.
 */
export function measureTyping( browser, baseUrl ) {
	return keystrokes( browser, baseUrl, CPU_THROTTLING );
}

/**
 * Main-thread work per keystroke in every field type of a checkout page
 * (Kiosk's at `path`, or WooCommerce's own): the renderer's TaskDuration
 * over a typing window of 20 keys and the TAIL after them, minus the idle
 * work of the same spans (the keys' span with nothing focused, the median of
 * ROUNDS; the tail's with the field focused, from the same round), divided
 * by the keys; the median of ROUNDS rounds per field; plus the longest event
 * of any round (Event Timing). The worst field is the headline figure; the
 * FLOORS are reported apart: the page's (`floorMs`, as before), the form's,
 * and the page's without scripts; and, with `references`, the REFERENCES
 * (`blankMs`, `reactMs`; null where one could not be measured).
 */
async function keystrokes(
	browser,
	baseUrl,
	rate,
	{ path = '/kasse/', references = true } = {}
) {
	const context = await browser.newContext( MOBILE );
	try {
		const referenceFloors = {};
		for ( const kind of references ? Object.keys( REFERENCES ) : [] ) {
			const reference = await measureReference(
				context,
				baseUrl,
				rate,
				kind
			).catch( () => null );
			referenceFloors[ `${ kind }Ms` ] =
				reference?.perKeystrokeMs ?? null;
		}
		await addItemToCart( context, baseUrl );
		const bare = await openCheckout( context, baseUrl, path, rate, false );
		const noScript = await measureFloor( bare, 'noScript' );
		await bare.page.close();
		const opened = await openCheckout( context, baseUrl, path, rate );
		const page = await measureFloor( opened, 'page' );
		const form = await measureFloor( opened, 'form' );
		const fields = [];
		for ( const field of FIELDS ) {
			fields.push( await measureField( opened, field ) );
		}
		const measured = fields.filter( ( f ) => ! f.missing );
		if ( ! measured.length ) {
			throw new Error( 'no checkout field found' );
		}
		const figure = ( f ) => f.perKeystrokeMs ?? null;
		return {
			cpu: rate,
			path,
			rounds: ROUNDS,
			floorMs: figure( page ),
			floors: {
				noScriptMs: figure( noScript ),
				pageMs: figure( page ),
				formMs: figure( form ),
				...referenceFloors,
			},
			keystrokes: measured.reduce( ( n, f ) => n + f.keystrokes, 0 ),
			perKeystrokeMs: Math.max(
				...measured.map( ( f ) => f.perKeystrokeMs )
			),
			maxEventMs: Math.max( ...measured.map( ( f ) => f.maxEventMs ) ),
			fields,
		};
	} finally {
		await context.close();
	}
}

function tally( requests ) {
	const byType = {};
	for ( const r of requests ) {
		byType[ r.type ] = ( byType[ r.type ] || 0 ) + 1;
	}
	return byType;
}

/** Waits until none of the page's API requests is in flight (at most 10 s). */
async function quietApi( page, inFlight ) {
	for ( let waited = 0; inFlight.size && waited < 10000; waited += 100 ) {
		await page.waitForTimeout( 100 );
	}
}

/** Requests from the click on 'In den Warenkorb' to the order-received page, through the UI. */
async function journey( browser, baseUrl, productPath ) {
	const context = await browser.newContext( MOBILE );
	const requests = [];
	try {
		const page = await context.newPage();
		await page.goto( `${ baseUrl }${ productPath }`, {
			waitUntil: 'load',
		} );
		await page.waitForLoadState( 'networkidle' ).catch( () => undefined );
		const inFlight = new Set();
		const done = ( request ) => inFlight.delete( request );
		page.on( 'requestfinished', done );
		page.on( 'requestfailed', done );
		page.on( 'request', ( request ) => {
			const url = new URL( request.url() );
			if ( url.pathname.startsWith( '/wp-json/' ) ) {
				inFlight.add( request );
			}
			requests.push( {
				type: request.resourceType(),
				method: request.method(),
				path:
					url.pathname +
					( url.search.length > 40
						? url.search.slice( 0, 40 ) + '…'
						: url.search ),
			} );
		} );
		await addToCartButton( page ).click();
		await page.waitForLoadState( 'networkidle' ).catch( () => undefined );
		await page.waitForTimeout( 500 );
		await page.goto( `${ baseUrl }/kasse/`, { waitUntil: 'load' } );
		await page.waitForLoadState( 'networkidle' ).catch( () => undefined );
		const filled = await fillCheckout( page );
		if ( ! filled ) {
			throw new Error( 'no address fields found on /kasse/' );
		}
		// A shopper looks the form over before placing the order: longer
		// than the pause after which the address goes to the server (about
		// 1 s after the last change), so that one push is always counted. A
		// click at once sent it or not depending on how fast the machine
		// filled the form (44 or 45 requests).
		await page.waitForTimeout( 2000 );
		await quietApi( page, inFlight );
		await placeOrderButton( page ).click();
		await page.waitForURL( /bestellung-erhalten/, { timeout: 20000 } );
		await page.waitForLoadState( 'networkidle' ).catch( () => undefined );
		const api = requests.filter(
			( r ) =>
				r.path.startsWith( '/wp-json/' ) ||
				r.path.includes( 'admin-ajax' )
		);
		return {
			requests: requests.length,
			byType: tally( requests ),
			api: api.map( ( r ) => `${ r.method } ${ r.path }` ),
		};
	} finally {
		await context.close();
	}
}

/** Requests for five fast clicks on the cart's quantity '+' (a debounced cart sends one or two). */
async function quantityClicks( browser, baseUrl ) {
	const context = await browser.newContext( MOBILE );
	try {
		await addItemToCart( context, baseUrl );
		const page = await context.newPage();
		await page.goto( `${ baseUrl }/warenkorb/`, { waitUntil: 'load' } );
		await page.waitForLoadState( 'networkidle' ).catch( () => undefined );
		const button = increaseQuantityButton( page );
		await button.waitFor( { timeout: 10000 } );
		const api = [];
		page.on( 'request', ( request ) => {
			const url = new URL( request.url() );
			if ( url.pathname.startsWith( '/wp-json/' ) ) {
				api.push( `${ request.method() } ${ url.pathname }` );
			}
		} );
		for ( let i = 0; i < 5; i++ ) {
			await button.click( { delay: 0, noWaitAfter: true } );
		}
		await page.waitForTimeout( 1500 );
		await page.waitForLoadState( 'networkidle' ).catch( () => undefined );
		return { clicks: 5, requests: api.length, api };
	} finally {
		await context.close();
	}
}

const safely = async ( name, fn, log ) => {
	try {
		const result = await fn();
		log( `  ${ name }: ok` );
		return result;
	} catch ( error ) {
		const message = error.message.split( '\n' )[ 0 ];
		log( `  ${ name }: failed: ${ message }` );
		return { error: message };
	}
};

/**
 * All interaction costs; each one fails on its own, with the reason.
 * `wooCheckout`: the path of WooCommerce's own checkout on the same site,
 * whose keystrokes are measured the same way at the throttled rate.
 */
export async function measureInteractions(
	browser,
	baseUrl,
	productPath,
	log,
	wooCheckout = null
) {
	return {
		keystroke: await safely(
			'keystroke (1× CPU)',
			() => keystrokes( browser, baseUrl, 1 ),
			log
		),
		keystrokeThrottled: await safely(
			`keystroke (${ CPU_THROTTLING }× CPU)`,
			() => keystrokes( browser, baseUrl, CPU_THROTTLING ),
			log
		),
		keystrokeWoo: wooCheckout
			? await safely(
					`keystroke on WooCommerce's own checkout (${ CPU_THROTTLING }× CPU)`,
					() =>
						keystrokes( browser, baseUrl, CPU_THROTTLING, {
							path: wooCheckout,
							references: false,
						} ),
					log
				)
			: null,
		journey: productPath
			? await safely(
					'journey',
					() => journey( browser, baseUrl, productPath ),
					log
				)
			: { error: 'no product page found' },
		quantityClicks: await safely(
			'quantity clicks',
			() => quantityClicks( browser, baseUrl ),
			log
		),
	};
}
