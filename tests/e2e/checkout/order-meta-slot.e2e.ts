/**
 * `wc.blocksCheckout`'s slot fills on the real stack: the demo's checkout
 * extension (demo/kiosk-demo/order-meta/, a WooCommerce block integration
 * whose plain script registers an `ExperimentalOrderMeta` fill through
 * WordPress's own `wp.plugins.registerPlugin`, scope
 * `woocommerce-checkout`) shows its note, with the item count from the
 * fill's `cart` prop, in the order summary of WooCommerce's checkout block
 * and of Kiosk's checkout on the same site. Its button reports an error
 * through WordPress's `core/notices` with the context `wc/checkout`, as
 * gateways do; both checkouts show it once.
 */
import type { Locator, Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { newPage } from '../support/browser';
import { WOO_PAGES_PHP, WOO_PATHS } from '../support/measure';
import { addItemThroughApi } from '../support/cart-item';
import { checkoutWithItem } from './helpers';

const site = siteForThisFile();
const NOTE = 'Lieferzeit: 1-3 Werktage (1 Artikel)';

beforeAll( () => {
	site.host.php( WOO_PAGES_PHP );
	site.host.php( "update_option( 'kiosk_demo_order_meta', 'yes' );" );
} );

describe( 'an ExperimentalOrderMeta fill registered with registerPlugin', () => {
	it( "shows in the order summary of WooCommerce's checkout block", async () => {
		const page = await newPage( site.browser );
		await page.goto( `${ site.host.url }/kasse/` );
		await addItemThroughApi( page );
		await page.goto( `${ site.host.url }${ WOO_PATHS.checkout }` );
		const note = page
			.locator( '.wc-block-components-order-meta' )
			.getByText( NOTE, { exact: true } )
			.first();
		await note.waitFor();
		expect( await note.isVisible() ).toBe( true );
		await page.context().close();
	} );

	it( "shows in the order summary of Kiosk's checkout, through Kiosk's bridge and WordPress's wp-plugins", async () => {
		const page = await newPage( site.browser );
		await checkoutWithItem( page, site.host.url );
		const note = page
			.getByRole( 'region', { name: 'Bestellübersicht' } )
			.getByText( NOTE, { exact: true } )
			.first();
		await note.waitFor();
		expect( await note.isVisible() ).toBe( true );
		// The extension's script and WordPress's wp-plugins, answered by
		// Kiosk's bridge: none of WooCommerce's block front end
		// (blocks-checkout, blocks-components, the data store).
		expect(
			await page.locator( '#kiosk-demo-order-meta-js' ).count()
		).toBe( 1 );
		expect( await page.locator( '#kiosk-wc-checkout-js' ).count() ).toBe(
			1
		);
		expect(
			await page.evaluate(
				() => typeof ( window as any ).wp?.plugins?.registerPlugin
			)
		).toBe( 'function' );
		// WooCommerce's own payment method scripts aside (Kiosk runs them).
		const wooBlockScripts = await page.evaluate( () =>
			Array.from( document.scripts )
				.map( ( script ) => script.src )
				.filter(
					( src ) =>
						src.includes(
							'/plugins/woocommerce/assets/client/blocks/'
						) &&
						! /\/wc-payment-method-(bacs|cheque|cod)\.js/.test(
							src
						)
				)
		);
		expect( wooBlockScripts ).toEqual( [] );
		await page.context().close();
	} );
} );

describe( "an error an extension creates through WordPress's core/notices", () => {
	const ERROR = 'Die Demo-Erweiterung meldet einen Fehler.';

	/** Clicks the extension's button; the notices showing its error. */
	async function reportError( page: Page, notices: Locator ) {
		await page
			.getByRole( 'button', { name: 'Demo-Fehler melden' } )
			.click();
		const shown = notices.filter( { hasText: ERROR } );
		await shown.first().waitFor();
		return shown;
	}

	it( "shows once on WooCommerce's checkout block", async () => {
		const page = await newPage( site.browser );
		await page.goto( `${ site.host.url }/kasse/` );
		await addItemThroughApi( page );
		await page.goto( `${ site.host.url }${ WOO_PATHS.checkout }` );
		// WooCommerce's banner has no role: a11y-speak announces it.
		const banner = await reportError(
			page,
			page.locator( '.wc-block-components-notice-banner.is-error' )
		);
		expect( await banner.count() ).toBe( 1 );
		expect( await banner.isVisible() ).toBe( true );
		await page.context().close();
	} );

	it( "shows once in Kiosk's checkout notices, without WordPress's wp-notices bundle", async () => {
		const page = await newPage( site.browser );
		await checkoutWithItem( page, site.host.url );
		const alert = await reportError( page, page.getByRole( 'alert' ) );
		expect( await alert.count() ).toBe( 1 );
		expect( await alert.isVisible() ).toBe( true );
		// `wp-notices` is answered by Kiosk's bridge: core's bundle (with
		// wp-components) is not loaded.
		expect(
			await page.evaluate( () =>
				Array.from( document.scripts ).some( ( script ) =>
					/\/wp-includes\/js\/dist\/(notices|components)(\.min)?\.js/.test(
						script.src
					)
				)
			)
		).toBe( false );
		await page.context().close();
	} );
} );
