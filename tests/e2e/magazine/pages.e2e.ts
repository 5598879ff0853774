/**
 * Magazine pages in Chromium: share popup, lightbox, structured data and
 * axe on home, article, category and search.
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import { axeViolations } from '../support/axe';

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

test( 'the facebook share button opens a 600×350 popup with the page URL', async () => {
	// No viewport emulation, so the popup keeps the size window.open asked for.
	const page = await newPage( browser, { viewport: null } );
	await page
		.context()
		.route( /facebook\.com|twitter\.com|pinterest\.com/, ( route ) =>
			route.fulfill( {
				contentType: 'text/html',
				body: '<!DOCTYPE html><title>Teilen</title><p>Teilen</p>',
			} )
		);
	await page.goto( `${ host.url }${ ARTICLE }` );
	const [ popup ] = await Promise.all( [
		page.waitForEvent( 'popup' ),
		page.getByRole( 'link', { name: 'Auf Facebook teilen' } ).click(),
	] );
	await popup.waitForLoadState();
	expect( popup.url() ).toBe(
		`https://www.facebook.com/sharer/sharer.php?u=${ encodeURIComponent( `${ host.url }${ ARTICLE }` ) }`
	);
	const size = await popup.evaluate( () => ( {
		width: window.innerWidth,
		height: window.innerHeight,
		opener: window.opener,
	} ) );
	// Chromium may round the content height by a pixel.
	expect( size.width ).toBe( 600 );
	expect( Math.abs( size.height - 350 ) ).toBeLessThanOrEqual( 1 );
	expect( size.opener ).toBeNull();
	expect( new URL( page.url() ).pathname ).toBe( ARTICLE );
	await page.context().close();
} );

test( 'the twitter and pinterest links carry the page URL and title', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }${ ARTICLE }` );
	const url = encodeURIComponent( `${ host.url }${ ARTICLE }` );
	const title = encodeURIComponent( 'Aufstieg perfekt: Der FC jubelt' );
	expect(
		await page
			.getByRole( 'link', { name: 'Auf X (Twitter) teilen' } )
			.getAttribute( 'href' )
	).toBe( `https://twitter.com/intent/tweet?url=${ url }&text=${ title }` );
	expect(
		await page
			.getByRole( 'link', { name: 'Auf Pinterest merken' } )
			.getAttribute( 'href' )
	).toContain(
		`https://pinterest.com/pin/create/button/?url=${ url }&description=${ title }`
	);
	await page.context().close();
} );

test( 'the lightbox opens on the article image and on gallery images and closes with Escape', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }${ ARTICLE }` );
	const opener = page.getByRole( 'link', { name: 'Bild vergrößern' } );
	await opener.click();
	const box = page.locator( '.pswp' );
	await box.waitFor( { state: 'visible' } );
	await page.getByRole( 'button', { name: 'Schließen' } ).waitFor();
	await page.locator( '.pswp__img' ).first().waitFor();
	// PhotoSwipe takes focus once its opening transition ends.
	await page.waitForFunction( () =>
		document.activeElement?.classList.contains( 'pswp' )
	);
	await page.keyboard.press( 'Escape' );
	await box.waitFor( { state: 'detached' } );
	expect( new URL( page.url() ).pathname ).toBe( ARTICLE );
	await page.locator( '.kiosk-gallery__item' ).nth( 1 ).click();
	await box.waitFor( { state: 'visible' } );
	expect( await page.locator( '.pswp__counter' ).textContent() ).toContain(
		'2 / 4'
	);
	await page.waitForFunction( () =>
		document.activeElement?.classList.contains( 'pswp' )
	);
	await page.getByRole( 'button', { name: 'Schließen' } ).click();
	await box.waitFor( { state: 'detached' } );
	await page.context().close();
} );

test( 'articles are German pages with a description and NewsArticle data', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }${ ARTICLE }` );
	expect( await page.locator( 'html' ).getAttribute( 'lang' ) ).toBe(
		'de-DE'
	);
	expect(
		await page
			.locator( 'meta[name="description"]' )
			.getAttribute( 'content' )
	).toContain( 'Regionalliga' );
	const data = JSON.parse(
		( await page
			.locator( 'script[type="application/ld+json"]' )
			.textContent() )!
	);
	expect( data ).toMatchObject( {
		'@type': 'NewsArticle',
		headline: 'Aufstieg perfekt: Der FC jubelt',
		inLanguage: 'de-DE',
	} );
	const scripts = await page
		.locator( 'script[src]' )
		.evaluateAll( ( list ) =>
			list.map( ( s ) => ( s as HTMLScriptElement ).src )
		);
	expect( scripts.some( ( src ) => /react|wp-data/.test( src ) ) ).toBe(
		false
	);
	await page.context().close();
} );

test( 'categories paginate', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }/kategorie/politik/` );
	await page
		.getByRole( 'heading', { level: 1, name: 'Kategorie: Politik' } )
		.waitFor();
	await page
		.getByRole( 'navigation', { name: 'Seitennummerierung' } )
		.getByRole( 'link', { name: 'Weiter' } )
		.click();
	await page.waitForURL( '**/kategorie/politik/page/2/' );
	expect(
		await page.locator( '.kiosk-archive__grid .kiosk-card' ).count()
	).toBe( 1 );
	await page.context().close();
} );

describe.each( [
	[ 'home', '/' ],
	[ 'article', ARTICLE ],
	[ 'category', '/kategorie/kultur/' ],
	[ 'search', '/?s=Stadt' ],
	[ 'search without results', '/?s=Quantenschaumschläger' ],
] )( 'axe on %s', ( _name, path ) => {
	test( 'finds no violations', async () => {
		const page = await newPage( browser );
		await page.goto( `${ host.url }${ path }` );
		await page.waitForLoadState( 'networkidle' );
		expect( await axeViolations( page ) ).toEqual( [] );
		await page.context().close();
	} );
} );
