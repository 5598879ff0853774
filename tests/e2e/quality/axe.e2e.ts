/**
 * Axe (WCAG 2.1 A and AA) on every page type and on each open dialog:
 * the mobile menu, the ticker popup, the lightbox, the mini-cart drawer
 * and the express payment dialog. Zero violations.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';
import {
	PAGE_TYPES,
	discoverTargets,
	type PageType,
	type Target,
} from '../support/measure';
import { axeReport, openPage } from './a11y-helpers';

let host: Host;
let browser: Browser;
let targets: Target[];

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
	targets = await discoverTargets( host.url );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

async function withPage(
	type: PageType,
	run: ( page: Page ) => Promise< void >
) {
	const page = await openPage( browser, host.url, targets, type );
	try {
		await run( page );
	} finally {
		await page.context().close();
	}
}

test.each( [ ...PAGE_TYPES ] )(
	'the %s page has no WCAG 2.1 AA violations',
	async ( type ) => {
		await withPage( type, async ( page ) => {
			expect( await axeReport( page ) ).toEqual( [] );
		} );
	}
);

test.each( [
	'/impressum/',
	'/datenschutz/',
	'/agb/',
	'/widerrufsbelehrung/',
	'/barrierefreiheit/',
] )( 'the legal page %s has no WCAG 2.1 AA violations', async ( path ) => {
	const page = await browser.newPage( { locale: 'de-DE' } );
	try {
		const response = await page.goto( `${ host.url }${ path }` );
		expect( response?.status() ).toBe( 200 );
		expect( await axeReport( page ) ).toEqual( [] );
	} finally {
		await page.context().close();
	}
} );

test( 'the open mobile menu has no violations', async () => {
	await withPage( 'home', async ( page ) => {
		const toggle = page.getByRole( 'button', {
			name: 'Menü',
			exact: true,
		} );
		await toggle.click();
		await expect( toggle.getAttribute( 'aria-expanded' ) ).resolves.toBe(
			'true'
		);
		await page
			.getByRole( 'navigation', { name: 'Hauptmenü' } )
			.getByRole( 'link', { name: 'Startseite' } )
			.waitFor();
		expect( await axeReport( page ) ).toEqual( [] );
	} );
} );

test( 'the open ticker popup has no violations', async () => {
	await withPage( 'home', async ( page ) => {
		await page.locator( '.kiosk-ticker__popup' ).first().click();
		const dialog = page.getByRole( 'dialog' );
		await dialog.getByRole( 'heading' ).first().waitFor();
		expect( await axeReport( page ) ).toEqual( [] );
	} );
} );

test( 'the open lightbox has no violations', async () => {
	await withPage( 'article', async ( page ) => {
		await page.locator( '[data-kiosk-lightbox]' ).first().click();
		await page.locator( '.pswp--open' ).waitFor( { timeout: 10000 } );
		await page.waitForTimeout( 500 );
		expect( await axeReport( page ) ).toEqual( [] );
	} );
} );

test( 'the open mini-cart drawer has no violations', async () => {
	await withPage( 'product', async ( page ) => {
		await page
			.getByRole( 'button', { name: /in den warenkorb/i } )
			.first()
			.click();
		await page.waitForLoadState( 'networkidle' ).catch( () => undefined );
		const dialog = page.getByRole( 'dialog' );
		if ( ! ( await dialog.isVisible() ) ) {
			await page
				.locator( 'header' )
				.getByRole( 'button', { name: /warenkorb/i } )
				.first()
				.click();
		}
		await dialog.waitFor( { timeout: 10000 } );
		await page.waitForTimeout( 400 );
		expect( await axeReport( page ) ).toEqual( [] );
	} );
} );

test( 'the open express payment dialog has no violations', async () => {
	await withPage( 'checkout', async ( page ) => {
		await page
			.getByRole( 'button', { name: /express/i } )
			.first()
			.click();
		await page.getByRole( 'dialog' ).waitFor( { timeout: 10000 } );
		await page.waitForTimeout( 400 );
		expect( await axeReport( page ) ).toEqual( [] );
	} );
} );

test( 'the accessibility statement names the standard, the checks, the feedback route and the enforcement body', async () => {
	const page = await browser.newPage( { locale: 'de-DE' } );
	try {
		await page.goto( `${ host.url }/barrierefreiheit/` );
		await page
			.getByRole( 'heading', {
				level: 1,
				name: 'Erklärung zur Barrierefreiheit',
			} )
			.waitFor();
		const text = await page.locator( 'main' ).innerText();
		for ( const phrase of [
			'WCAG 2.1',
			'BFSG',
			'axe',
			'nur mit der Tastatur',
			'320 Pixel',
			'Bewegung reduzieren',
			'Lighthouse',
			'Bekannte Einschränkungen',
			'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
		] ) {
			expect( text ).toContain( phrase );
		}
		expect(
			await page
				.getByRole( 'link', { name: 'Kontaktformular' } )
				.getAttribute( 'href' )
		).toBe( '/kontakt/' );
	} finally {
		await page.context().close();
	}
} );
