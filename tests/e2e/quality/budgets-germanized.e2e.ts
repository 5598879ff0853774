/**
 * Issue 41's budget with Germanized for WooCommerce 4.0.9 active (set up
 * on this file's own site as its wizard leaves it, support/germanized.ts):
 * Kiosk's checkout loads at most a third of the JS of WooCommerce's
 * checkout block with Germanized on the same site, the same cart, and no
 * jQuery.
 *
 * Measured as budgets.e2e.ts measures (support/measure.ts): a cold load
 * on a phone viewport, every script's body at brotli quality 11, counted
 * until the page settled. Then the shopper fills the address and picks
 * „Lastschrift“ (Germanized's direct debit), and the page settles again:
 * scripts loaded lazily for that choice count too, on both checkouts.
 * Kiosk's checkout is measured idle and with the CPU throttled 6×, which
 * must load the same files: bytes, not times.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import {
	activateGermanized,
	useGermanizedCheckboxes,
} from '../support/germanized';
import {
	MOBILE,
	WOO_PAGES_PHP,
	WOO_PATHS,
	addItemToCart,
	isCore,
	measureLoad,
	ownJs,
	settle,
	sizes,
	trackRequests,
	type Asset,
	type Measurement,
} from '../support/measure';
import { fillGuest } from '../extensions/two-checkouts';

const site = siteForThisFile();

const KB = 1024;
const kb = ( n: number ) => `${ ( n / KB ).toFixed( 1 ) } KB`;

// Counts, not times, are asserted; six cold loads with a form filled in
// each (two with the CPU throttled 6×) take minutes on a loaded machine.
jest.setTimeout( 15 * 60 * 1000 );

beforeAll( () => {
	activateGermanized( site.host );
	// WooCommerce's own checkout block beside Kiosk's, with Germanized's
	// checkboxes in the place of its terms, as Germanized's installer puts them.
	site.host.php( WOO_PAGES_PHP );
	useGermanizedCheckboxes( site.host, WOO_PATHS.checkout );
} );

interface CheckoutLoad {
	/** The cold load, until it settled. */
	first: Measurement;
	/** Every script of the page, the cold load's and those loaded after „Lastschrift“ was picked. */
	scripts: Asset[];
	/** Every script URL the page requested (answered or not). */
	requested: string[];
	/** `typeof window.jQuery` once the page settled after the choice. */
	jQuery: string;
}

const total = ( assets: Asset[] ) =>
	assets.reduce( ( n, a ) => n + a.brotli, 0 );

/** Waits until the page's `wc/store/payment` holds the method `id`. */
async function activeMethodIs( page: Page, id: string ): Promise< void > {
	await page.waitForFunction(
		( expected ) =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getActivePaymentMethod: () => string;
							};
						};
					};
				}
			 ).wp.data
				.select( 'wc/store/payment' )
				.getActivePaymentMethod() === expected,
		id
	);
}

/**
 * A guest's cold load of the checkout at `path` with the first buyable
 * product in the cart, then the address filled and „Lastschrift“ picked.
 */
async function loadCheckout(
	path: string,
	throttle = 0
): Promise< CheckoutLoad > {
	const context: BrowserContext = await site.browser.newContext( MOBILE );
	context.setDefaultTimeout( 90000 );
	try {
		await addItemToCart( context, site.host.url );
		const page = await context.newPage();
		if ( throttle ) {
			const cdp = await context.newCDPSession( page );
			await cdp.send( 'Emulation.setCPUThrottlingRate', {
				rate: throttle,
			} );
		}
		const requested: string[] = [];
		const bodies = new Map< string, Promise< Buffer | null > >();
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'script' ) {
				requested.push( request.url() );
			}
		} );
		page.on( 'response', ( response ) => {
			const url = response.url().replace( site.host.url, '' );
			if (
				response.request().resourceType() === 'script' &&
				! bodies.has( url )
			) {
				bodies.set(
					url,
					response.body().catch( () => null )
				);
			}
		} );
		const tracker = trackRequests( page );
		const first = await measureLoad(
			page,
			site.host.url,
			{ type: 'checkout', path, needs: 'cart' },
			path
		);
		if ( first.error ) {
			throw new Error(
				`${ path } could not be measured: ${ first.error }`
			);
		}
		// The shopper: address, then direct debit, as a person picks it.
		await fillGuest( page );
		await page.getByRole( 'radio', { name: 'Lastschrift' } ).check();
		await activeMethodIs( page, 'direct-debit' );
		await page.getByRole( 'textbox', { name: 'IBAN' } ).waitFor();
		await settle( page, tracker );
		const jQuery = await page.evaluate(
			() => typeof ( window as unknown as { jQuery?: unknown } ).jQuery
		);
		const scripts: Asset[] = [];
		for ( const [ url, body ] of bodies ) {
			const bytes = await body;
			if ( bytes ) {
				scripts.push( { url, ...sizes( bytes ) } );
			}
		}
		return { first, scripts, requested, jQuery };
	} finally {
		await context.close();
	}
}

const files = ( assets: Asset[] ) =>
	assets.map( ( a ) => a.url.split( '?' )[ 0 ] ).sort();

function report( label: string, load: CheckoutLoad ) {
	const core = load.scripts
		.filter( ( s ) => isCore( s.url ) )
		.reduce( ( n, s ) => n + s.brotli, 0 );
	// Printed so the figures travel with the test output.
	console.log(
		`${ label }: JS ${ kb( load.first.js.brotli ) } at first, ${ kb(
			total( load.scripts )
		) } with „Lastschrift“ picked (Kiosk ${ kb(
			ownJs( load )
		) }, core ${ kb( core ) }), ${ load.scripts.length } script files, window.jQuery ${
			load.jQuery
		}\n${ [ ...load.scripts ]
			.sort( ( a, b ) => b.brotli - a.brotli )
			.map( ( s ) => `  ${ kb( s.brotli ).padStart( 9 ) }  ${ s.url }` )
			.join( '\n' ) }`
	);
}

test( "with Germanized active, Kiosk's checkout loads at most a third of the JS of WooCommerce's checkout block with Germanized on the same site and cart, also after the shopper picks direct debit, and no jQuery", async () => {
	const kiosk = await loadCheckout( '/kasse/' );
	const busy = await loadCheckout( '/kasse/', 6 );
	const woo = await loadCheckout( WOO_PATHS.checkout );
	report( "Kiosk's checkout with Germanized", kiosk );
	report( "WooCommerce's checkout block with Germanized", woo );
	console.log(
		`JS ratio with Germanized: ${ (
			kiosk.first.js.brotli / woo.first.js.brotli
		).toFixed( 3 ) } at first, ${ (
			total( kiosk.scripts ) / total( woo.scripts )
		).toFixed( 3 ) } with „Lastschrift“ picked`
	);

	// A busy machine loads the same files.
	expect( files( busy.scripts ) ).toEqual( files( kiosk.scripts ) );
	// Germanized is really active on both pages: its direct debit script ran.
	for ( const load of [ kiosk, woo ] ) {
		expect(
			load.scripts.some( ( s ) =>
				s.url.includes(
					'/woocommerce-germanized/build/wc-gzd-payment-method-direct-debit.js'
				)
			)
		).toBe( true );
	}
	// WooCommerce's blocks really rendered on its page.
	expect(
		woo.scripts.some( ( s ) =>
			s.url.includes( '/plugins/woocommerce/assets/client/blocks/' )
		)
	).toBe( true );

	expect( kiosk.first.js.brotli / woo.first.js.brotli ).toBeLessThanOrEqual(
		1 / 3
	);
	expect( total( kiosk.scripts ) / total( woo.scripts ) ).toBeLessThanOrEqual(
		1 / 3
	);

	// No jQuery: none requested, none defined once the page settled after
	// the choice (core's joined file could carry it under another name).
	for ( const load of [ kiosk, busy ] ) {
		expect(
			load.requested.filter( ( url ) => /jquery/i.test( url ) )
		).toEqual( [] );
		expect( load.jQuery ).toBe( 'undefined' );
	}
} );
