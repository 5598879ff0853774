/**
 * Contact Form 7's forms as a visitor without JavaScript meets them (and
 * as many meet the footer newsletter, which posts without a script on the
 * cart, the checkout and static pages, and elsewhere until the reader moves
 * focus into it): a refused post comes back with everything as the visitor
 * left it, consent boxes included, its errors readable on the page's
 * colours; a sent one comes back cleared.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { contrasts } from '../support/contrast';

const site = siteForThisFile();
const NEWSLETTER = 'form.kiosk-newsletter__form';

/**
 * Clicks a form's submit button and waits for the page CF7 answers with
 * (its own load event: the address stays the same from the second post on).
 */
async function post( page: Page, form: string ) {
	const loaded = page.waitForEvent( 'load' );
	await page.locator( `${ form } input[type=submit]` ).click();
	await loaded;
}

test( 'the footer newsletter keeps the typed address and the ticked consent after a refusal, and shows its error readably', async () => {
	const page = await newPage( site.browser, {
		javaScriptEnabled: false,
		viewport: { width: 1280, height: 900 },
	} );
	try {
		await page.goto( `${ site.host.url }/` );
		const form = page.locator( NEWSLETTER );
		await form.getByRole( 'textbox' ).fill( 'lesa.neu@' );
		await form.getByRole( 'checkbox' ).check();
		await post( page, NEWSLETTER );

		await expect(
			page.locator( NEWSLETTER ).getAttribute( 'data-status' )
		).resolves.toBe( 'invalid' );
		await expect( form.getByRole( 'textbox' ).inputValue() ).resolves.toBe(
			'lesa.neu@'
		);
		await expect( form.getByRole( 'checkbox' ).isChecked() ).resolves.toBe(
			true
		);
		await expect(
			form.locator( '.wpcf7-not-valid-tip' ).textContent()
		).resolves.toBe( 'Bitte geben Sie eine E-Mail-Adresse ein.' );
		// On the dark footer: the tip, the result and what was typed read at
		// 4.5:1 or better (the typed address was light grey on white, 1.2:1).
		for ( const selector of [
			`${ NEWSLETTER } .wpcf7-not-valid-tip`,
			`${ NEWSLETTER } .wpcf7-response-output`,
			`${ NEWSLETTER } input[type=email]`,
		] ) {
			const [ measured ] = await contrasts( page, selector );
			expect( { selector, enough: measured.ratio >= 4.5 } ).toEqual( {
				selector,
				enough: true,
			} );
		}
		// The result stands out from the footer's text by its frame.
		await expect(
			form
				.locator( '.wpcf7-response-output' )
				.evaluate( ( e ) => getComputedStyle( e ).borderTopWidth )
		).resolves.not.toBe( '0px' );

		// Corrected, it is sent, and the form comes back empty.
		await form.getByRole( 'textbox' ).fill( 'lesa.neu@example.com' );
		await post( page, NEWSLETTER );
		await expect(
			page.locator( NEWSLETTER ).getAttribute( 'data-status' )
		).resolves.toBe( 'sent' );
		await expect( form.getByRole( 'textbox' ).inputValue() ).resolves.toBe(
			''
		);
		await expect( form.getByRole( 'checkbox' ).isChecked() ).resolves.toBe(
			false
		);
	} finally {
		await page.context().close();
	}
} );

test( 'the contact form without JavaScript keeps the ticked consent and the typed message after a refusal', async () => {
	const page = await newPage( site.browser, {
		javaScriptEnabled: false,
		viewport: { width: 375, height: 800 },
	} );
	const form = 'main form.wpcf7-form';
	try {
		await page.goto( `${ site.host.url }/kontakt/` );
		const main = page.locator( form );
		await main
			.locator( 'input[name=your-name]' )
			.fill( 'Erika Mustermann' );
		await main.locator( 'input[name=your-email]' ).fill( 'erika@' );
		await main.locator( 'textarea[name=your-message]' ).fill( 'Zu kurz' );
		await main.locator( 'input[name=consent]' ).check();
		await post( page, form );

		await expect( main.getAttribute( 'data-status' ) ).resolves.toBe(
			'invalid'
		);
		await expect(
			main.locator( 'input[name=consent]' ).isChecked()
		).resolves.toBe( true );
		await expect(
			main.locator( 'input[name=your-email]' ).inputValue()
		).resolves.toBe( 'erika@' );
		await expect(
			main.locator( 'textarea[name=your-message]' ).inputValue()
		).resolves.toBe( 'Zu kurz' );
		// A box the visitor left unticked stays unticked.
		await main.locator( 'input[name=consent]' ).uncheck();
		await post( page, form );
		await expect(
			main.locator( 'input[name=consent]' ).isChecked()
		).resolves.toBe( false );
	} finally {
		await page.context().close();
	}
} );
