/**
 * The test-mode card (saved token) and express gateways at the checkout.
 * Still on the retiring preview host: on the real stack these gateways are
 * the demo plugin's to provide (a WooCommerce gateway each, with its client
 * registration), which has not landed yet; the file moves to support/host
 * with them.
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/preview-host';
import { launchBrowser, newPage, logIn } from '../support/browser';
import {
	checkoutWithItem,
	fillGuestAddress,
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

describe( 'checkout with the test-mode gateways', () => {
	it( 'express payment: close restores, failure shows the error, success places the order', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url, 2 );
		await fillGuestAddress( page );
		await waitForCustomerUpdate( page );
		await page.getByRole( 'radio', { name: 'Scheckzahlung' } ).check();
		const express = page.getByRole( 'button', {
			name: 'Express bezahlen (Demo)',
		} );

		await express.click();
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Abbrechen' } )
			.click();
		expect(
			await page
				.getByRole( 'radio', { name: 'Scheckzahlung' } )
				.isChecked()
		).toBe( true );

		await express.click();
		await page
			.getByRole( 'button', { name: 'Fehlschlag simulieren' } )
			.click();
		await page
			.getByText( 'Die Express-Zahlung wurde abgelehnt.' )
			.waitFor();
		expect(
			await page
				.getByRole( 'radio', { name: 'Scheckzahlung' } )
				.isChecked()
		).toBe( true );

		await express.click();
		await page.getByRole( 'button', { name: 'Jetzt bezahlen' } ).click();
		await page.waitForURL( /bestellung-erhalten/ );
		await page.getByText( 'Express-Zahlung (Demo)' ).waitFor();
		expect(
			await page
				.locator( 'meta[name="description"]' )
				.getAttribute( 'content' )
		).toMatch( /Bestätigung Ihrer Bestellung/ );
		expect(
			await page
				.locator( 'meta[name="robots"]' )
				.getAttribute( 'content' )
		).toMatch( /noindex/ );
	} );

	it( 'a logged-in customer pays with the saved card', async () => {
		const page = await newPage( browser );
		await logIn( page, host.url, 'kunde' );
		await checkoutWithItem( page, host.url, 2 );
		await page
			.getByRole( 'radio', {
				name: /Visa endet auf 4242 \(gültig bis 12\/28\)/i,
			} )
			.waitFor();
		expect(
			await page
				.getByRole( 'radio', { name: /endet auf 4242/ } )
				.isChecked()
		).toBe( true );
		await fillGuestAddress( page );
		await page.getByLabel( 'E-Mail-Adresse' ).fill( 'kunde@kiosk.example' );
		await waitForCustomerUpdate( page );
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.click();
		await page.waitForURL( /bestellung-erhalten/ );
		await page.getByText( 'Kreditkarte (Demo)' ).waitFor();
	} );
} );
