/**
 * Draft updates of the checkout: order notes and the chosen payment method
 * go to the draft order with PUT /checkout and are there after a reload.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import { checkoutWithItem, scrollToPaymentStep } from './helpers';

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

/** The draft order as the Store API answers GET /checkout. */
function draftOrder( page: Page ) {
	return page.evaluate( () =>
		(
			window as unknown as {
				kiosk: {
					api: {
						request: ( o: unknown ) => Promise< {
							customer_note: string;
							payment_method: string;
						} >;
					};
				};
			}
		 ).kiosk.api.request( { path: '/wc/store/v1/checkout' } )
	);
}

it( 'pushes the order note (debounced: one PUT for the whole note) and the chosen payment method to the draft order, which keeps them after a reload', async () => {
	const page = await newPage( browser );
	await checkoutWithItem( page, host.url );
	// api-fetch sends PUT as POST with X-HTTP-Method-Override, as WordPress expects.
	const isDraftPut = ( r: Request ) =>
		/\/wc\/store\/v1\/checkout/.test( r.url() ) &&
		( r.method() === 'PUT' ||
			r.headers()[ 'x-http-method-override' ] === 'PUT' );
	const puts: Array< Record< string, unknown > > = [];
	page.on( 'request', ( r ) => {
		if ( isDraftPut( r ) ) {
			puts.push( JSON.parse( r.postData() || '{}' ) );
		}
	} );

	const answered = () =>
		page.waitForResponse( ( r ) => isDraftPut( r.request() ), {
			timeout: 10000,
		} );

	// The shopper scrolls to the payment step: its options load.
	await scrollToPaymentStep( page );
	let response = answered();
	await page.getByRole( 'radio', { name: 'Scheckzahlung' } ).check();
	expect( ( await response ).status() ).toBe( 200 );
	expect( puts ).toEqual( [
		{ customer_note: '', payment_method: 'cheque' },
	] );

	response = answered();
	await page
		.getByRole( 'checkbox', {
			name: 'Anmerkung zur Bestellung hinzufügen',
		} )
		.check();
	await page
		.getByRole( 'textbox', { name: /Anmerkungen zu Ihrer Bestellung/ } )
		.pressSequentially( 'Bitte klingeln', { delay: 30 } );
	expect( ( await response ).status() ).toBe( 200 );
	// Give a second debounce window the chance to send another PUT.
	await page.waitForTimeout( 1300 );
	expect( puts ).toEqual( [
		{ customer_note: '', payment_method: 'cheque' },
		{ customer_note: 'Bitte klingeln' },
	] );

	await page.reload();
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.waitFor();
	const draft = await draftOrder( page );
	expect( draft.customer_note ).toBe( 'Bitte klingeln' );
	expect( draft.payment_method ).toBe( 'cheque' );
} );
