/**
 * A keystroke in a checkout field lays out that field's box, not the page.
 * Each text field's input sits in a box with size and layout containment
 * (`.kiosk-text-input__control`), which Chromium takes as a relayout
 * boundary; without it, every key laid out the whole document (17 of the
 * page's ~370 layout objects, from the input up to `#document`), the largest
 * part of a keystroke's cost that the page's CSS decides. Read from the
 * `Layout` events of a Chromium trace, which name each layout's root: this
 * does not depend on how fast the machine is.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { MOBILE, addItemToCart } from '../support/measure';

const site = siteForThisFile();

interface TraceEvent {
	name: string;
	ph: string;
	args?: {
		endData?: { layoutRoots?: Array< { nodeName?: string } > };
	};
}

/** The roots of every layout while `act` runs, read from a trace. */
async function layoutRootsDuring(
	cdp: CDPSession,
	act: () => Promise< void >
): Promise< string[] > {
	const events: TraceEvent[] = [];
	cdp.on( 'Tracing.dataCollected', ( e ) =>
		events.push( ...( e.value as unknown as TraceEvent[] ) )
	);
	const complete = new Promise( ( resolve ) =>
		cdp.once( 'Tracing.tracingComplete', resolve )
	);
	await cdp.send( 'Tracing.start', {
		categories: 'devtools.timeline',
		transferMode: 'ReportEvents',
	} );
	await act();
	await cdp.send( 'Tracing.end' );
	await complete;
	return events
		.filter( ( e ) => e.name === 'Layout' && e.args?.endData )
		.flatMap( ( e ) =>
			( e.args?.endData?.layoutRoots || [] ).map( ( root ) =>
				String( root.nodeName )
			)
		);
}

/** Waits until two frames are rendered (laid out and painted). */
function twoFrames( page: Page ): Promise< unknown > {
	return page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
}

/** Each text field, and a valid value to type (so the address push after it goes out). */
const FIELDS = [
	[ 'email', 'input#email', 'a@b.de' ],
	[ 'street', 'input[autocomplete$="address-line1"]', 'Weg 1' ],
	[ 'postcode', 'input[autocomplete$="postal-code"]', '10115' ],
	[ 'city', 'input[autocomplete$="address-level2"]', 'Bonn' ],
	[ 'phone', 'input[type="tel"]', '030 1' ],
];

describe.each( [
	[ 'a phone', MOBILE ],
	[
		'a desktop (two-column address grid)',
		{
			viewport: { width: 1280, height: 900 },
			locale: 'de-DE',
		},
	],
] )( 'on %s', ( _name, options ) => {
	let context: BrowserContext;

	beforeAll( async () => {
		context = await site.browser.newContext( options );
		await addItemToCart( context, site.host.url );
	} );

	afterAll( async () => {
		await context?.close();
	} );

	test( 'a keystroke in every checkout text field lays out only that field’s box', async () => {
		const page = await context.newPage();
		await page.goto( `${ site.host.url }/kasse/`, {
			waitUntil: 'networkidle',
		} );
		// The first focus in the checkout loads the payment methods' scripts
		// and their options replace the step's placeholder: a layout of the
		// page that no keystroke causes, so it is over before the keys.
		await page
			.locator( `main ${ FIELDS[ 0 ][ 1 ] }:visible` )
			.first()
			.focus();
		await page
			.locator( '.kiosk-checkout__payment-methods input[type="radio"]' )
			.first()
			.waitFor( { state: 'attached' } );
		await twoFrames( page );
		const seen: Record< string, string[] > = {};
		const cdp = await context.newCDPSession( page );
		for ( const [ field, selector, text ] of FIELDS ) {
			const input = page.locator( `main ${ selector }:visible` ).first();
			await input.focus();
			// The focus ring and the field's active state are laid out
			// before the keys.
			await twoFrames( page );
			seen[ field ] = await layoutRootsDuring( cdp, async () => {
				await page.keyboard.type( text );
				await twoFrames( page );
			} );
			// The value goes to the store on blur and to the server 0.7 s
			// later; its answer re-renders the checkout. That is over before
			// the next field's keys, however slow the machine.
			const pushed = page
				.waitForResponse(
					( r ) => r.url().includes( '/cart/update-customer' ),
					{ timeout: 10000 }
				)
				.catch( () => null );
			await input.blur();
			await pushed;
			await twoFrames( page );
		}
		for ( const [ field ] of FIELDS ) {
			// Each key was laid out (so the trace saw it) ...
			expect( { field, laidOut: seen[ field ].length > 0 } ).toEqual( {
				field,
				laidOut: true,
			} );
			// ... from the field's own box, never from the document.
			expect( {
				field,
				roots: [ ...new Set( seen[ field ] ) ],
			} ).toEqual( {
				field,
				roots: [ "DIV class='kiosk-text-input__control'" ],
			} );
		}
	} );
} );
