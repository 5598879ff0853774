/**
 * Germanized 4.0.9's mini-cart integration (issue 41: "Blocks extensions
 * register for the cart and the mini cart … show in Kiosk's cart and mini
 * cart the same way"), on the real stack, as a shopper: WooCommerce's
 * mini-cart block and Kiosk's header mini cart on the same site with the
 * same cart.
 *
 * Germanized registers `woocommerce-germanized-mini-cart` on
 * `woocommerce_blocks_mini-cart_block_registration`: its script
 * (`wc-gzd-blocks-mini-cart-frontend`, its settings printed before
 * `wc-gzd-blocks-settings`, its chunk's translations before itself)
 * registers `woocommerce-germanized/mini-cart-notices` for
 * `woocommerce/mini-cart-footer-block`: „inkl. MwSt.“ and the
 * shipping-costs note. Kiosk's drawer loads it with its own scripts on the
 * first open (LazyScriptList: the inline scripts and translations are
 * entries of their own, data: URLs, LazyScripts::entries()), not at first
 * paint.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { activateGermanized } from '../support/germanized';
import { addBook } from './shop';

const site = siteForThisFile();

/** The script files a page prints, by path. */
async function scriptPaths( page: Page, url: string ): Promise< string[] > {
	const response = await page.context().request.get( url );
	return Array.from(
		( await response.text() ).matchAll( /<script\b[^>]*\ssrc="([^"]+)"/g ),
		( match ) => new URL( match[ 1 ] ).pathname
	);
}

/** How often a text occurs in what the shopper sees. */
const count = ( seen: string, text: RegExp ) =>
	( seen.match( new RegExp( text.source, 'g' ) ) || [] ).length;

beforeAll( () => {
	activateGermanized( site.host );
} );

/** What a drawer shows once Germanized's notices are in it. */
async function notesIn( page: Page ): Promise< string > {
	const drawer = page.getByRole( 'dialog' );
	const notices = drawer.locator( '.wc-gzd-block-mini-cart-notices' );
	await notices.getByText( 'inkl. MwSt.' ).waitFor();
	await notices.getByText( /Versandkosten/ ).waitFor();
	return drawer.innerText();
}

test( 'Kiosk’s mini cart shows Germanized’s notices once, in its footer, loaded on the first open', async () => {
	const page = await newPage( site.browser );
	await addBook( page, site.host.url );
	// Not at first paint: the page prints none of Germanized's block scripts.
	const printed = await scriptPaths( page, `${ site.host.url }/shop/` );
	expect(
		printed.filter(
			( path ) =>
				path.startsWith(
					'/wp-content/plugins/woocommerce-germanized/build/'
				) && ! path.includes( '/build/static/' )
		)
	).toEqual( [] );

	// What the open loads: the page itself may carry jQuery (Germanized's
	// classic unit-price scripts on the shop grid), the mini cart brings none.
	const requested: string[] = [];
	page.on( 'request', ( request ) =>
		requested.push( new URL( request.url() ).pathname )
	);
	await page.getByRole( 'button', { name: 'Warenkorb: 1 Artikel' } ).click();
	const seen = await notesIn( page );
	expect(
		await page
			.locator(
				'.kiosk-mini-cart__footer .wc-gzd-block-mini-cart-notices'
			)
			.count()
	).toBe( 1 );
	// Each note once: Kiosk's own price note steps back.
	expect( count( seen, /MwSt\./ ) ).toBe( 1 );
	expect( count( seen, /Versandkosten/ ) ).toBe( 1 );
	expect( seen ).not.toContain( 'gzd-' );
	expect( seen ).not.toContain( 'incl. VAT' );
	expect( requested.filter( ( path ) => /jquery/i.test( path ) ) ).toEqual(
		[]
	);
	expect( requested ).toContain(
		'/wp-content/plugins/woocommerce-germanized/build/mini-cart-frontend.js'
	);
	// Germanized's settings, printed inline before its script on its own
	// pages, came with the list as code of their own (a data: URL under
	// WordPress's id), and no inline code the page printed ran again.
	const inline = await page.evaluate( () =>
		Array.from(
			document.querySelectorAll( 'script[src^="data:"]' ),
			( script ) => ( {
				id: script.id,
				twin: !! document.getElementById(
					script.id.replace( /-js$/, '' )
				),
			} )
		)
	);
	expect( inline ).toContainEqual( {
		id: 'wc-gzd-blocks-settings-js-before-js',
		twin: false,
	} );
	expect( inline.filter( ( { twin } ) => twin ) ).toEqual( [] );
	await page.close();
} );
