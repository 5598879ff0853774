/**
 * Without JavaScript the magazine still works as far as markup allows: the
 * article reads in full, the menu and the search form are there and work,
 * links lead on, the header's cart button leads to the cart page, and the
 * share links are plain links.
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';

let host: Host;
let browser: Browser;
const ARTICLE = '/aufstieg-perfekt-fc-jubelt/';

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );
afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

test( 'an article reads, searches and links on with JavaScript disabled', async () => {
	const context = await browser.newContext( {
		locale: 'de-DE',
		javaScriptEnabled: false,
		viewport: { width: 375, height: 800 },
	} );
	const page = await context.newPage();
	try {
		await page.goto( `${ host.url }${ ARTICLE }` );
		await expect(
			page
				.getByRole( 'heading', {
					level: 1,
					name: 'Aufstieg perfekt: Der FC jubelt',
				} )
				.isVisible()
		).resolves.toBe( true );
		// The class switch never ran: the page says so and shows the no-JS layout.
		expect( await page.getAttribute( 'html', 'class' ) ).toContain(
			'kiosk-no-js'
		);
		// The menu is reachable without its toggle, and it leads somewhere.
		const menu = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
		await expect( menu.isVisible() ).resolves.toBe( true );
		await expect(
			menu.getByRole( 'link', { name: 'Veranstaltungen' } ).isVisible()
		).resolves.toBe( true );
		// The header's cart button leads to the cart page (a GET form: the
		// address ends in an empty query).
		await Promise.all( [
			page.waitForURL( /\/warenkorb\/\??$/ ),
			page.getByRole( 'button', { name: 'Warenkorb' } ).click(),
		] );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Warenkorb' } ).count()
		).resolves.toBe( 1 );
		await page.goBack();
		// Share links are ordinary links to the services.
		const share = page.getByRole( 'link', { name: 'Auf Facebook teilen' } );
		expect( await share.getAttribute( 'href' ) ).toContain(
			'facebook.com/sharer'
		);
		// The search form is visible and submits as a plain GET.
		const search = page.getByRole( 'searchbox' ).first();
		await expect( search.isVisible() ).resolves.toBe( true );
		await search.fill( 'Schulgesetz' );
		await Promise.all( [
			page.waitForURL( /\?s=Schulgesetz/ ),
			search.press( 'Enter' ),
		] );
		await expect(
			page
				.getByRole( 'heading', { name: /Suchergebnisse für/ } )
				.isVisible()
		).resolves.toBe( true );
		// The result leads to the article: waited for like the steps above
		// (a click does not wait for the new page to be parsed, and on a busy
		// machine the heading was checked before it was there).
		await Promise.all( [
			page.waitForURL( /\/landtag-beschliesst-neues-schulgesetz\/$/ ),
			page
				.getByRole( 'link', {
					name: 'Landtag beschließt neues Schulgesetz',
				} )
				.first()
				.click(),
		] );
		const heading = page.getByRole( 'heading', {
			level: 1,
			name: 'Landtag beschließt neues Schulgesetz',
		} );
		await heading.waitFor( { state: 'visible' } );
		await expect( heading.count() ).resolves.toBe( 1 );
	} finally {
		await context.close();
	}
} );
