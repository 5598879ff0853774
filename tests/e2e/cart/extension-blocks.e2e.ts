/**
 * An extension's block in the cart's totals area. The cart page itself
 * loads no registry; an extension depends on `kiosk-registry`, so WordPress
 * prints both. Here `page.route` adds them to the cart page's HTML (the
 * registry as WordPress prints it, id `kiosk-registry-js`, then a small
 * extension script), so the site's pages stay as they are.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser } from '../support/browser';

const REGISTRY = '/wp-content/plugins/kiosk/build/registry.js';

/** An extension registering one cart-totals block (React from core's handle). */
const EXTENSION = `( function () {
	var el = window.React.createElement;
	window.kiosk.registry.registerCheckoutBlock( {
		metadata: { name: 'demo/gift-wrap', parent: [ 'woocommerce/cart-totals-block' ] },
		component: function () {
			return el( 'p', { className: 'demo-gift-wrap' }, 'Geschenkverpackung möglich' );
		},
	} );
} )();`;

/** An extension whose block throws while rendering. */
const BROKEN = `( function () {
	window.kiosk.registry.registerCheckoutBlock( {
		metadata: { name: 'demo/broken', parent: 'kiosk/cart-totals-block' },
		component: function () {
			throw new Error( 'Erweiterung defekt' );
		},
	} );
} )();`;

let host: Host;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Serves the extension scripts and, when asked, prints them on the cart page. */
async function withExtension( target: Page, printed: string[] ) {
	const scripts: Record< string, string > = {
		'/demo-extension.js': EXTENSION,
		'/demo-broken.js': BROKEN,
	};
	await target.route(
		( url ) => url.pathname in scripts,
		( route ) =>
			route.fulfill( {
				contentType: 'application/javascript',
				body: scripts[ new URL( route.request().url() ).pathname ],
			} )
	);
	if ( ! printed.length ) {
		return;
	}
	await target.route(
		( url ) => url.pathname === '/warenkorb/',
		async ( route ) => {
			const response = await route.fetch();
			const tags = [
				`<script src="${ REGISTRY }" id="kiosk-registry-js"></script>`,
				...printed.map(
					( src ) => `<script src="${ src }" id="demo-js"></script>`
				),
			].join( '' );
			await route.fulfill( {
				response,
				body: ( await response.text() ).replace(
					'</body>',
					`${ tags }</body>`
				),
			} );
		}
	);
}

const totals = () => page.locator( '.kiosk-cart__totals' );

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
	context = await browser.newContext( { locale: 'de-DE' } );
	// One product in the cart for every test (one visitor, one cookie jar).
	const shop = await context.newPage();
	await shop.goto( `${ host.url }/shop/` );
	await shop
		.getByRole( 'link', {
			name: '„Die Stadt und das Meer“ in den Warenkorb legen',
		} )
		.click();
	await shop
		.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
		.waitFor();
	await shop.close();
} );

beforeEach( async () => {
	page = await context.newPage();
} );

afterEach( async () => {
	await page?.close();
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

describe( 'extension blocks in the cart', () => {
	it( 'renders a registered extension block in the cart totals, with the registry loaded once', async () => {
		await withExtension( page, [ '/demo-extension.js' ] );
		const registryRequests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( new URL( request.url() ).pathname === REGISTRY ) {
				registryRequests.push( request.url() );
			}
		} );
		await page.goto( `${ host.url }/warenkorb/` );
		const block = totals().getByText( 'Geschenkverpackung möglich' );
		await block.waitFor();
		expect( await block.getAttribute( 'class' ) ).toBe( 'demo-gift-wrap' );
		await expect(
			page.getByRole( 'heading', { name: 'Warenkorb-Summe' } ).count()
		).resolves.toBe( 1 );
		// The express area's later load finds the handle and adds no second copy.
		await page.waitForTimeout( 2500 );
		expect( registryRequests ).toHaveLength( 1 );
		await expect( block.count() ).resolves.toBe( 1 );
	} );

	it( 'renders an extension block registered after the cart mounted', async () => {
		await withExtension( page, [] );
		const response = await page.goto( `${ host.url }/warenkorb/` );
		// The cart page prints no registry (its express area loads one after first paint).
		expect( await response?.text() ).not.toContain(
			'id="kiosk-registry-js"'
		);
		await page
			.getByRole( 'heading', { name: 'Warenkorb-Summe' } )
			.waitFor();
		await expect(
			totals().getByText( 'Geschenkverpackung möglich' ).count()
		).resolves.toBe( 0 );
		await page.evaluate( async ( registry ) => {
			const add = ( src: string, id: string ) =>
				new Promise( ( resolve, reject ) => {
					if ( document.getElementById( id ) ) {
						resolve( null );
						return;
					}
					const script = document.createElement( 'script' );
					script.src = src;
					script.id = id;
					script.async = false;
					script.onload = resolve;
					script.onerror = reject;
					document.body.appendChild( script );
				} );
			await add( registry, 'kiosk-registry-js' );
			// The express area may have added the tag first: wait until it ran.
			while (
				! ( window as { kiosk?: { registry?: unknown } } ).kiosk
					?.registry
			) {
				await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
			}
			await add( '/demo-extension.js', 'demo-js' );
		}, REGISTRY );
		await totals().getByText( 'Geschenkverpackung möglich' ).waitFor();
	} );

	it( 'shows the block error placeholder for a crashing extension block and keeps the cart working', async () => {
		await withExtension( page, [ '/demo-broken.js' ] );
		const errors: string[] = [];
		page.on( 'pageerror', ( error ) => errors.push( error.message ) );
		await page.goto( `${ host.url }/warenkorb/` );
		const placeholder = totals().getByRole( 'alert' );
		await placeholder.waitFor();
		expect( await placeholder.textContent() ).toContain( 'Hoppla!' );
		expect( await placeholder.textContent() ).toContain(
			'Beim Laden des Inhalts ist ein Fehler aufgetreten.'
		);
		// A guest sees no error details.
		expect( await placeholder.textContent() ).not.toContain(
			'Erweiterung defekt'
		);
		await page
			.getByRole( 'button', {
				name: 'Menge von Die Stadt und das Meer erhöhen',
			} )
			.waitFor();
		await totals()
			.getByRole( 'link', { name: 'Weiter zur Kasse' } )
			.waitFor();
		expect( errors ).toEqual( [] );
	} );
} );
