/**
 * The checkout in Chromium on the real stack (WordPress, WooCommerce and
 * Kiosk installed from its zips), in German: the orders it places are
 * checked in WooCommerce itself.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import { axeViolations } from '../support/axe';
import {
	CITY,
	STREET,
	checkoutWithItem as openCheckout,
	fillGuestAddress,
	waitForCustomerUpdate,
} from './helpers';

let host: Host;
let browser: Browser;
/** "Kochen mit Kiosk" (on sale, reduced VAT). */
let productId: number;

const checkoutWithItem = ( page: Page, url: string ) =>
	openCheckout( page, url, productId );

/** What WooCommerce stored for an order (wc_get_order), as JSON. */
function storedOrder( id: string ) {
	return JSON.parse(
		host.php( `$o = wc_get_order( ${ Number( id ) } );
echo wp_json_encode( array(
	'status' => $o->get_status(),
	'payment_method' => $o->get_payment_method(),
	'items' => array_values( array_map( static fn ( $i ) => array( $i->get_name(), $i->get_quantity(), $i->get_total() ), $o->get_items() ) ),
	'total' => $o->get_total(),
	'total_tax' => $o->get_total_tax(),
	'shipping' => array_values( array_map( static fn ( $i ) => $i->get_method_id(), $o->get_items( 'shipping' ) ) ),
	'billing' => array( $o->get_billing_first_name(), $o->get_billing_last_name(), $o->get_billing_address_1(), $o->get_billing_postcode(), $o->get_billing_city(), $o->get_billing_country(), $o->get_billing_email() ),
	'shipping_address' => array( $o->get_shipping_first_name(), $o->get_shipping_address_1(), $o->get_shipping_postcode(), $o->get_shipping_city() ),
	'source_type' => $o->get_meta( '_wc_order_attribution_source_type' ),
	'utm_source' => $o->get_meta( '_wc_order_attribution_utm_source' ),
	'created_via' => $o->get_created_via(),
) );` )
	);
}

beforeAll( async () => {
	host = await startHost();
	browser = await launchBrowser();
	productId = host.postId( 'kochen-mit-kiosk' );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

describe( 'checkout', () => {
	it( 'a guest pays by bank transfer: the order exists in WooCommerce with its items, totals, addresses and attribution, and the order-received page shows it', async () => {
		const page = await newPage( browser );
		// Order attribution waits for consent on a German site (issue 46):
		// this shopper has allowed it (Kiosk's own choice, remembered).
		await page.addInitScript( () =>
			window.localStorage.setItem( 'kiosk-external-media', 'allow' )
		);
		await checkoutWithItem( page, host.url );
		await fillGuestAddress( page );
		await waitForCustomerUpdate( page );
		await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.click();
		await page.waitForURL( /\/kasse\/bestellung-erhalten\/\d+\/\?key=/ );
		const orderId = (
			page.url().match( /bestellung-erhalten\/(\d+)/ ) as RegExpMatchArray
		 )[ 1 ];
		// WooCommerce's own order-received page, not an empty cart.
		await page
			.getByText( 'Vielen Dank. Ihre Bestellung ist eingegangen.' )
			.waitFor();
		const main = await page.locator( 'main' ).innerText();
		expect( main ).toContain( orderId );
		expect( main ).toContain( 'Kochen mit Kiosk' );
		expect( main ).toContain( 'Unsere Bankverbindung' );
		expect( main ).toContain( 'DE02120300000000202051' );
		expect( main ).not.toContain( 'Warenkorb ist derzeit leer' );

		const order = storedOrder( orderId );
		expect( order ).toMatchObject( {
			status: 'on-hold',
			payment_method: 'bacs',
			items: [ [ 'Kochen mit Kiosk', 1, expect.any( String ) ] ],
			shipping: [ 'flat_rate' ],
			billing: [
				'Max',
				'Muster',
				'Hauptstr. 1',
				'10115',
				'Berlin',
				'DE',
				'gast@example.com',
			],
			shipping_address: [ 'Max', 'Hauptstr. 1', '10115', 'Berlin' ],
			source_type: 'typein',
			utm_source: '(direct)',
			created_via: 'store-api',
		} );
		// 24,90 € (7 % VAT) plus 5,00 € shipping (19 % VAT).
		expect( Number( order.total ) ).toBeCloseTo( 29.9, 2 );
		expect( Number( order.total_tax ) ).toBeCloseTo( 1.63 + 0.8, 2 );
	} );

	it( 'a double click on place order sends one request', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		await fillGuestAddress( page );
		await waitForCustomerUpdate( page );
		let posts = 0;
		page.on( 'request', ( r ) => {
			if (
				r.method() === 'POST' &&
				/\/wc\/store\/v1\/checkout/.test( r.url() )
			) {
				posts++;
			}
		} );
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.dblclick();
		await page.waitForURL( /bestellung-erhalten/ );
		expect( posts ).toBe( 1 );
	} );

	it( 'shows German messages for an invalid postcode, email and phone; a phone WooCommerce would refuse never reaches it', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		await page.getByLabel( 'E-Mail-Adresse' ).fill( 'kein-at-zeichen' );
		await page.getByLabel( 'Postleitzahl' ).fill( '123' );
		await page.getByLabel( CITY ).focus();
		await page
			.getByText( 'Bitte geben Sie eine gültige Postleitzahl ein' )
			.waitFor();
		await page
			.getByText( 'Bitte geben Sie eine gültige E-Mail-Adresse ein' )
			.waitFor();

		// Typed, then Enter straight away: the held value is checked first.
		const orders: string[] = [];
		page.on( 'request', ( request ) => {
			if (
				request.method() === 'POST' &&
				/\/wc\/store\/v1\/checkout/.test( request.url() )
			) {
				orders.push( request.url() );
			}
		} );
		await fillGuestAddress( page );
		// The address's own push (an empty phone) goes first: on a busy machine
		// it could otherwise leave while the number is being typed.
		await waitForCustomerUpdate( page );
		const phone = page.locator( 'main input[type="tel"]' ).first();
		// Every push of the address from here on. A push of the address alone
		// (an empty phone) may still leave late on a busy machine; the one the
		// number starts is sent after the typing (the edit is debounced).
		const sent: Request[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/cart/update-customer' ) ) {
				sent.push( request );
			}
		} );
		// The address still goes to the server, without the bad number (an
		// empty phone goes as ''; a refused one is left out), and is not
		// refused ('Invalid parameter(s): billing_address, …'). A pause in
		// the typing on a busy machine may first send a valid prefix
		// ('030 12345'): that is right, and not the push looked for here.
		const withoutPhone = page.waitForResponse(
			( r ) =>
				r.url().includes( '/cart/update-customer' ) &&
				sent.includes( r.request() ) &&
				! (
					'phone' in
					( r.request().postDataJSON().billing_address ?? {} )
				)
		);
		await phone.click();
		await page.keyboard.type( '030 1234567-Z' );
		const push = await withoutPhone;
		expect( push.status() ).toBe( 200 );
		for ( const request of sent ) {
			expect(
				request.postDataJSON().billing_address?.phone ?? ''
			).not.toContain( '-Z' );
		}
		expect( await page.getByText( /Invalid parameter/ ).count() ).toBe( 0 );
		await page.keyboard.press( 'Enter' );
		await page
			.getByText( 'Bitte geben Sie eine gültige Telefonnummer ein' )
			.waitFor();
		expect( await phone.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( await phone.inputValue() ).toBe( '030 1234567-Z' );
		expect( orders ).toEqual( [] );
	} );

	it( 'refuses a country outside the shipping zones', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		await fillGuestAddress( page, '75001' );
		const countries = await page
			.getByLabel( 'Land/Region' )
			.locator( 'option' )
			.allTextContents();
		expect( countries ).not.toContain( 'Frankreich' );
		await page
			.getByRole( 'checkbox', {
				name: 'Dieselbe Adresse für die Rechnung verwenden',
			} )
			.uncheck();
		const billing = page.locator( '.kiosk-address-form--billing' );
		// The shop sells to DE, AT and CH only (WooCommerce's allowed countries).
		expect(
			await billing
				.getByLabel( 'Land/Region' )
				.locator( 'option' )
				.allTextContents()
		).not.toContain( 'Frankreich' );
		await billing.getByLabel( 'Postleitzahl' ).fill( '75001' );
		// Changing the country clears the postcode (SPEC section 5).
		await billing.getByLabel( 'Land/Region' ).selectOption( 'AT' );
		expect( await billing.getByLabel( 'Postleitzahl' ).inputValue() ).toBe(
			''
		);
	} );

	it( 'lets a guest pick local pickup at one of the two locations; the order has the pickup method and shows the location', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		await page.getByRole( 'radio', { name: 'Abholung vor Ort' } ).check();
		await page.getByRole( 'radio', { name: /Redaktion Berlin/ } ).check();
		await page
			.waitForResponse( ( r ) =>
				r.url().includes( 'select-shipping-rate' )
			)
			.catch( () => undefined );
		await page.getByLabel( 'E-Mail-Adresse' ).fill( 'abholer@example.com' );
		const billing = page.locator( '.kiosk-address-form--billing' );
		await billing.getByLabel( 'Vorname' ).fill( 'Abe' );
		await billing.getByLabel( 'Nachname' ).fill( 'Holer' );
		await billing.getByLabel( STREET ).fill( 'Weg 2' );
		await billing.getByLabel( 'Postleitzahl' ).fill( '20095' );
		await billing.getByLabel( CITY ).fill( 'Hamburg' );
		await waitForCustomerUpdate( page );
		await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.click();
		await page.waitForURL( /bestellung-erhalten/ );
		// WooCommerce's pickup details on its order-received page.
		await page.getByText( 'Abholung in Redaktion Berlin' ).waitFor();
		const orderId = (
			page.url().match( /bestellung-erhalten\/(\d+)/ ) as RegExpMatchArray
		 )[ 1 ];
		expect( storedOrder( orderId ) ).toMatchObject( {
			shipping: [ 'pickup_location' ],
			billing: expect.arrayContaining( [ 'Abe', 'Holer', '20095' ] ),
		} );
	} );

	it( 'the first place order with an empty form focuses and shows the first invalid field', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		const placeOrder = page.getByRole( 'button', {
			name: 'Zahlungspflichtig bestellen',
		} );
		await placeOrder.scrollIntoViewIfNeeded();
		await placeOrder.click();
		const email = page.getByLabel( 'E-Mail-Adresse' );
		await page.waitForFunction(
			() => document.activeElement?.id === 'email'
		);
		await page.waitForFunction( () => {
			const box = document
				.getElementById( 'email' )
				?.getBoundingClientRect();
			return !! box && box.top >= 0 && box.bottom <= window.innerHeight;
		} );
		expect( await email.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	} );

	it( 'address line 2, once added and typed in, lets Tab move on', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		await page
			.getByRole( 'button', { name: /Wohnung, Suite, usw\. hinzufügen/ } )
			.first()
			.click();
		await page.keyboard.type( 'Whg. 3' );
		const line2 = await page.evaluate( () => document.activeElement?.id );
		await page.keyboard.press( 'Tab' );
		await page.waitForTimeout( 300 );
		const after = await page.evaluate( () => document.activeElement?.id );
		expect( line2 ).toMatch( /address_2$/ );
		expect( after ).not.toBe( line2 );
	} );

	it( 'a server error keeps the form filled', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		await fillGuestAddress( page );
		await waitForCustomerUpdate( page );
		await page.route( '**/wc/store/v1/checkout**', ( route ) =>
			route.request().method() === 'POST'
				? route.fulfill( {
						status: 500,
						body: '<html>Fatal error</html>',
						contentType: 'text/html',
					} )
				: route.continue()
		);
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.click();
		const failure = page.getByText(
			'Beim Aufgeben der Bestellung ist ein Fehler aufgetreten. Prüfen Sie Ihre E-Mails'
		);
		await failure.waitFor();
		// Focus stays on the button, so the page does not scroll: the notice
		// shows where the shopper is, beside the button.
		expect( await failure.isVisible() ).toBe( true );
		expect(
			await failure.evaluate( ( element ) => {
				const box = element.getBoundingClientRect();
				return box.top >= 0 && box.bottom <= window.innerHeight;
			} )
		).toBe( true );
		expect( await page.getByLabel( 'Postleitzahl' ).inputValue() ).toBe(
			'10115'
		);
		expect( await page.getByLabel( 'E-Mail-Adresse' ).inputValue() ).toBe(
			'gast@example.com'
		);
		await page.unroute( '**/wc/store/v1/checkout**' );
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.click();
		await page.waitForURL( /bestellung-erhalten/ );
	} );

	it( 'on a phone, the hidden header stays hidden while the shopper types an address and the shop answers', async () => {
		const page = await newPage( browser, {
			viewport: { width: 390, height: 844 },
			isMobile: true,
			hasTouch: true,
		} );
		await checkoutWithItem( page, host.url );
		const header = page.locator( '[data-kiosk-sticky-header]' );
		// Focusing the city field scrolls the page down: the header hides.
		const city = page.getByLabel( CITY );
		await city.focus();
		await page.evaluate( () => window.scrollBy( 0, 300 ) );
		await page.waitForFunction( () =>
			document
				.querySelector( '[data-kiosk-sticky-header]' )
				?.classList.contains( 'is-hidden' )
		);
		const answered = waitForCustomerUpdate( page );
		await city.pressSequentially( 'Hamburg' );
		await answered;
		// The answer (same item count) reaches the store and the header's listener.
		await page.waitForTimeout( 500 );
		expect( await header.getAttribute( 'class' ) ).toContain( 'is-hidden' );
		expect(
			await page.evaluate( () => document.getAnimations().length )
		).toBe( 0 );
		await page.context().close();
	} );

	it( 'says the cart could not be loaded, never that it is empty, when the first cart request fails', async () => {
		// Without the cart in the page (kiosk_cart_preload off), the checkout asks for it.
		const plugin = join(
			host.dataDir,
			'wp-content',
			'mu-plugins',
			'kiosk-test-no-preload.php'
		);
		writeFileSync(
			plugin,
			"<?php add_filter( 'kiosk_cart_preload', '__return_false' );\n"
		);
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		const isCartRead = ( url: URL ) =>
			url.pathname.endsWith( '/wc/store/v1/cart' );
		await page.route( isCartRead, ( route ) =>
			route.request().method() === 'GET'
				? route.fulfill( {
						status: 500,
						contentType: 'application/json',
						body: JSON.stringify( {
							code: 'internal_server_error',
							message:
								'Es gab einen kritischen Fehler auf dieser Website.',
							data: { status: 500 },
						} ),
					} )
				: route.fallback()
		);
		await page.reload();
		await page
			.getByText(
				'Die Warenkorbdaten konnten nicht von der API abgerufen werden.'
			)
			.waitFor();
		expect(
			await page.getByText( 'Ihr Warenkorb ist derzeit leer!' ).count()
		).toBe( 0 );
		await page.unroute( isCartRead );
		await page.reload();
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.waitFor();
		rmSync( plugin );
	} );

	it( 'has no axe violations', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		const violations = await axeViolations(
			page,
			'.wp-block-kiosk-checkout'
		);
		expect( violations ).toEqual( [] );
	} );
} );
