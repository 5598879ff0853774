/**
 * ARCHITECTURE.md's budgets as tests, on the real stack: brotli bytes of
 * Kiosk's own scripts, of all scripts, of all stylesheets, and the requests
 * of a cold first load on a phone viewport, counted until the page settled
 * (idle-time loads included). The cart and checkout are set against
 * WooCommerce's own Cart and Checkout blocks on pages of the same site,
 * with the same cart, measured in the same run. Every count is measured
 * twice, once with the CPU throttled 6×: a busy machine gives the same
 * answer. Times stay in the bench (`npm run bench`).
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';
import {
	BUDGETS,
	MOBILE,
	discoverTargets,
	isCore,
	ownInlineJs,
	ownJs,
	measureLoad,
	prepare,
	type Measurement,
	type PageType,
	type Target,
	WOO_PAGES_PHP,
} from '../support/measure';
import { FIRST_ACTIONS, USABLE_RULE } from '../support/first-action';

const KB = 1024;

// Counts, not times, are asserted; on a loaded machine (other workers, the
// CPU throttled 6×) three cold loads of a cart page take minutes of wall
// clock, so the test's own time limit is generous and says nothing.
jest.setTimeout( 10 * 60 * 1000 );

/*
 * The cart and the checkout, on the demo site on 27 Nov 2026 (issue 16): all
 * JS 91.4 and 101.0 KB against WooCommerce's 540 and 547 KB (0.17 and 0.18),
 * of which core's scripts, joined into one file, 64.4 KB
 * (php/Assets/CoreScripts.php, with Kiosk's small wp-compose in place of
 * core's: php/Assets/ComposeHooks.php); Kiosk's own 25.0 and 34.6 KB.
 */

const kb = ( n: number ) => `${ ( n / KB ).toFixed( 1 ) } KB`;

let host: Host;
let browser: Browser;
let targets: Target[];

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
	targets = await discoverTargets( host.url );
	// WooCommerce's own Cart and Checkout blocks, as WooCommerce installs them.
	host.php( WOO_PAGES_PHP );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

/**
 * The idle measurements so far, by page type and path: a cold load in a
 * fresh context gives the same counts and bytes each time, so a test that
 * needs one another test of this file already made (the first action's JS
 * on the cart and the checkout, Kiosk's and WooCommerce's) uses that one
 * instead of loading the page again. A failed one is not kept.
 */
const idleMeasurements = new Map< string, Promise< Measurement > >();

/** One cold load of a page type (or a path with the same needs), optionally with the CPU throttled; the idle one once per file. */
async function measure(
	type: PageType,
	options: { throttle?: number; path?: string } = {}
): Promise< Measurement > {
	if ( options.throttle ) {
		return measureCold( type, options );
	}
	const key = `${ type } ${ options.path ?? '' }`;
	let measured = idleMeasurements.get( key );
	if ( ! measured ) {
		measured = measureCold( type, options );
		idleMeasurements.set( key, measured );
		measured.catch( () => idleMeasurements.delete( key ) );
	}
	const m = await measured;
	expect( m.scripts.length ).toBeGreaterThan( 0 );
	return m;
}

/** One cold load in a new context. */
async function measureCold(
	type: PageType,
	options: { throttle?: number; path?: string }
): Promise< Measurement > {
	const target = targets.find( ( t ) => t.type === type ) as Target;
	if ( ! target.path ) {
		throw new Error(
			`the ${ type } page was not found: ${ target.error }`
		);
	}
	const context = await browser.newContext( MOBILE );
	try {
		const prepared = await prepare( context, host.url, target );
		const page = await context.newPage();
		if ( options.throttle ) {
			const cdp = await context.newCDPSession( page );
			await cdp.send( 'Emulation.setCPUThrottlingRate', {
				rate: options.throttle,
			} );
		}
		const m = await measureLoad(
			page,
			host.url,
			target,
			options.path ?? prepared
		);
		if ( m.error ) {
			throw new Error( `${ type } could not be measured: ${ m.error }` );
		}
		expect( m.scripts.length ).toBeGreaterThan( 0 );
		return m;
	} finally {
		await context.close();
	}
}

/** The same measurement, idle and with the CPU throttled 6×: it must not differ. */
async function steady( type: PageType, path?: string ) {
	const [ idle, busy ] = [
		await measure( type, { path } ),
		await measure( type, { path, throttle: 6 } ),
	];
	const files = ( m: Measurement ) =>
		[ ...m.scripts, ...m.styles ]
			.map( ( a ) => a.url.split( '?' )[ 0 ] )
			.sort();
	expect( files( busy ) ).toEqual( files( idle ) );
	expect( busy.requests ).toBe( idle.requests );
	return idle;
}

function report( label: string, m: Measurement ) {
	const inline = ( kind: string ) =>
		m.inline
			.filter( ( s ) => s.kind === kind )
			.map( ( s ) => `${ s.id } ${ s.brotli } B` )
			.join( ', ' ) || 'none';
	// Printed so the figures travel with the test output.
	console.log(
		`${ label }: JS ${ kb( m.js.brotli ) } (Kiosk ${ kb( ownJs( m ) ) }, ${ ownJs(
			m
		) } B, of it inline code ${ ownInlineJs( m ) } B; core ${ kb(
			m.scripts
				.filter( ( s ) => isCore( s.url ) )
				.reduce( ( n, s ) => n + s.brotli, 0 )
		) }), CSS ${ kb( m.css.brotli ) }, ${
			m.requests
		} requests; Kiosk's inline code: ${ inline(
			'own'
		) }; core's stand-in: ${ inline( 'core' ) }`
	);
}

describe( 'magazine pages', () => {
	test.each( [ 'article', 'home', 'contact', 'event' ] as PageType[] )(
		"the %s page keeps Kiosk's JS, all JS, CSS and requests within budget, idle and with the CPU throttled 6×",
		async ( type ) => {
			const m = await steady( type );
			report( type, m );
			const budget = BUDGETS[ type ]!;
			expect( {
				own: ownJs( m ) <= budget.own,
				all: m.js.brotli <= budget.all!,
				css: m.css.brotli <= budget.css,
				requests: m.requests <= budget.requests!,
			} ).toEqual( { own: true, all: true, css: true, requests: true } );
		}
	);
} );

/*
 * All JS against WooCommerce's on the same site: ARCHITECTURE.md's target is
 * at most 1/5 for both. The checkout missed it while WooCommerce's own bank
 * transfer, cheque and cash on delivery scripts (issue 41: each with its own
 * DOMPurify, about 8 KB brotli, and wp-polyfill, wp-html-entities and
 * react-jsx-runtime, 33.5 KB in all) loaded with the page: 134.5 of 549.0 KB
 * (0.245) on 29 Nov 2026. Since 30 Nov the regular payment methods' scripts
 * load when the shopper starts on the checkout (or its payment step comes
 * near the screen: src/blocks/checkout/payment-scripts/), so a cold load
 * that nobody touches carries none of them.
 */
const JS_RATIO: Partial< Record< PageType, number > > = {
	cart: 1 / 5,
	checkout: 1 / 5,
};

describe( "cart and checkout against WooCommerce's own blocks", () => {
	test.each( [
		[ 'cart', '/wc-warenkorb/' ],
		[ 'checkout', '/wc-kasse/' ],
	] as Array< [ PageType, string ] > )(
		"Kiosk's %s loads at most a quarter of the requests of WooCommerce's on the same site and at most a fifth of its JS, with its CSS in budget, its own JS in budget, and nothing of WooCommerce's front end",
		async ( type, wooPath ) => {
			const kiosk = await steady( type );
			const woo = await measure( type, { path: wooPath } );
			report( `Kiosk ${ type }`, kiosk );
			report( `WooCommerce ${ type }`, woo );
			// WooCommerce's blocks really rendered on its page.
			expect(
				woo.scripts.some( ( s ) =>
					s.url.includes( '/plugins/woocommerce/' )
				)
			).toBe( true );
			// Of WooCommerce's files only its payment methods' own scripts
			// (bank transfer, cheque, cash on delivery: the gateways' code,
			// which WooCommerce's checkout loads too), none of its front end.
			expect(
				kiosk.scripts
					.map( ( s ) => s.url )
					.filter(
						( url ) =>
							url.includes( '/plugins/woocommerce/' ) &&
							! /\/wc-payment-method-(bacs|cheque|cod)\.js/.test(
								url
							)
					)
			).toEqual( [] );
			expect( kiosk.js.brotli / woo.js.brotli ).toBeLessThanOrEqual(
				JS_RATIO[ type ]!
			);
			expect( kiosk.requests / woo.requests ).toBeLessThanOrEqual(
				1 / 4
			);
			expect( kiosk.css.brotli ).toBeLessThanOrEqual(
				BUDGETS[ type ]!.css
			);
			expect( ownJs( kiosk ) ).toBeLessThanOrEqual(
				BUDGETS[ type ]!.own
			);
		}
	);
} );

/*
 * "Usable" (the bench's figure, scripts/bench/FIGURES.md): the first thing a
 * shopper does works (the checkout's email field takes typing, the cart's
 * "+" of a quantity counts up). Its time is not load-proof, so it stays in
 * the bench; what is load-proof is how much JS that first action waits for:
 * none when it works with JavaScript off; Kiosk's inline code (brotli, as
 * `ownJs` counts it) when it works with every script file refused but the
 * page's inline scripts running; else all of the page's JS. "Works" is
 * acted out, not only looked at: a control that is live but needs a script
 * to do anything is not usable without it. The same on an idle machine and
 * with the CPU throttled 6×; set against WooCommerce's, within
 * ARCHITECTURE.md's time ratios (cart 1/5, checkout 1/4). Kiosk's checkout
 * waits for nothing (its first step is printed by the server with live
 * text fields); its cart for its inline recorder (the quantities' minus
 * and plus step the server's fields before the cart's script takes them
 * over), counted in its own JS.
 */
const USABLE_RATIO: Partial< Record< PageType, number > > = {
	cart: 1 / 5,
	checkout: 1 / 4,
};

/** What a first action needed to work: nothing, the page's inline scripts, or its script files too. */
type Needs = 'nothing' | 'inline' | 'scripts';

/**
 * Whether the first action works with JavaScript off (`bare`), or with
 * every script file refused (`inline`): the control is usable by the
 * bench's rule and acting on it takes (typing lands; a click on "+" counts
 * the quantity up).
 */
async function actsWithout(
	type: 'cart' | 'checkout',
	who: 'kiosk' | 'woo',
	path: string,
	mode: 'bare' | 'inline',
	throttle?: number
): Promise< boolean > {
	const target = targets.find( ( t ) => t.type === type ) as Target;
	const shopper = await browser.newContext( MOBILE );
	await prepare( shopper, host.url, target );
	const context = await browser.newContext( {
		...MOBILE,
		javaScriptEnabled: mode === 'inline',
		storageState: await shopper.storageState(),
	} );
	try {
		const page = await context.newPage();
		// Script files that still ran (none may: else "inline" would be wrong).
		const ran: string[] = [];
		if ( mode === 'inline' ) {
			// Only what may be a script goes through the route (every request
			// would slow a page of 80 requests on a busy machine).
			await page.route(
				( url ) =>
					/\.js$/.test( url.pathname ) ||
					/kiosk-core-scripts/.test( url.href ),
				( route ) =>
					route.request().resourceType() === 'script'
						? route.abort()
						: route.continue()
			);
			page.on( 'requestfinished', ( request ) => {
				if ( request.resourceType() === 'script' ) {
					ran.push( request.url() );
				}
			} );
		}
		if ( throttle ) {
			const cdp = await context.newCDPSession( page );
			await cdp.send( 'Emulation.setCPUThrottlingRate', {
				rate: throttle,
			} );
		}
		// Counts, not times: a busy machine may take long.
		const response = await page.goto( `${ host.url }${ path }`, {
			timeout: 120000,
		} );
		expect( response?.status() ).toBe( 200 );
		const selector = FIRST_ACTIONS[ type ][ who ];
		// The rule runs from outside (the page's own scripts may be off).
		const usable = await page.evaluate< boolean >(
			`( ${ USABLE_RULE } )( document.querySelector( ${ JSON.stringify(
				selector
			) } ) )`
		);
		if ( ! usable ) {
			return false;
		}
		let acted: boolean;
		if ( type === 'checkout' ) {
			// A character typed lands in it.
			const field = page.locator( selector ).first();
			await field.click();
			await page.keyboard.type( 'gast@example.com' );
			acted = ( await field.inputValue() ) === 'gast@example.com';
		} else {
			// A click on "+" counts the line's quantity up.
			const quantity = page.locator( QUANTITY[ who ] ).first();
			const before = Number( await quantity.inputValue() );
			await page.locator( selector ).first().click();
			acted = ( await quantity.inputValue() ) === String( before + 1 );
		}
		expect( ran ).toEqual( [] );
		return acted;
	} finally {
		await context.close();
		await shopper.close();
	}
}

/** The quantity field beside each cart's "+" (FIRST_ACTIONS). */
const QUANTITY = {
	kiosk: '.kiosk-quantity-selector__input',
	woo: '.wc-block-components-quantity-selector__input',
};

/** What the first action needs, the same idle and with the CPU throttled 6×. */
async function firstActionNeeds(
	type: 'cart' | 'checkout',
	who: 'kiosk' | 'woo',
	path: string
): Promise< Needs > {
	for ( const mode of [ 'bare', 'inline' ] as const ) {
		const idle = await actsWithout( type, who, path, mode );
		const busy = await actsWithout( type, who, path, mode, 6 );
		expect( busy ).toBe( idle );
		if ( idle ) {
			return mode === 'bare' ? 'nothing' : 'inline';
		}
	}
	return 'scripts';
}

describe( "the shopper's first action against WooCommerce's (the bench's usable, load-proof)", () => {
	test.each( [
		[ 'cart', '/wc-warenkorb/' ],
		[ 'checkout', '/wc-kasse/' ],
	] as Array< [ 'cart' | 'checkout', string ] > )(
		"on the %s, the JS Kiosk's first action waits for is within the time ratio of WooCommerce's (cart 1/5, checkout 1/4), idle and with the CPU throttled 6×",
		async ( type, wooPath ) => {
			const kioskPath = type === 'cart' ? '/warenkorb/' : '/kasse/';
			const waits = async ( who: 'kiosk' | 'woo', path: string ) => {
				const needs = await firstActionNeeds( type, who, path );
				if ( needs === 'nothing' ) {
					return { needs, bytes: 0 };
				}
				const m = await measure( type, {
					path: who === 'woo' ? path : undefined,
				} );
				return {
					needs,
					bytes: needs === 'inline' ? ownInlineJs( m ) : m.js.brotli,
				};
			};
			const kiosk = await waits( 'kiosk', kioskPath );
			const woo = await waits( 'woo', wooPath );
			console.log(
				`${ type }: the first action waits for ${ kb( kiosk.bytes ) } of JS on Kiosk's page (${ kiosk.needs }), ${ kb( woo.bytes ) } on WooCommerce's (${ woo.needs })`
			);
			// WooCommerce renders its controls in its script.
			expect( woo.needs ).toBe( 'scripts' );
			if ( type === 'checkout' ) {
				// Issue 43: typed into at first paint.
				expect( kiosk.needs ).toBe( 'nothing' );
			} else {
				// Issue 43: the server's "+" steps at first paint, by the
				// recorder printed before the cart (php/Blocks/CartMarkup/
				// Recorder.php), Kiosk's only inline code on the page.
				expect( kiosk.needs ).toBe( 'inline' );
			}
			if ( kiosk.needs === 'inline' ) {
				// Inline code it waits for is Kiosk's own, and counted.
				expect( kiosk.bytes ).toBeGreaterThan( 0 );
			}
			expect( kiosk.bytes / woo.bytes ).toBeLessThanOrEqual(
				USABLE_RATIO[ type ]!
			);
		}
	);
} );

describe( "core's scripts on the cart and checkout", () => {
	test.each( [
		[ 'cart', '.kiosk-proceed-to-checkout' ],
		[ 'checkout', '.kiosk-checkout__place-order' ],
	] as Array< [ PageType, string ] > )(
		"the %s runs wp-data on Kiosk's small wp-compose: no wp.dom or wp.keycodes, and no keyboard-shortcut listeners on the document",
		async ( type, control ) => {
			const target = targets.find( ( t ) => t.type === type ) as Target;
			const context = await browser.newContext( MOBILE );
			try {
				const path = await prepare( context, host.url, target );
				const page = await context.newPage();
				const errors: string[] = [];
				page.on( 'pageerror', ( error ) =>
					errors.push( error.message )
				);
				await page.goto( `${ host.url }${ path }` );
				await page.locator( control ).first().waitFor();
				const found = await page.evaluate( () => {
					const wp = (
						window as unknown as {
							wp: Record< string, Record< string, unknown > >;
						}
					 ).wp;
					return {
						compose: Object.keys( wp.compose ).sort(),
						dom: typeof wp.dom,
						keycodes: typeof wp.keycodes,
						data: typeof wp.data.select,
					};
				} );
				expect( found ).toEqual( {
					compose: [
						'compose',
						'createHigherOrderComponent',
						'pure',
						'useIsomorphicLayoutEffect',
					],
					dom: 'undefined',
					keycodes: 'undefined',
					data: 'function',
				} );
				// Core's wp-compose brings a keyboard-shortcut library that
				// listens to every keystroke on the document.
				const cdp = await context.newCDPSession( page );
				const { result } = await cdp.send( 'Runtime.evaluate', {
					expression: 'document',
				} );
				const { listeners } = await cdp.send(
					'DOMDebugger.getEventListeners',
					{ objectId: result.objectId as string }
				);
				expect(
					listeners.filter( ( l ) => l.type === 'keypress' )
				).toEqual( [] );
				expect( errors ).toEqual( [] );
			} finally {
				await context.close();
			}
		}
	);
} );
