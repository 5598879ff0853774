/**
 * The checkout in Chromium on the preview host, in German.
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage, logIn } from '../support/browser';
import { axeViolations } from '../support/axe';
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

describe( 'checkout', () => {
	it( 'a guest pays by bank transfer, lands on the order-received page and the order shows in preview-admin with its attribution', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		await fillGuestAddress( page );
		await waitForCustomerUpdate( page );
		await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.click();
		await page.waitForURL( /\/kasse\/bestellung-erhalten\/\d+\/\?key=/ );
		await page
			.getByRole( 'heading', { name: 'Bestellung erhalten' } )
			.waitFor();
		const orderId = (
			page.url().match( /bestellung-erhalten\/(\d+)/ ) as RegExpMatchArray
		 )[ 1 ];
		expect(
			await page.getByText( 'gast@example.com' ).count()
		).toBeGreaterThan( 0 );

		const admin = await newPage( browser );
		await logIn( admin, host.url, 'admin' );
		await admin.goto( `${ host.url }/preview-admin/` );
		const text = await admin.locator( 'main' ).innerText();
		expect( text ).toContain( orderId );
		expect( text ).toContain( '(direct)' );
		expect( text ).toContain( 'typein' );
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

	it( 'shows German messages for an invalid postcode and email', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
		await page.getByLabel( 'E-Mail-Adresse' ).fill( 'kein-at-zeichen' );
		await page.getByLabel( 'Postleitzahl' ).fill( '123' );
		await page.getByLabel( 'Ort', { exact: true } ).focus();
		await page
			.getByText( 'Bitte geben Sie eine gültige Postleitzahl ein' )
			.waitFor();
		await page
			.getByText( 'Bitte geben Sie eine gültige E-Mail-Adresse ein' )
			.waitFor();
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
		await billing.getByLabel( 'Land/Region' ).selectOption( 'FR' );
		expect( await billing.getByLabel( 'Postleitzahl' ).inputValue() ).toBe(
			''
		);
	} );

	it( 'lets a customer pick local pickup', async () => {
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
		await billing.getByLabel( 'Straße und Hausnummer' ).fill( 'Weg 2' );
		await billing.getByLabel( 'Postleitzahl' ).fill( '20095' );
		await billing.getByLabel( 'Ort', { exact: true } ).fill( 'Hamburg' );
		await waitForCustomerUpdate( page );
		await page.getByRole( 'radio', { name: 'Überweisung' } ).check();
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.click();
		await page.waitForURL( /bestellung-erhalten/ );
	} );

	it( 'express payment: close restores, failure shows the error, success places the order', async () => {
		const page = await newPage( browser );
		await checkoutWithItem( page, host.url );
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
		await checkoutWithItem( page, host.url );
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
		await page
			.getByText(
				'Beim Aufgeben der Bestellung ist ein Fehler aufgetreten. Prüfen Sie Ihre E-Mails'
			)
			.waitFor();
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

	it( 'says the cart could not be loaded, never that it is empty, when the first cart request fails', async () => {
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
