/**
 * Event RSVP in Chromium, in German: a valid RSVP is stored, one beyond
 * the capacity is refused, and axe.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/preview-host';
import { launchBrowser, newPage, logIn } from '../support/browser';
import { axeViolations } from '../support/axe';

let host: Host;
let browser: Browser;
const EVENT = '/veranstaltungen/lesung-neue-stimmen/';

beforeAll( async () => {
	host = await startHost();
	browser = await launchBrowser();
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

async function openForm( page: Page, ticket: string ) {
	await page.goto( `${ host.url }${ EVENT }` );
	const block = page.getByRole( 'region', { name: ticket } );
	await block.getByRole( 'button', { name: `Zusagen: ${ ticket }` } ).click();
	await block.getByLabel( 'Name' ).waitFor();
	return page.locator(
		`.tribe-tickets__rsvp-wrapper:has-text("${ ticket }")`
	);
}

test( 'a valid RSVP is stored and the success view offers a way back', async () => {
	const page = await newPage( browser );
	const block = await openForm( page, 'Sitzplatz' );
	await block.getByLabel( 'Name' ).fill( 'Max Muster' );
	await block.getByLabel( 'E-Mail-Adresse' ).fill( 'max@example.de' );
	await block.getByLabel( 'Anzahl der Plätze' ).fill( '2' );
	await block.getByRole( 'button', { name: 'Zusage senden' } ).click();
	await page
		.getByText( 'Ihre Zusage für 2 Plätze („Sitzplatz“) ist gespeichert.' )
		.waitFor();
	await page.getByRole( 'button', { name: 'Zurück zur Anmeldung' } ).click();
	await page.getByText( 'Noch 28 Plätze von 30 frei' ).waitFor();
	const admin = await newPage( browser );
	await logIn( admin, host.url, 'admin' );
	await admin.goto( `${ host.url }/preview-admin/rsvps/` );
	await admin.getByRole( 'cell', { name: 'Max Muster' } ).first().waitFor();
	expect(
		await admin.getByRole( 'cell', { name: 'Max Muster' } ).count()
	).toBe( 2 );
	await page.close();
	await admin.close();
} );

test( 'an RSVP beyond the capacity is refused with the field named', async () => {
	const page = await newPage( browser );
	const block = await openForm( page, 'Signierstunde' );
	// Meanwhile someone else books four of the five places.
	const other = await newPage( browser );
	const otherBlock = await openForm( other, 'Signierstunde' );
	await otherBlock.getByLabel( 'Name' ).fill( 'Frühe Buchung' );
	await otherBlock.getByLabel( 'E-Mail-Adresse' ).fill( 'frueh@example.de' );
	await otherBlock.getByLabel( 'Anzahl der Plätze' ).fill( '4' );
	await otherBlock.getByLabel( 'Widmung für' ).fill( 'Für Anna' );
	await otherBlock.getByRole( 'button', { name: 'Zusage senden' } ).click();
	await other.getByText( /Ihre Zusage für 4 Plätze/ ).waitFor();

	await block.getByLabel( 'Name' ).fill( 'Späte Buchung' );
	await block.getByLabel( 'E-Mail-Adresse' ).fill( 'spaet@example.de' );
	await block.getByLabel( 'Anzahl der Plätze' ).fill( '3' );
	await block.getByLabel( 'Widmung für' ).fill( 'Für Ben' );
	await block.getByRole( 'button', { name: 'Zusage senden' } ).click();
	await page.getByText( 'Es ist nur noch 1 Platz frei.' ).first().waitFor();
	await expect(
		block.getByLabel( 'Anzahl der Plätze' ).getAttribute( 'aria-invalid' )
	).resolves.toBe( 'true' );
	await expect( block.getByLabel( 'Name' ).inputValue() ).resolves.toBe(
		'Späte Buchung'
	);
	await page.close();
	await other.close();
} );

test( 'missing fields are all named before anything is sent', async () => {
	const page = await newPage( browser );
	const block = await openForm( page, 'Sitzplatz' );
	await block.getByLabel( 'Anzahl der Plätze' ).fill( '0' );
	await block.getByRole( 'button', { name: 'Zusage senden' } ).click();
	await expect(
		block.locator( '.tribe-tickets__rsvp-form-errors li' ).count()
	).resolves.toBe( 3 );
	await expect(
		block.getByLabel( 'Name' ).getAttribute( 'aria-invalid' )
	).resolves.toBe( 'true' );
	await page.close();
} );

test( 'axe finds no violations on the event page, also with the form open', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }${ EVENT }` );
	expect( await axeViolations( page ) ).toEqual( [] );
	await openForm( page, 'Sitzplatz' );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.close();
} );

test( 'the main menu leads to the events listing and on to an event page', async () => {
	const page = await newPage( browser );
	await page.goto( host.url );
	await page
		.getByRole( 'navigation', { name: 'Hauptmenü' } )
		.getByRole( 'link', { name: 'Veranstaltungen' } )
		.click();
	await page
		.getByRole( 'heading', { level: 1, name: 'Veranstaltungen' } )
		.waitFor();
	const upcoming = page.getByRole( 'region', {
		name: 'Kommende Veranstaltungen',
	} );
	await upcoming
		.getByText( /Noch \d+ Plätze von \d+ frei/ )
		.first()
		.waitFor();
	expect( await axeViolations( page ) ).toEqual( [] );
	await upcoming
		.getByRole( 'link', { name: 'Lesung: Neue Stimmen aus der Region' } )
		.click();
	await page
		.getByRole( 'heading', {
			level: 1,
			name: 'Lesung: Neue Stimmen aus der Region',
		} )
		.waitFor();
	await page.getByRole( 'region', { name: 'Sitzplatz' } ).waitFor();
	await page.close();
} );
