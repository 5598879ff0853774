/**
 * Germanized 4.0.9's cart integration (issue 41: "Blocks extensions
 * register for the cart and the mini cart … show in Kiosk's cart the same
 * way"), on the real stack, each assertion run against WooCommerce's cart
 * block and Kiosk's cart of the same site with the same cart.
 *
 * Germanized registers `woocommerce-germanized-cart` on
 * `woocommerce_blocks_cart_block_registration`: its script
 * (`wc-gzd-blocks-cart`) renders, through
 * `registerPlugin( …, { scope: 'woocommerce-checkout' } )`, its
 * small-business notice in `ExperimentalOrderMeta` when the shop is a
 * small business (§ 19 UStG). Kiosk's cart runs the cart's integration
 * registry (AssetPlan::after_cart()) and hosts the slot at the end of its
 * order summary (src/wc-bridge/slots/).
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { activateGermanized } from '../support/germanized';
import { WOO_PAGES_PHP, WOO_PATHS } from '../support/measure';
import { addBook } from './shop';

const site = siteForThisFile();

const NOTICE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';

/** The script files a page prints, by path. */
async function scriptPaths( page: Page, url: string ): Promise< string[] > {
	const response = await page.context().request.get( url );
	return Array.from(
		( await response.text() ).matchAll( /<script\b[^>]*\ssrc="([^"]+)"/g ),
		( match ) => new URL( match[ 1 ] ).pathname
	);
}

beforeAll( () => {
	activateGermanized( site.host );
	site.host.php( WOO_PAGES_PHP );
	// The shop as a small business (Germanized's „Kleinunternehmerregelung“).
	site.host.php( `update_option( 'woocommerce_gzd_small_enterprise', 'yes' );
update_option( 'woocommerce_gzd_small_enterprise_text', ${ JSON.stringify(
		NOTICE
	) } );` );
} );

const CARTS = [
	[ 'WooCommerce’s cart block', WOO_PATHS.cart ],
	[ 'Kiosk’s cart', '/warenkorb/' ],
] as const;

test.each( CARTS )(
	'%s shows Germanized’s small-business notice from its cart integration once, in the order summary',
	async ( _name, path ) => {
		const page = await newPage( site.browser );
		await addBook( page, site.host.url );
		await page.goto( `${ site.host.url }${ path }` );
		const notice = page.getByText( NOTICE );
		await notice.first().waitFor();
		// Germanized's fill, in the slot at the end of the order summary.
		expect( await notice.count() ).toBe( 1 );
		expect(
			await notice.evaluate(
				( element ) =>
					!! element.closest( '.wc-block-components-order-meta' )
			)
		).toBe( true );
		expect( await page.locator( 'body' ).innerText() ).not.toContain(
			'gzd-'
		);
		await page.close();
	}
);

test( 'Kiosk’s cart loads Germanized’s cart block scripts with Kiosk’s answer to WooCommerce’s checkout globals, and no jQuery', async () => {
	const page = await newPage( site.browser );
	await addBook( page, site.host.url );
	const scripts = await scriptPaths( page, `${ site.host.url }/warenkorb/` );
	for ( const file of [
		'/wp-content/plugins/kiosk/build/wc-checkout.js',
		'/wp-content/plugins/woocommerce-germanized/build/cart.js',
		'/wp-content/plugins/woocommerce-germanized/build/cart-frontend.js',
	] ) {
		expect( scripts ).toContain( file );
	}
	expect( scripts.filter( ( url ) => /jquery/i.test( url ) ) ).toEqual( [] );
	expect(
		scripts.filter( ( url ) =>
			url.includes( '/plugins/woocommerce/assets/client/blocks/' )
		)
	).toEqual( [] );
	await page.close();
} );
