/**
 * Express payment on the cart page of the real stack, in German: the demo
 * plugin's test-mode express button (a WooCommerce gateway registered
 * through Kiosk's registry) appears after first paint (its scripts are not
 * part of the first load), and its close, failure and success paths work
 * from /warenkorb/; the order is checked in WooCommerce.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import { cartWithItem as openCartWithItem } from '../support/cart-item';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

/** Opens /warenkorb/ with a product in the cart (added through the Store API). */
const cartWithItem = ( page: Page ) => openCartWithItem( page, host.url );

const expressButton = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Express bezahlen (Testmodus)' } );

describe( 'express payment on the cart page', () => {
	it( 'shows the express button with the divider "Oder" after first paint, without the payment scripts in the first load', async () => {
		const page = await newPage( browser );
		const scripts: string[] = [];
		page.on( 'request', ( r ) => {
			if ( r.resourceType() === 'script' ) {
				scripts.push( new URL( r.url() ).pathname );
			}
		} );
		await cartWithItem( page );
		const html = await (
			await page.request.get( `${ host.url }/warenkorb/` )
		).text();
		// Listed in the settings, but no script tag in the first load.
		expect( html ).toContain( 'cartExpress' );
		expect( html ).not.toContain( 'id="kiosk-registry-js"' );
		expect( html ).not.toContain( 'id="kiosk-payment-methods-js"' );
		expect( html ).not.toContain( 'id="kiosk-demo-gateways-js"' );

		await expressButton( page ).waitFor();
		await page
			.locator( '.kiosk-cart-express__divider' )
			.getByText( 'Oder', { exact: true } )
			.waitFor();
		expect(
			await page.locator( '.kiosk-cart-express__skeleton' ).count()
		).toBe( 0 );
		// The demo gateway's script registered the button; Kiosk's offline
		// methods (never express) are left to the checkout.
		expect( await page.locator( '#kiosk-demo-gateways-js' ).count() ).toBe(
			1
		);
		expect(
			await page.locator( '#kiosk-payment-methods-js' ).count()
		).toBe( 0 );
		// Nor the checkout's stores: nobody reached for the button yet.
		expect( await page.locator( '#kiosk-checkout-data-js' ).count() ).toBe(
			0
		);
		expect(
			scripts.filter( ( path ) => path.includes( 'checkout' ) )
		).toEqual( [] );
		// Core's scripts came in one file (CoreScripts) on each load of the
		// page, and the express area's loader, which needs some of them,
		// loaded none of them again.
		expect(
			scripts.filter( ( path ) => path.includes( '/wp-includes/' ) )
		).toEqual( [] );
		const joined = [
			...new Set(
				scripts.filter( ( path ) =>
					path.includes( '/kiosk-core-scripts/' )
				)
			),
		];
		expect( joined ).toHaveLength( 1 );
		expect( joined[ 0 ] ).toMatch(
			/^\/kiosk-core-scripts\/[0-9a-f]{20}\/(core|small)\/[a-z0-9,_.-]+$/
		);
		expect(
			await page.evaluate( () =>
				document
					.getElementById( 'kiosk-core-scripts-js' )
					?.dataset.handles?.split( ' ' )
			)
		).toEqual(
			expect.arrayContaining( [ 'react', 'react-dom', 'wp-data' ] )
		);
	} );

	it( 'close restores the button, a failure shows the error, success places the order and lands on the order-received page', async () => {
		const page = await newPage( browser );
		await cartWithItem( page );
		const express = expressButton( page );
		expect( await page.locator( '#kiosk-checkout-data-js' ).count() ).toBe(
			0
		);

		// The pointer on its way to the button loads the flow's stores.
		await express.hover();
		await page.locator( '#kiosk-checkout-data-js' ).waitFor( {
			state: 'attached',
		} );
		await express.click();
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Abbrechen' } )
			.click();
		await page.waitForFunction(
			() =>
				! document.querySelector< HTMLButtonElement >(
					'.kiosk-express-demo__button'
				)?.disabled
		);
		expect( page.url() ).toMatch( /\/warenkorb\/$/ );
		expect( await page.getByRole( 'alert' ).count() ).toBe( 0 );

		await express.click();
		await page
			.getByRole( 'button', { name: 'Fehlschlag simulieren' } )
			.click();
		await page
			.getByRole( 'alert' )
			.getByText( 'Die Express-Zahlung wurde abgelehnt.' )
			.waitFor();
		expect( await express.isEnabled() ).toBe( true );

		await express.click();
		expect( await page.getByRole( 'alert' ).count() ).toBe( 0 );
		await page.getByRole( 'button', { name: 'Jetzt bezahlen' } ).click();
		await page.waitForURL( /\/kasse\/bestellung-erhalten\/\d+\/\?key=/ );
		await page
			.getByRole( 'heading', { name: 'Bestellung erhalten' } )
			.waitFor();
		await page.getByText( 'Express-Zahlung (Testmodus)' ).first().waitFor();
		await page.getByText( 'Heidestraße 17' ).first().waitFor();
		const id = /bestellung-erhalten\/(\d+)/.exec( page.url() )?.[ 1 ];
		expect(
			JSON.parse(
				host.php(
					`$o = wc_get_order( ${ Number( id ) } ); echo wp_json_encode( array( $o->get_payment_method(), $o->is_paid(), $o->get_billing_email(), $o->get_shipping_city() ) );`
				)
			)
		).toEqual( [
			'kiosk_express_demo',
			true,
			'erika.mustermann@example.com',
			'Köln',
		] );

		// The order emptied the cart.
		await page.goto( `${ host.url }/warenkorb/` );
		await page
			.getByRole( 'heading', { name: 'Ihr Warenkorb ist derzeit leer!' } )
			.waitFor();
	} );
} );
