/**
 * Axe (WCAG 2.1 AA) on WooCommerce's own pages in Kiosk's theme, on the
 * real stack: shop, product pages, the account pages of a customer, and
 * the order-received page of her bank-transfer order.
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, logIn, newPage } from '../support/browser';
import { axeViolations } from '../support/axe';
import { checkoutWithItem } from '../checkout/helpers';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

test.each( [
	'/shop/',
	'/produkt/die-stadt-und-das-meer/',
	'/produkt/kiosk-t-shirt/',
	'/versand-und-zahlung/',
	'/mein-konto/',
] )( 'axe finds no violations on %s', async ( path ) => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }${ path }` );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.close();
} );

test( "axe finds no violations on a customer's account pages and her order-received page", async () => {
	const page = await newPage( browser );
	await logIn( page, host.url, 'kunde' );
	await checkoutWithItem( page, host.url );
	await page.getByRole( 'radio', { name: 'Überweisung (Vorkasse)' } ).check();
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
	await page.waitForURL( /bestellung-erhalten\/\d+/ );
	await page.getByText( 'Unsere Bankverbindung' ).waitFor();
	const found: Record< string, unknown > = {
		'order-received': await axeViolations( page ),
	};
	for ( const path of [
		'/mein-konto/',
		'/mein-konto/orders/',
		'/mein-konto/edit-address/',
		'/mein-konto/payment-methods/',
		'/mein-konto/edit-account/',
	] ) {
		await page.goto( `${ host.url }${ path }` );
		found[ path ] = await axeViolations( page );
	}
	expect( found ).toEqual( {
		'order-received': [],
		'/mein-konto/': [],
		'/mein-konto/orders/': [],
		'/mein-konto/edit-address/': [],
		'/mein-konto/payment-methods/': [],
		'/mein-konto/edit-account/': [],
	} );
	await page.close();
} );
