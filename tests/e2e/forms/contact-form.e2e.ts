/**
 * The contact form on the real stack (Contact Form 7 6.1.6 and its REST
 * API, Kiosk's script on CF7's own markup), in German: field tips, success
 * with reset and refill, the mail captured by the demo plugin, a wrong quiz
 * answer, the server going away mid-submit, and axe.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import { axeViolations } from '../support/axe';

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

async function openForm(): Promise< Page > {
	const page = await newPage( browser );
	const schema = page.waitForResponse( ( response ) =>
		response.url().endsWith( '/feedback/schema' )
	);
	await page.goto( `${ host.url }/kontakt/` );
	await schema;
	return page;
}

async function quizAnswer( page: Page ): Promise< string > {
	const question = await page.locator( '.wpcf7-quiz-label' ).textContent();
	const [ , a, b ] = /(\d+) plus (\d+)/.exec( question || '' ) || [];
	return String( Number( a ) + Number( b ) );
}

async function fillValid( page: Page ) {
	await page.getByLabel( 'Ihr Name' ).fill( 'Erika Mustermann' );
	await page.getByLabel( 'Ihre E-Mail-Adresse' ).fill( 'erika@example.de' );
	await page.getByLabel( 'Betreff' ).fill( 'Leserbrief zum Wochenmarkt' );
	await page.getByLabel( 'Telefon (optional)' ).fill( '+49 30 1234567' );
	await page.getByLabel( 'Website (optional)' ).fill( 'erika.example' );
	await page.getByLabel( 'Website (optional)' ).blur();
	await page.getByRole( 'checkbox', { name: 'Leserbrief' } ).check();
	await page
		.getByLabel( 'Ihre Nachricht' )
		.fill( 'Vielen Dank für den schönen Bericht über den Wochenmarkt!' );
	await page
		.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
		.check();
	await page.getByLabel( /Wie viel ist/ ).fill( await quizAnswer( page ) );
}

const outbox = () => {
	const dir = host.mailDir;
	return existsSync( dir ) ? readdirSync( dir ) : [];
};

test( 'an invalid submit shows the field tips', async () => {
	const page = await openForm();
	const submit = page.getByRole( 'button', { name: 'Senden' } );
	await expect( submit.isDisabled() ).resolves.toBe( true );
	await page
		.getByRole( 'checkbox', { name: /Ich bin einverstanden/ } )
		.check();
	await page.getByLabel( 'Ihre E-Mail-Adresse' ).fill( 'kein-at' );
	await page.getByLabel( 'Ihre E-Mail-Adresse' ).blur();
	// CF7's markup puts its screen-reader list first: the visible tip is the one under the field.
	const tip = ( field: string ) =>
		page.locator( `[data-name="${ field }"] .wpcf7-not-valid-tip` );
	await tip( 'your-email' )
		.filter( { hasText: 'Bitte geben Sie eine E-Mail-Adresse ein.' } )
		.waitFor();
	await submit.click();
	await page.locator( 'form.wpcf7-form[data-status="invalid"]' ).waitFor();
	// A tip under each of the three fields (the breakage: one tip only).
	await expect( tip( 'your-name' ).textContent() ).resolves.toBe(
		'Bitte füllen Sie dieses Feld aus.'
	);
	await expect( tip( 'your-subject' ).textContent() ).resolves.toBe(
		'Bitte füllen Sie dieses Feld aus.'
	);
	await expect( tip( 'your-email' ).textContent() ).resolves.toBe(
		'Bitte geben Sie eine E-Mail-Adresse ein.'
	);
	await expect(
		page.getByLabel( 'Ihr Name' ).getAttribute( 'aria-invalid' )
	).resolves.toBe( 'true' );
	await expect(
		page.locator( 'main .wpcf7-response-output' ).textContent()
	).resolves.toContain( 'Ein oder mehrere Felder haben einen Fehler' );
	await page.getByLabel( 'Ihr Name' ).fill( 'Erika' );
	await page.getByLabel( 'Ihr Name' ).blur();
	await expect(
		page.getByLabel( 'Ihr Name' ).getAttribute( 'aria-invalid' )
	).resolves.toBe( 'false' );
	await page.close();
} );

test( 'a wrong quiz answer is rejected', async () => {
	const page = await openForm();
	await fillValid( page );
	await page.getByLabel( /Wie viel ist/ ).fill( '99' );
	const before = outbox().length;
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	await page
		.locator( '[data-name="quiz-math"] .wpcf7-not-valid-tip', {
			hasText: 'Die Antwort auf das Quiz ist nicht korrekt.',
		} )
		.waitFor();
	expect( outbox().length ).toBe( before );
	await page.close();
} );

test( 'a valid submit shows the success message, resets, refills, and the mail is sent (captured)', async () => {
	const page = await openForm();
	await fillValid( page );
	await expect(
		page.getByLabel( 'Website (optional)' ).inputValue()
	).resolves.toBe( 'http://erika.example' );
	const before = outbox().length;
	const refill = page.waitForResponse( ( response ) =>
		response.url().endsWith( '/refill' )
	);
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	await page
		.getByText( 'Vielen Dank für Ihre Nachricht. Sie wurde gesendet.' )
		.first()
		.waitFor();
	await refill;
	await page.locator( 'form.wpcf7-form[data-status="sent"]' ).waitFor();
	await expect( page.getByLabel( 'Ihr Name' ).inputValue() ).resolves.toBe(
		''
	);
	await expect(
		page.getByLabel( /Wie viel ist/ ).inputValue()
	).resolves.toBe( '' );
	const files = outbox();
	expect( files.length ).toBe( before + 1 );
	const eml = readFileSync(
		join( host.mailDir, files.sort().pop() as string ),
		'utf8'
	);
	expect( eml ).toContain( 'Reply-To: Erika Mustermann <erika@example.de>' );
	expect( eml ).toContain( 'Website: http://erika.example' );
	await page.close();
} );

test( 'the server stopped mid-submit shows the offline message and keeps every typed value', async () => {
	const page = await openForm();
	await fillValid( page );
	await host.stop();
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	await page
		.getByText( 'Sie sind wahrscheinlich offline.' )
		.first()
		.waitFor();
	await expect( page.getByLabel( 'Ihr Name' ).inputValue() ).resolves.toBe(
		'Erika Mustermann'
	);
	await expect(
		page.getByLabel( 'Ihre E-Mail-Adresse' ).inputValue()
	).resolves.toBe( 'erika@example.de' );
	await expect(
		page.getByLabel( 'Ihre Nachricht' ).inputValue()
	).resolves.toContain( 'Wochenmarkt' );
	await expect(
		page.getByRole( 'checkbox', { name: 'Leserbrief' } ).isChecked()
	).resolves.toBe( true );
	await host.restart();
	await page.getByRole( 'button', { name: 'Senden' } ).click();
	await page
		.getByText( 'Vielen Dank für Ihre Nachricht. Sie wurde gesendet.' )
		.first()
		.waitFor();
	await page.close();
} );

test( 'axe finds no violations on the contact page', async () => {
	const page = await openForm();
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.close();
} );
