/**
 * The Store API requests of a first add to cart on the shop grid and the
 * product page: the header's one cart request (whose answer carries the
 * Nonce) and the add-item POST (whose answer is the whole cart), nothing
 * more, while the header count updates and `added_to_cart` fires. On the
 * real stack: WooCommerce's own shop links and product form, enhanced by
 * Kiosk's add-to-cart script.
 */
import type { Browser, Page } from 'playwright-core';
import { startHost, type Host } from '../support/host';
import { launchBrowser, newPage } from '../support/browser';

let host: Host;
let browser: Browser;

beforeAll( async () => {
	[ host, browser ] = await Promise.all( [ startHost(), launchBrowser() ] );
} );

afterAll( async () => {
	await browser?.close();
	await host?.dispose();
} );

/** A fresh visitor whose Store API requests and `added_to_cart` events are recorded. */
async function visitor() {
	const page = await newPage( browser );
	const requests: string[] = [];
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if ( url.pathname.startsWith( '/wp-json/wc/store/' ) ) {
			requests.push(
				`${ request.method() } ${ url.pathname.replace(
					'/wp-json',
					''
				) }`
			);
		}
	} );
	await page.addInitScript( () => {
		const w = window as unknown as { addedToCart: unknown[] };
		w.addedToCart = [];
		document.addEventListener( 'DOMContentLoaded', () =>
			document.body.addEventListener( 'added_to_cart', ( event ) =>
				w.addedToCart.push(
					( event as CustomEvent ).detail.cart.items_count
				)
			)
		);
	} );
	return { page, requests };
}

/** Waits for the header count, the status message and a quiet moment after. */
async function settled( page: Page, name: string ) {
	await page
		.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
		.waitFor();
	await page
		.getByText( `„${ name }“ wurde Ihrem Warenkorb hinzugefügt.` )
		.waitFor( { state: 'attached' } );
	// Any later (redundant) request would start within this window.
	await page.waitForTimeout( 700 );
}

const ONE_GET_ONE_POST = [
	'GET /wc/store/v1/cart',
	'POST /wc/store/v1/cart/add-item',
];

describe( 'Store API requests of a first add to cart', () => {
	it.each( [
		// WooCommerce's shop grid: its add-to-cart links, taken over by Kiosk's script.
		[
			'the shop',
			'/shop/',
			'link',
			'„Die Stadt und das Meer“ in den Warenkorb legen',
		],
		// WooCommerce's product form, taken over by Kiosk's script.
		[
			'the product page',
			'/produkt/die-stadt-und-das-meer/',
			'button',
			'In den Warenkorb',
		],
	] as const )(
		'adds one product on %s with one cart GET and one add-item POST',
		async ( _where, path, role, name ) => {
			const { page, requests } = await visitor();
			const headerCart = page.waitForResponse(
				( response ) =>
					new URL( response.url() ).pathname ===
					'/wp-json/wc/store/v1/cart'
			);
			await page.goto( `${ host.url }${ path }` );
			await headerCart;
			await page.getByRole( role, { name, exact: true } ).click();
			await settled( page, 'Die Stadt und das Meer' );
			expect( requests ).toEqual( ONE_GET_ONE_POST );
			expect( await page.evaluate( () => window.addedToCart ) ).toEqual( [
				1,
			] );
			await page.context().close();
		}
	);

	it( 'opens the drawer after the add with the cart the add answered: no cart request, no skeleton', async () => {
		const { page, requests } = await visitor();
		await page.goto( `${ host.url }/produkt/die-stadt-und-das-meer/` );
		await page
			.getByRole( 'button', { name: 'In den Warenkorb', exact: true } )
			.click();
		await settled( page, 'Die Stadt und das Meer' );
		// Any skeleton the drawer ever shows is counted.
		await page.evaluate( () => {
			const w = window as unknown as { skeletons: number };
			w.skeletons = 0;
			new MutationObserver( () => {
				if ( document.querySelector( '.kiosk-skeleton' ) ) {
					w.skeletons++;
				}
			} ).observe( document.body, { childList: true, subtree: true } );
		} );
		await page
			.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } )
			.click();
		await page
			.getByRole( 'dialog', { name: 'Ihr Warenkorb (1 Artikel)' } )
			.getByRole( 'button', { name: /aus dem Warenkorb entfernen/ } )
			.waitFor();
		await page.waitForTimeout( 700 );
		expect( requests ).toEqual( ONE_GET_ONE_POST );
		expect(
			await page.evaluate(
				() => ( window as unknown as { skeletons: number } ).skeletons
			)
		).toBe( 0 );
		await page.context().close();
	} );

	it( 'waits for the header cart request when the click comes before its answer, instead of asking again', async () => {
		const { page, requests } = await visitor();
		let answered = false;
		let release = () => {};
		const clicked = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		// Holds the header's answer back until the click has landed (however
		// long the machine takes to get there).
		await page.route(
			( url ) => url.pathname === '/wp-json/wc/store/v1/cart',
			async ( route ) => {
				await clicked;
				await route.continue();
				answered = true;
			}
		);
		await page.goto( `${ host.url }/shop/`, {
			waitUntil: 'domcontentloaded',
		} );
		await page
			.getByRole( 'link', {
				name: '„Kochen mit Kiosk“ in den Warenkorb legen',
			} )
			.click();
		expect( answered ).toBe( false );
		release();
		await settled( page, 'Kochen mit Kiosk' );
		expect( requests ).toEqual( ONE_GET_ONE_POST );
		expect( await page.evaluate( () => window.addedToCart ) ).toEqual( [
			1,
		] );
		await page.context().close();
	} );
} );

declare global {
	interface Window {
		addedToCart: unknown[];
	}
}
