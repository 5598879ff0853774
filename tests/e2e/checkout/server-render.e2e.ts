/**
 * The checkout's first step printed by the server
 * (php/Blocks/CheckoutMarkup) on the real stack: the same DOM as the
 * client's first render of the same cart (tags, attributes, values, text;
 * the server's copy carries both summaries, which its styles show one at a
 * time, holds the later steps' place with an empty box and the express
 * buttons' with placeholders), typeable
 * before any script runs, and nothing typed then lost: the checkout's
 * script is held until a shopper typed the contact and address, then
 * every character is in the client's fields, the cursor stays where it
 * was, and the order is placed with that address. No skeleton shows while
 * the cart is in the page. The same for what is typed while React renders
 * the checkout's first render in slices (frontend.tsx), before its commit.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';
import { DESKTOP, MOBILE } from '../support/measure';
import { addItemThroughApi } from '../support/cart-item';
import { CITY, STREET } from './helpers';
import { holdReactScheduler } from '../support/react-scheduler';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

/** The checkout's own script (the page's other scripts run as usual). */
const CHECKOUT_SCRIPT = /\/build\/checkout\.js(\?|$)/;

/** A shopper with "Kochen mit Kiosk" in the cart. */
async function shopper(
	options: object
): Promise< { context: BrowserContext; page: Page } > {
	const context = await browser.newContext( options );
	const page = await context.newPage();
	await page.goto( `${ host.url }/kasse/` );
	await addItemThroughApi( page, host.postId( 'kochen-mit-kiosk' ) );
	return { context, page };
}

/**
 * A normalised tree of an element, read in the page: tags, attributes
 * (classes without the width classes, no `inert`), the controls' values
 * and checked states as the shopper sees them, text. Given as source, it
 * runs on the server's HTML parsed and on the client's live DOM alike.
 */
/**
 * After the takeover, for a shopper who was typing „Ber“ into the city: the
 * client's checkout replaced the server's step, the focus is still in the
 * city with the cursor at its end („lin“ completes „Berlin“), and the email
 * and first name typed before it are kept. Returns the place-order button.
 */
async function expectTakenOverInCity( page: Page ) {
	const placeOrder = page.getByRole( 'button', {
		name: 'Zahlungspflichtig bestellen',
	} );
	await placeOrder.waitFor();
	expect( await page.locator( '.kiosk-checkout--server' ).count() ).toBe( 0 );
	await page.keyboard.type( 'lin' );
	await expect( page.getByLabel( CITY ).inputValue() ).resolves.toBe(
		'Berlin'
	);
	await expect(
		page.evaluate( () => document.activeElement?.id )
	).resolves.toBe( 'shipping-city' );
	await expect(
		page.getByLabel( 'E-Mail-Adresse' ).inputValue()
	).resolves.toBe( 'gast@example.com' );
	await expect( page.getByLabel( 'Vorname' ).inputValue() ).resolves.toBe(
		'Max'
	);
	return placeOrder;
}

const NORMALISE = `( function norm( node ) {
	if ( node.nodeType === 3 ) {
		return node.textContent;
	}
	const WIDTH = /^(is-large|is-medium|is-small|is-mobile|kiosk-checkout--server)$/;
	const attrs = {};
	for ( const attr of Array.from( node.attributes ) ) {
		if ( attr.name === 'class' ) {
			attrs.class = attr.value.split( /\\s+/ ).filter( ( c ) => c && ! WIDTH.test( c ) ).join( ' ' );
		} else if ( ! [ 'inert', 'value', 'checked', 'selected' ].includes( attr.name ) ) {
			attrs[ attr.name ] = attr.value;
		}
	}
	// An express method's button is its gateway's script's: the server
	// holds its place.
	if ( node.classList.contains( 'kiosk-express-payment__method' ) ) {
		return { tag: 'li', attrs, children: [] };
	}
	if ( node.tagName === 'INPUT' || node.tagName === 'SELECT' ) {
		attrs.$value = node.value;
	}
	if ( node.tagName === 'INPUT' ) {
		attrs.$checked = String( node.checked );
	}
	const children = [];
	for ( const child of Array.from( node.childNodes ) ) {
		if ( child.nodeType === 1 || ( child.nodeType === 3 && child.textContent ) ) {
			children.push( norm( child ) );
		}
	}
	// Adjacent text nodes as one (React may print a text in parts).
	const joined = [];
	for ( const child of children ) {
		if ( typeof child === 'string' && typeof joined[ joined.length - 1 ] === 'string' ) {
			joined[ joined.length - 1 ] += child;
		} else {
			joined.push( child );
		}
	}
	return { tag: node.tagName.toLowerCase(), attrs, children: joined };
} )`;

interface Tree {
	tag: string;
	attrs: Record< string, string >;
	children: Array< Tree | string >;
}

/**
 * The server's checkout (from the HTML it sent, parsed) and the client's
 * first render (read in the mutation that put it in), as trees of
 * `.kiosk-checkout`.
 */
async function serverAndClient( page: Page ) {
	let html = '';
	await page.route( `${ host.url }/kasse/`, async ( route ) => {
		const response = await route.fetch();
		html = await response.text();
		await route.fulfill( { response, body: html } );
	} );
	await page.addInitScript( ( source: string ) => {
		const w = window as unknown as { clientFirst?: unknown };
		// eslint-disable-next-line no-eval
		const norm = ( 0, eval )( source );
		new MutationObserver( ( _list, observer ) => {
			const checkout = document.querySelector(
				'.wp-block-kiosk-checkout > .kiosk-checkout:not(.kiosk-checkout--server)'
			);
			if ( checkout?.querySelector( '.kiosk-checkout__form' ) ) {
				w.clientFirst = norm( checkout );
				observer.disconnect();
			}
		} ).observe( document, { childList: true, subtree: true } );
	}, NORMALISE );
	await page.goto( `${ host.url }/kasse/` );
	const client = ( await page
		.waitForFunction(
			() => ( window as unknown as { clientFirst?: unknown } ).clientFirst
		)
		.then( ( handle ) => handle.jsonValue() ) ) as Tree;
	await page.unroute( `${ host.url }/kasse/` );
	const server = ( await page.evaluate(
		( { markup, source } ) => {
			// eslint-disable-next-line no-eval
			const norm = ( 0, eval )( source );
			const found = new DOMParser()
				.parseFromString( markup, 'text/html' )
				.querySelector( '.wp-block-kiosk-checkout > .kiosk-checkout' );
			return found ? norm( found ) : null;
		},
		{ markup: html, source: NORMALISE }
	) ) as Tree | null;
	return { server, client, html };
}

const child = ( tree: Tree, className: string ): Tree | undefined =>
	tree.children.find(
		( c ): c is Tree =>
			typeof c !== 'string' &&
			c.attrs.class?.split( ' ' ).includes( className )
	);

/**
 * The server's tree as the client's first render at this width shows it:
 * the summary its styles hide left out, the later steps' box taken away,
 * and the client's form cut after the steps the server printed.
 */
function comparable( server: Tree, client: Tree, phone: boolean ) {
	const main = child( server, 'kiosk-checkout__main' )!;
	const form = child( main, 'kiosk-checkout__form' )!;
	const steps = form.children.filter(
		( c ) =>
			typeof c === 'string' ||
			! c.attrs.class?.includes( 'kiosk-checkout__server-rest' )
	);
	const serverView: Tree = {
		...server,
		children: server.children
			.filter( ( c ) => ! phone || c === main )
			.map( ( c ) =>
				c === main
					? {
							...main,
							children: main.children
								.filter(
									( m ) =>
										phone ||
										m === form ||
										typeof m === 'string'
								)
								.map( ( m ) =>
									m === form
										? { ...form, children: steps }
										: m
								),
						}
					: c
			),
	};
	const clientMain = child( client, 'kiosk-checkout__main' )!;
	const clientForm = child( clientMain, 'kiosk-checkout__form' )!;
	const clientView: Tree = {
		...client,
		children: client.children.map( ( c ) =>
			c === clientMain
				? {
						...clientMain,
						children: clientMain.children.map( ( m ) =>
							m === clientForm
								? {
										...clientForm,
										children: clientForm.children.slice(
											0,
											steps.length
										),
									}
								: m
						),
					}
				: c
		),
	};
	return { serverView, clientView };
}

describe( 'the server-rendered checkout', () => {
	it.each( [
		[ 'phone', MOBILE, true ],
		[ 'desktop', DESKTOP, false ],
	] )(
		'prints the contact, the address and the order summary as the client’s first render does (%s)',
		async ( _name, options, phone ) => {
			const { context, page } = await shopper( options );
			try {
				const { server, client, html } = await serverAndClient( page );
				expect( server ).not.toBeNull();
				expect( html ).not.toContain( 'kiosk-checkout--loading' );
				const { serverView, clientView } = comparable(
					server!,
					client,
					phone
				);
				const text = JSON.stringify( serverView );
				expect( text ).toContain( 'E-Mail-Adresse' );
				expect( text ).toContain( 'Postleitzahl' );
				// The sidebar's items (hidden on a phone, as the client leaves it out).
				expect( JSON.stringify( server ) ).toContain(
					'Kochen mit Kiosk'
				);
				expect( serverView ).toEqual( clientView );
			} finally {
				await context.close();
			}
		}
	);

	it( 'keeps every character typed before the checkout’s script ran, the cursor in its field, and places the order with them', async () => {
		const { context, page } = await shopper( MOBILE );
		try {
			let release: () => void = () => undefined;
			const typed = new Promise< void >( ( resolve ) => {
				release = resolve;
			} );
			let asked: () => void = () => undefined;
			const held = new Promise< void >( ( resolve ) => {
				asked = resolve;
			} );
			await page.route( CHECKOUT_SCRIPT, async ( route ) => {
				asked();
				await typed;
				await route.continue();
			} );
			// Whether the checkout's loading skeleton ever showed.
			await page.addInitScript( () => {
				const w = window as unknown as { skeleton?: boolean };
				w.skeleton = false;
				new MutationObserver( () => {
					w.skeleton ||= !! document.querySelector(
						'.kiosk-checkout--loading'
					);
				} ).observe( document, { childList: true, subtree: true } );
			} );
			// Not `load` nor `domcontentloaded`: the held script holds both.
			await page.goto( `${ host.url }/kasse/`, { waitUntil: 'commit' } );
			// The server's fields, typed into as a shopper would.
			await page.getByLabel( 'E-Mail-Adresse' ).click();
			await page.keyboard.type( 'gast@example.com' );
			await page.getByLabel( 'Vorname' ).click();
			await page.keyboard.type( 'Max' );
			await page.getByLabel( 'Nachname' ).click();
			await page.keyboard.type( 'Muster' );
			await page.getByLabel( STREET ).click();
			await page.keyboard.type( 'Hauptstr. 1' );
			await page.getByLabel( 'Postleitzahl' ).click();
			await page.keyboard.type( '10115' );
			await page.getByLabel( CITY ).click();
			await page.keyboard.type( 'Ber' );
			// Still the server's step: the script was asked for and is held.
			await held;
			expect(
				await page.locator( '.kiosk-checkout--server' ).count()
			).toBe( 1 );
			// The typed address reaches the shop as an edit does.
			const update = page.waitForResponse(
				( r ) =>
					r.url().includes( '/cart/update-customer' ) &&
					( r.request().postData() || '' ).includes( 'Ber' )
			);
			const city = page.waitForResponse(
				( r ) =>
					r.url().includes( '/cart/update-customer' ) &&
					( r.request().postData() || '' ).includes( 'Berlin' )
			);
			release();
			const placeOrder = await expectTakenOverInCity( page );
			await expect(
				page.getByLabel( 'Nachname' ).inputValue()
			).resolves.toBe( 'Muster' );
			await expect(
				page.getByLabel( STREET ).inputValue()
			).resolves.toBe( 'Hauptstr. 1' );
			await expect(
				page.getByLabel( 'Postleitzahl' ).inputValue()
			).resolves.toBe( '10115' );
			await Promise.all( [ update, city ] );
			// No skeleton was shown: the cart was in the page.
			await expect(
				page.evaluate(
					() =>
						( window as unknown as { skeleton: boolean } ).skeleton
				)
			).resolves.toBe( false );
			await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
			await placeOrder.click();
			await page.waitForURL(
				/\/kasse\/bestellung-erhalten\/\d+\/\?key=/
			);
			const orderId = Number(
				(
					page
						.url()
						.match(
							/bestellung-erhalten\/(\d+)/
						) as RegExpMatchArray
				 )[ 1 ]
			);
			const order = JSON.parse(
				host.php(
					`$o = wc_get_order( ${ orderId } ); echo wp_json_encode( array( $o->get_billing_email(), $o->get_billing_first_name(), $o->get_billing_last_name(), $o->get_shipping_address_1(), $o->get_shipping_postcode(), $o->get_shipping_city() ) );`
				)
			);
			expect( order ).toEqual( [
				'gast@example.com',
				'Max',
				'Muster',
				'Hauptstr. 1',
				'10115',
				'Berlin',
			] );
		} finally {
			await context.close();
		}
	} );

	it( 'keeps every character typed while React renders the checkout in slices, before its commit replaced the server’s step', async () => {
		const { context, page } = await shopper( MOBILE );
		try {
			const scheduler = await holdReactScheduler( page );
			await page.goto( `${ host.url }/kasse/`, { waitUntil: 'commit' } );
			await page.getByLabel( 'E-Mail-Adresse' ).click();
			await page.keyboard.type( 'gast@example.com' );
			// The checkout's script ran and asked React for its first render.
			await page.waitForFunction(
				() =>
					document.querySelector< HTMLElement >(
						'.wp-block-kiosk-checkout'
					)?.dataset.kioskMounted === '1'
			);
			// One slice of the render, twice: the render is under way and
			// yielded (more work queued), the server's step still on screen.
			for ( let i = 0; i < 2; i++ ) {
				await expect( scheduler.slice() ).resolves.toBe( true );
			}
			await expect( scheduler.waiting() ).resolves.toBeGreaterThan( 0 );
			expect(
				await page.locator( '.kiosk-checkout--server' ).count()
			).toBe( 1 );
			// Typed while React renders: into the server's fields.
			await page.getByLabel( 'Vorname' ).click();
			await page.keyboard.type( 'Max' );
			await page.getByLabel( CITY ).click();
			await page.keyboard.type( 'Ber' );
			expect(
				await page.locator( '.kiosk-checkout--server' ).count()
			).toBe( 1 );
			const city = page.waitForResponse(
				( r ) =>
					r.url().includes( '/cart/update-customer' ) &&
					( r.request().postData() || '' ).includes( 'Berlin' )
			);
			await scheduler.release();
			await expectTakenOverInCity( page );
			await city;
		} finally {
			await context.close();
		}
	} );

	it( 'shows the first step without JavaScript, saying the checkout needs it', async () => {
		const { context } = await shopper( MOBILE );
		const bare = await browser.newContext( {
			...MOBILE,
			javaScriptEnabled: false,
			storageState: await context.storageState(),
		} );
		try {
			const page = await bare.newPage();
			await page.goto( `${ host.url }/kasse/` );
			await page
				.getByLabel( 'E-Mail-Adresse' )
				.fill( 'gast@example.com' );
			await expect(
				page.getByLabel( 'Vorname' ).isEditable()
			).resolves.toBe( true );
			await expect(
				page
					.locator( '.wp-block-kiosk-checkout noscript' )
					.textContent()
			).resolves.toBe( 'Für die Kasse wird JavaScript benötigt.' );
		} finally {
			await bare.close();
			await context.close();
		}
	} );
} );
