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

test( 'the message counter says what it counts, and turns red only once the visitor has typed too little', async () => {
	const page = await openForm();
	const counter = page.locator( '.wpcf7-character-count' );
	const red = () =>
		counter.evaluate(
			( e ) => getComputedStyle( e ).color === 'rgb(176, 0, 32)'
		);
	await expect( page.locator( '.kiosk-count' ).textContent() ).resolves.toBe(
		'0 von 2000 Zeichen'
	);
	await expect( red() ).resolves.toBe( false );
	await page.getByLabel( 'Ihre Nachricht' ).fill( 'Zu kurz' );
	await expect( counter.textContent() ).resolves.toBe( '7' );
	await expect( red() ).resolves.toBe( true );
	await page
		.getByLabel( 'Ihre Nachricht' )
		.fill( 'Eine Nachricht, die lang genug ist.' );
	await expect( red() ).resolves.toBe( false );
	await page.context().close();
} );

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

test( 'the first mouse click on Senden after correcting a flagged field sends the form', async () => {
	const page = await openForm();
	await fillValid( page );
	const email = page.getByLabel( 'Ihre E-Mail-Adresse' );
	await email.fill( 'kein-at' );
	await email.blur();
	const tip = page.locator( '[data-name="your-email"] .wpcf7-not-valid-tip' );
	await tip.waitFor();
	// Corrected, and the field still has focus: the press on the button blurs it.
	await email.fill( 'erika@example.de' );
	// The whole form in view from its top, so the page's scroll anchoring does
	// not make up for the tip's line (it would, with the form's top scrolled away).
	await page.setViewportSize( { width: 1280, height: 1600 } );
	await page
		.locator( 'main form.wpcf7-form' )
		.evaluate( ( form ) => form.scrollIntoView( { block: 'start' } ) );
	const submit = page.getByRole( 'button', { name: 'Senden' } );
	const box = await submit.boundingBox();
	if ( ! box || box.y + box.height > 1600 ) {
		throw new Error( 'The send button is not in view.' );
	}
	let posts = 0;
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			request.url().endsWith( '/feedback' )
		) {
			posts++;
		}
	} );
	// A person's click low on the button: the tip's line going away while the
	// button is pressed would move the button up from under the pointer.
	await page.mouse.move( box.x + box.width / 2, box.y + box.height - 4 );
	await page.mouse.down();
	await page.mouse.up();
	await page
		.getByText( 'Vielen Dank für Ihre Nachricht. Sie wurde gesendet.' )
		.first()
		.waitFor( { timeout: 10000 } );
	expect( posts ).toBe( 1 );
	await expect( tip.count() ).resolves.toBe( 0 );
	// Focus is on the message, not lost to the page.
	await expect(
		page.evaluate( () =>
			document.activeElement?.classList.contains(
				'wpcf7-response-output'
			)
		)
	).resolves.toBe( true );
	await page.close();
} );

test( 'the send button is at least 44px high on a phone', async () => {
	const page = await newPage( browser );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( `${ host.url }/kontakt/` );
	const box = await page
		.getByRole( 'button', { name: 'Nachricht senden' } )
		.boundingBox();
	expect( box?.height ).toBeGreaterThanOrEqual( 44 );
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
