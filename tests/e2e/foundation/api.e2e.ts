/**
 * The API layer in a real browser against the preview host: a stale nonce
 * on a cached page recovers through refresh-and-retry, and a server that is
 * down gives the German offline message.
 */
import type { Browser } from 'playwright-core';
import { startHost, type Host } from '../support/preview-host';
import { launchBrowser, newPage, logIn } from '../support/browser';

// Nonces live 4 s here (WordPress: a day), so a page can go stale in a test.
const LIFETIME = 4;

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [
		startHost( { env: { KIOSK_NONCE_LIFETIME: String( LIFETIME ) } } ),
		launchBrowser(),
	] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

test( 'the home page is German and prints the core handles in dependency order', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }/` );
	expect( await page.getAttribute( 'html', 'lang' ) ).toBe( 'de-DE' );
	await logIn( page, host.url, 'kunde' );
	const ids = await page.$$eval( 'script[src]', ( scripts ) =>
		scripts.map( ( s ) => s.id )
	);
	const order = [
		'wp-hooks-js',
		'wp-i18n-js',
		'wp-api-fetch-js',
		'kiosk-api-js',
		'kiosk-account-js',
	].map( ( id ) => ids.indexOf( id ) );
	expect( order.every( ( index ) => index >= 0 ) ).toBe( true );
	expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
	// The German translations are loaded into wp.i18n before the script that uses them.
	const inline = await page.$eval(
		'#kiosk-api-js-translations',
		( s ) => s.textContent || ''
	);
	expect( inline ).toContain( 'Sie sind wahrscheinlich offline.' );
	await page.context().close();
} );

test( 'a stale nonce in a cached page recovers through the refresh-and-retry path', async () => {
	const page = await newPage( browser );
	await logIn( page, host.url, 'kunde' );
	// What a full-page cache would keep: the account page with this moment's nonce.
	const cached = await (
		await page.request.get( `${ host.url }/mein-konto/` )
	).text();
	expect( cached ).toContain( '"nonce":"' );
	await page.waitForTimeout( ( LIFETIME + 0.5 ) * 1000 );

	const seen: string[] = [];
	page.on( 'response', ( response ) => {
		const url = response.url();
		// The requests of this path. The header's cart request, refused with the
		// same stale nonce at the same moment, shares the one refresh.
		if (
			url.includes( '/wp/v2/users/me' ) ||
			url.includes( 'action=rest-nonce' )
		) {
			seen.push(
				`${ response.status() } ${ new URL( url ).pathname }${ url.includes( 'rest-nonce' ) ? '?action=rest-nonce' : '' }`
			);
		}
	} );
	await page.route( `${ host.url }/mein-konto/`, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'text/html; charset=utf-8',
			body: cached,
		} )
	);
	await page.goto( `${ host.url }/mein-konto/` );
	await page
		.getByText( 'Profil geladen: Erika Mustermann' )
		.waitFor( { timeout: 10000 } );
	expect( seen ).toEqual( [
		'403 /wp-json/wp/v2/users/me',
		'200 /wp-admin/admin-ajax.php?action=rest-nonce',
		'200 /wp-json/wp/v2/users/me',
	] );
	await page.context().close();
} );

test( 'a request while the server is down gives the German offline message', async () => {
	const page = await newPage( browser );
	await logIn( page, host.url, 'kunde' );
	await page.goto( `${ host.url }/mein-konto/` );
	await page.getByText( 'Profil geladen: Erika Mustermann' ).waitFor();
	await host.stop();
	try {
		const error = await page.evaluate( () =>
			(
				window as unknown as {
					kiosk: {
						api: { request: ( o: object ) => Promise< unknown > };
					};
				}
			 ).kiosk.api
				.request( { path: '/wp/v2/users/me' } )
				.then(
					() => null,
					( e: unknown ) => e
				)
		);
		expect( error ).toEqual( {
			code: 'fetch_error',
			message: 'Sie sind wahrscheinlich offline.',
		} );
	} finally {
		await host.restart();
		await page.context().close();
	}
} );
