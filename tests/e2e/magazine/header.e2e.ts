/**
 * The magazine header as a reader meets it: the phone menu readable
 * without JavaScript, desktop submenus on hover and keyboard focus, the
 * phone menu closing when the reader leaves it, one header row from 769 px,
 * and the sticky header below the admin toolbar as WordPress places it.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { logIn, newPage } from '../support/browser';
import { contrasts } from '../support/contrast';

const site = siteForThisFile();
const PHONE = { viewport: { width: 375, height: 667 } };

/** WCAG contrast of each top-level menu link against what is behind it. */
function menuContrasts( page: Page ) {
	return contrasts( page, '#kiosk-primary-menu .kiosk-menu__list > li > a' );
}

test( 'without JavaScript the phone menu reads dark on white, the current page too, and offers no dead submenu button', async () => {
	const page = await newPage( site.browser, {
		...PHONE,
		javaScriptEnabled: false,
	} );
	await page.goto( `${ site.host.url }/` );
	const menu = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
	await expect(
		menu
			.getByRole( 'link', { name: 'Startseite' } )
			.getAttribute( 'aria-current' )
	).resolves.toBe( 'page' );
	const links = await menuContrasts( page );
	expect( links.map( ( c ) => c.name ) ).toContain( 'Startseite' );
	for ( const { name, ratio } of links ) {
		expect( { name, enough: ratio >= 4.5 } ).toEqual( {
			name,
			enough: true,
		} );
	}
	// The submenu shows anyway; a button that claims "collapsed" and does nothing is gone.
	await expect(
		menu.getByRole( 'link', { name: 'Sport', exact: true } ).isVisible()
	).resolves.toBe( true );
	await expect(
		page.getByRole( 'button', { name: 'Untermenü Ressorts' } ).count()
	).resolves.toBe( 0 );
	// With the whole menu in it, the header scrolls away with the page
	// rather than staying over most of a phone's screen.
	await page.evaluate( () => window.scrollTo( 0, 1500 ) );
	const bottom = await page
		.locator( '.kiosk-header' )
		.evaluate( ( header ) => header.getBoundingClientRect().bottom );
	expect( bottom ).toBeLessThanOrEqual( 0 );
	await page.context().close();
} );

test( 'on a desktop a submenu opens on hover and on keyboard focus, and by its button', async () => {
	const page = await newPage( site.browser, {
		viewport: { width: 1280, height: 800 },
	} );
	await page.goto( `${ site.host.url }/` );
	const menu = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
	const sport = menu.getByRole( 'link', { name: 'Sport', exact: true } );
	const parent = menu.getByRole( 'link', { name: 'Ressorts' } );
	expect( await sport.isVisible() ).toBe( false );
	await parent.hover();
	await sport.waitFor( { state: 'visible' } );
	await page.mouse.move( 5, 700 );
	await sport.waitFor( { state: 'hidden' } );
	await parent.focus();
	await sport.waitFor( { state: 'visible' } );
	await page.getByRole( 'link', { name: 'Startseite' } ).first().focus();
	await sport.waitFor( { state: 'hidden' } );
	const button = page.getByRole( 'button', { name: 'Untermenü Ressorts' } );
	await button.click();
	expect( await button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	await page.mouse.move( 5, 700 );
	expect( await sport.isVisible() ).toBe( true );
	await page.context().close();
} );

test( 'on a desktop Escape hides a submenu shown by hover or focus, until the pointer or focus leaves it', async () => {
	const page = await newPage( site.browser, {
		viewport: { width: 1280, height: 800 },
	} );
	await page.goto( `${ site.host.url }/` );
	const menu = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
	const sport = menu.getByRole( 'link', { name: 'Sport', exact: true } );
	const parent = menu.getByRole( 'link', { name: 'Ressorts' } );
	await parent.hover();
	await sport.waitFor( { state: 'visible' } );
	await page.keyboard.press( 'Escape' );
	await sport.waitFor( { state: 'hidden' } );
	await page.mouse.move( 5, 700 );
	await parent.hover();
	await sport.waitFor( { state: 'visible' } );
	await page.mouse.move( 5, 700 );
	await parent.focus();
	await sport.waitFor( { state: 'visible' } );
	await page.keyboard.press( 'Escape' );
	await sport.waitFor( { state: 'hidden' } );
	expect(
		await parent.evaluate( ( a ) => a === document.activeElement )
	).toBe( true );
	await page.context().close();
} );

test( 'the open phone menu closes on a click outside it and when focus tabs out of it', async () => {
	const page = await newPage( site.browser, PHONE );
	await page.goto( `${ site.host.url }/` );
	const toggle = page.getByRole( 'button', { name: 'Menü', exact: true } );
	const menu = page.getByRole( 'navigation', { name: 'Hauptmenü' } );
	await toggle.click();
	expect( await toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	await page.mouse.click( 360, 600 );
	expect( await toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	expect( await menu.isVisible() ).toBe( false );

	await toggle.click();
	await menu.getByRole( 'link', { name: 'Kontakt' } ).focus();
	await page.keyboard.press( 'Tab' );
	expect( await toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	expect( await menu.isVisible() ).toBe( false );
	await page.context().close();
} );

test( 'from 769 px the header is one row, the account link still named "Mein Konto"', async () => {
	for ( const width of [ 769, 900, 1023, 1280 ] ) {
		const page = await newPage( site.browser, {
			viewport: { width, height: 800 },
		} );
		await page.goto( `${ site.host.url }/` );
		const rows = await page.$$eval(
			'.kiosk-header__inner > *',
			( children ) =>
				new Set(
					children
						.filter(
							( e ) => getComputedStyle( e ).display !== 'none'
						)
						.map( ( e ) => {
							const r = e.getBoundingClientRect();
							return Math.round( r.top + r.height / 2 );
						} )
				).size
		);
		expect( { width, rows } ).toEqual( { width, rows: 1 } );
		await expect(
			page.getByRole( 'link', { name: 'Mein Konto' } ).isVisible()
		).resolves.toBe( true );
		await page.context().close();
	}
} );

/** The header's and the toolbar's place in the viewport. */
function placement( page: Page ) {
	return page.evaluate( () => {
		const header = document.querySelector( '.kiosk-header' )!;
		const bar = document.getElementById( 'wpadminbar' )!;
		return {
			header: Math.round( header.getBoundingClientRect().top ),
			barBottom: Math.round( bar.getBoundingClientRect().bottom ),
		};
	} );
}

/** Scrolls down, then a little up, so the auto-hiding header shows. */
async function scrollAndShow( page: Page ) {
	await page.mouse.wheel( 0, 1400 );
	await page.waitForTimeout( 300 );
	await page.mouse.wheel( 0, -200 );
	await page.waitForTimeout( 500 );
}

test( 'the sticky header sits below the admin toolbar as WordPress places it, also after a resize', async () => {
	const page = await newPage( site.browser, PHONE );
	await logIn( page, site.host.url, 'admin' );
	await page.goto( `${ site.host.url }/` );
	// At 600 px and below the toolbar scrolls away: the header sticks at the top.
	await scrollAndShow( page );
	expect( await placement( page ) ).toEqual( {
		header: 0,
		barBottom: expect.any( Number ),
	} );
	expect( ( await placement( page ) ).barBottom ).toBeLessThanOrEqual( 0 );

	await page.setViewportSize( { width: 1280, height: 800 } );
	await page.goto( `${ site.host.url }/` );
	await scrollAndShow( page );
	expect( await placement( page ) ).toEqual( { header: 32, barBottom: 32 } );
	// Narrower, the toolbar grows to 46 px (fixed up to 600 px) and the header follows.
	await page.setViewportSize( { width: 700, height: 800 } );
	await scrollAndShow( page );
	expect( await placement( page ) ).toEqual( { header: 46, barBottom: 46 } );
	await page.context().close();
} );
