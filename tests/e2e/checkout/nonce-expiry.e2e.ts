/**
 * An expired nonce while placing the order recovers without losing data.
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import {
	checkoutWithItem,
	fillGuestAddress,
	waitForCustomerUpdate,
} from './helpers';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	host = await startHost( { env: { KIOSK_NONCE_LIFETIME: '8' } } );
	browser = await launchBrowser();
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

it( 'places the order after the nonce expired while the shopper was typing', async () => {
	const page = await newPage( browser );
	await checkoutWithItem( page, host.url );
	await fillGuestAddress( page );
	await waitForCustomerUpdate( page );
	await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
	// Both ticks of the nonce pass.
	await page.waitForTimeout( 8500 );
	await page
		.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
		.click();
	await page.waitForURL( /bestellung-erhalten/, { timeout: 15000 } );
	await page.getByText( 'gast@example.com' ).first().waitFor();
} );
