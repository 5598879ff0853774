/**
 * Axe (WCAG 2.1 AA) on WooCommerce's own pages in Kiosk's theme, on the
 * real stack: shop, product pages, the account pages of a customer, and
 * the order-received page of her bank-transfer order.
 */
import { siteForThisFile } from '../support/site';
import { logIn, newPage } from '../support/browser';
import { axeViolations } from '../support/axe';
import { checkoutWithItem, scrollToPaymentStep } from '../checkout/helpers';

const site = siteForThisFile();

test.each( [
	'/shop/',
	'/produkt/die-stadt-und-das-meer/',
	'/produkt/kiosk-t-shirt/',
	'/versand-und-zahlung/',
	'/mein-konto/',
] )( 'axe finds no violations on %s', async ( path ) => {
	const page = await newPage( site.browser );
	await page.goto( `${ site.host.url }${ path }` );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.close();
} );

test( "axe finds no violations on a customer's account pages and her order-received page", async () => {
	const page = await newPage( site.browser );
	await logIn( page, site.host.url, 'kunde' );
	await checkoutWithItem( page, site.host.url );
	// The payment methods' scripts load when the shopper nears the step.
	await scrollToPaymentStep( page );
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
		await page.goto( `${ site.host.url }${ path }` );
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
