/**
 * A reload of /kasse/ keeps the order note and the chosen payment method:
 * the checkout restores them from the draft order (GET /checkout), which
 * it asks for only when this browser pushed a draft.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import {
	checkoutWithItem,
	fillGuestAddress,
	scrollToPaymentStep,
	waitForCustomerUpdate,
} from './helpers';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	host = await startHost();
	browser = await launchBrowser();
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

const NOTE = 'Bitte beim Nachbarn im Erdgeschoss abgeben';

const isCheckoutRoute = ( r: Request ) =>
	/\/wc\/store\/v1\/checkout(?:[?&]|$)/.test( decodeURIComponent( r.url() ) );

/** GET /checkout (api-fetch sends PUT as POST with an override header). */
const isDraftGet = ( r: Request ) =>
	isCheckoutRoute( r ) &&
	r.method() === 'GET' &&
	! r.headers()[ 'x-http-method-override' ];

const isDraftPut = ( r: Request ) =>
	isCheckoutRoute( r ) &&
	( r.method() === 'PUT' ||
		r.headers()[ 'x-http-method-override' ] === 'PUT' );

/** Counts the page's GET /checkout requests from now on. */
function countDraftGets( page: Page ): () => number {
	let count = 0;
	page.on( 'request', ( r ) => {
		if ( isDraftGet( r ) ) {
			count++;
		}
	} );
	return () => count;
}

const noteToggle = ( page: Page ) =>
	page.getByRole( 'checkbox', {
		name: 'Anmerkung zur Bestellung hinzufügen',
	} );
const noteField = ( page: Page ) =>
	page.getByRole( 'textbox', { name: /Anmerkungen zu Ihrer Bestellung/ } );
const cheque = ( page: Page ) =>
	page.getByRole( 'radio', { name: 'Scheckzahlung' } );

/**
 * Waits until the payment options are shown (methods initialised), once the
 * shopper scrolled to them (their scripts load when the step nears the screen).
 */
const paymentOptionsShown = async ( page: Page ) => {
	await scrollToPaymentStep( page );
	await cheque( page ).waitFor( { timeout: 10000 } );
};

it( 'a first-time visitor’s checkout sends no GET /checkout, with an empty cart or with an item', async () => {
	const page = await newPage( browser );
	const draftGets = countDraftGets( page );
	await checkoutWithItem( page, host.url );
	await paymentOptionsShown( page );
	// Time for a late request after mount.
	await page.waitForTimeout( 1000 );
	expect( draftGets() ).toBe( 0 );
	expect( await noteToggle( page ).isChecked() ).toBe( false );
} );

it( 'after the note and another payment method reached the draft order, a reload restores both and the placed order carries the note', async () => {
	const page = await newPage( browser );
	const draftGets = countDraftGets( page );
	await checkoutWithItem( page, host.url );
	await paymentOptionsShown( page );
	expect( await cheque( page ).isChecked() ).toBe( false );

	const put = () =>
		page.waitForResponse( ( r ) => isDraftPut( r.request() ), {
			timeout: 10000,
		} );
	let answered = put();
	await noteToggle( page ).check();
	await noteField( page ).fill( NOTE );
	expect( ( await answered ).status() ).toBe( 200 );
	answered = put();
	await cheque( page ).check();
	expect( ( await answered ).status() ).toBe( 200 );
	expect( draftGets() ).toBe( 0 );

	await page.reload();
	await scrollToPaymentStep( page );
	await page
		.getByRole( 'radio', { name: 'Scheckzahlung', checked: true } )
		.waitFor( { timeout: 10000 } );
	await noteField( page ).waitFor( { timeout: 10000 } );
	expect( await noteToggle( page ).isChecked() ).toBe( true );
	expect( await noteField( page ).inputValue() ).toBe( NOTE );
	expect( draftGets() ).toBe( 1 );

	await fillGuestAddress( page );
	await waitForCustomerUpdate( page );
	expect( await cheque( page ).isChecked() ).toBe( true );
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
	await page.waitForURL( /\/kasse\/bestellung-erhalten\/\d+\/\?key=/ );
	// WooCommerce's order-received page: the note and the method in its order details.
	const receipt = await page.locator( 'main' ).innerText();
	expect( receipt ).toMatch( new RegExp( `Anmerkung:\\s+${ NOTE }` ) );
	expect( receipt ).toMatch( /Zahlungsmethode:\s+Scheckzahlung/ );
	// Completion drops the hint: the next checkout visit asks for no draft.
	expect(
		await page.evaluate( () =>
			window.localStorage.getItem( 'kiosk-checkout:hasDraftOrder' )
		)
	).toBeNull();
} );
