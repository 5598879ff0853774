/**
 * Kiosk's API layer on a real page of the real stack (the checkout, which
 * loads core's api-fetch and Kiosk's API): the German translations and the
 * handles in dependency order, a stale WordPress nonce on a page kept for
 * longer than the nonce lives recovering through refresh-and-retry, and the
 * German offline message when the server is down.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';
import { logInTo } from '../support/wordpress';

// Nonces live 4 s on this site (WordPress: a day), so a page can go stale in a test.
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

/** Kiosk's API request from the page: the answer, or the error it gave. */
function request( page: Page, path: string ) {
	return page.evaluate(
		( p ) =>
			(
				window as unknown as {
					kiosk: {
						api: { request: ( o: object ) => Promise< unknown > };
					};
				}
			 ).kiosk.api
				.request( { path: p } )
				.then(
					( answer ) => ( { answer } ),
					( error: unknown ) => ( { error } )
				),
		path
	);
}

/** A call another plugin makes with core's wp.apiFetch: its answer and the headers it went out with. */
async function otherPluginFetch( page: Page, path: string ) {
	const sent = page.waitForRequest(
		( r ) => r.url().includes( path ) && !! r.headers()[ 'x-other-plugin' ]
	);
	const answer = await page.evaluate(
		( p ) =>
			(
				window as unknown as {
					wp: { apiFetch: ( o: object ) => Promise< unknown > };
				}
			 ).wp.apiFetch( { path: p, headers: { 'X-Other-Plugin': 'ja' } } ),
		path
	);
	const requestSent = await sent;
	return { answer, headers: requestSent.headers(), url: requestSent.url() };
}

test( 'the checkout is German and runs core handles and Kiosk API in dependency order, with its German translations', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }/kasse/` );
	expect( await page.getAttribute( 'html', 'lang' ) ).toBe( 'de-DE' );
	// Core's scripts come joined into one file on the shop's pages
	// (CoreScripts): its data-handles name them, in the order they run.
	const ids = await page.$$eval( 'script[src]', ( scripts ) =>
		scripts.flatMap( ( s ) =>
			s.dataset.handles
				? s.dataset.handles.split( ' ' ).map( ( h ) => `${ h }-js` )
				: [ s.id ]
		)
	);
	const order = [
		'wp-hooks-js',
		'wp-i18n-js',
		'wp-api-fetch-js',
		'kiosk-api-js',
		'kiosk-checkout-js',
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

test( 'a stale WordPress nonce in a page kept too long recovers through one refresh and one retry', async () => {
	const page = await newPage( browser );
	// wp-login.php's form carries no nonce, so a slow machine cannot make the
	// login itself go stale on this site's 4 s nonces.
	await logInTo( page, `${ host.url }/mein-konto/`, {
		user: 'kunde',
		password: 'Kunde2026!',
	} );
	// What a browser tab left open (or a page cache) keeps: this moment's nonce.
	const kept = await (
		await page.request.get( `${ host.url }/kasse/` )
	).text();
	expect( kept ).toContain( '"nonce":"' );
	await page.route( `${ host.url }/kasse/`, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'text/html; charset=utf-8',
			body: kept,
		} )
	);
	await page.waitForTimeout( ( LIFETIME * 2 + 1 ) * 1000 );
	await page.goto( `${ host.url }/kasse/` );
	await page.waitForLoadState( 'networkidle' );
	const seen: string[] = [];
	page.on( 'response', ( response ) => {
		const url = response.url();
		if (
			url.includes( '/wp/v2/users/me' ) ||
			url.includes( 'action=rest-nonce' )
		) {
			seen.push(
				`${ response.status() } ${ new URL( url ).pathname }${ url.includes( 'rest-nonce' ) ? '?action=rest-nonce' : '' }`
			);
		}
	} );
	const result = await request( page, '/wp/v2/users/me' );
	expect( result ).toMatchObject( {
		answer: { name: 'Erika Mustermann' },
	} );
	expect( seen ).toEqual( [
		'403 /wp-json/wp/v2/users/me',
		'200 /wp-admin/admin-ajax.php?action=rest-nonce',
		'200 /wp-json/wp/v2/users/me',
	] );
	// Core's own nonce middleware now holds the fresh nonce too (it would put
	// its stale one back on Kiosk's retry and on everyone's next request).
	const stale = /createNonceMiddleware\(\s*"([a-f0-9]{10})"/.exec(
		kept
	)?.[ 1 ];
	expect( stale ).toMatch( /^[a-f0-9]{10}$/ );
	const core = await page.evaluate(
		() =>
			(
				window as unknown as {
					wp: { apiFetch: { nonceMiddleware: { nonce: string } } };
				}
			 ).wp.apiFetch.nonceMiddleware.nonce
	);
	expect( core ).toMatch( /^[a-f0-9]{10}$/ );
	expect( core ).not.toBe( stale );
	// Another plugin's next request goes out with the fresh nonce.
	const other = await otherPluginFetch( page, '/wp/v2/users/me' );
	expect( other.headers[ 'x-wp-nonce' ] ).toBe( core );
	expect( other.answer ).toMatchObject( { name: 'Erika Mustermann' } );
	await page.context().close();
} );

test( "another plugin's wp.apiFetch call on the checkout carries only its own headers and core's, none of Kiosk's", async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }/kasse/` );
	await page.waitForLoadState( 'networkidle' );
	const other = await otherPluginFetch( page, '/wc/store/v1/cart' );
	// Core's api-fetch parsed the answer itself (Kiosk's fetch handler would not be asked).
	expect( other.answer ).toMatchObject( { items: expect.any( Array ) } );
	expect( other.headers[ 'x-other-plugin' ] ).toBe( 'ja' );
	expect( other.headers[ 'x-wp-nonce' ] ).toMatch( /^[a-f0-9]{10}$/ );
	// Kiosk's Store API token header is Kiosk's alone.
	expect( other.headers ).not.toHaveProperty( 'nonce' );
	expect( other.headers ).not.toHaveProperty( 'cart-token' );
	expect( new URL( other.url ).searchParams.get( '_locale' ) ).toBe( 'user' );
	// Kiosk's own requests still carry its Store API nonce.
	const kiosk = await page.evaluate( () => {
		const w = window as unknown as {
			kiosk: {
				api: {
					getApi: () => {
						storeApi: { get: () => { nonce: string } };
					};
				};
			};
		};
		return w.kiosk.api.getApi().storeApi.get().nonce;
	} );
	expect( kiosk ).toMatch( /^[a-f0-9]{10}$/ );
	await page.context().close();
} );

test( 'a request while the server is down gives the German offline message', async () => {
	const page = await newPage( browser );
	await page.goto( `${ host.url }/kasse/` );
	await page.waitForLoadState( 'networkidle' );
	await host.stop();
	try {
		expect( await request( page, '/wp/v2/types' ) ).toEqual( {
			error: {
				code: 'fetch_error',
				message: 'Sie sind wahrscheinlich offline.',
			},
		} );
	} finally {
		await host.restart();
		await page.context().close();
	}
} );
