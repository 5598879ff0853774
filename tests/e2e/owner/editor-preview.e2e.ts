/**
 * The checkout's preview in the block editor, on the real stack (the demo
 * shop: bank transfer, cheque, cash on delivery and two test-mode gateways
 * enabled): the owner sees the shop's own payment methods and one of the
 * shop's products, not „Keine registrierten Zahlungsarten“ and products the
 * shop does not sell.
 */
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { openEditor, quietEditor } from '../editor/layout-helpers';

jest.setTimeout( 4 * 60 * 1000 );

const site = siteForThisFile();
let editor: Page;
const errors: string[] = [];

afterAll( async () => {
	await editor?.context().close();
} );

test( 'the checkout preview shows the shop’s payment methods and a product of the shop', async () => {
	quietEditor( site.host );
	const shop = JSON.parse(
		site.host.php( `
			$gateways = array();
			foreach ( WC()->payment_gateways()->payment_gateways() as $gateway ) {
				if ( 'yes' === $gateway->enabled ) {
					$gateways[] = wp_strip_all_tags( $gateway->get_title() );
				}
			}
			$products = array_map( static fn ( $p ) => $p->get_name(), wc_get_products( array( 'status' => 'publish', 'limit' => -1 ) ) );
			echo wp_json_encode( array( 'checkout' => wc_get_page_id( 'checkout' ), 'gateways' => $gateways, 'products' => $products ) );
		` )
	) as { checkout: number; gateways: string[]; products: string[] };
	expect( shop.gateways ).toContain( 'Überweisung (Vorkasse)' );

	editor = await openEditor( site.browser, site.host, shop.checkout, errors );
	const canvas = editor.frameLocator( 'iframe[name="editor-canvas"]' );
	const payment = canvas.locator( '.kiosk-checkout__payment-methods' );
	await payment.waitFor( { state: 'visible' } );
	// textContent, not innerText: the editor renders blocks below the fold
	// with `content-visibility: auto`, and innerText skips what is not painted.
	const titles = (
		await payment.locator( '.kiosk-payment-method label' ).allTextContents()
	).map( ( text ) => text.trim() );
	expect( titles ).toEqual( shop.gateways );

	const checkout = canvas.locator( '.wp-block-kiosk-checkout' ).first();
	const text = ( await checkout.textContent() ) || '';
	expect( text ).not.toContain( 'Keine registrierten Zahlungsarten' );
	expect( text ).toContain( 'Hier erscheinen Express-Zahlungsknöpfe' );
	const names = (
		await checkout
			.locator(
				'.kiosk-order-summary-item__name, .kiosk-cart-item__name'
			)
			.allTextContents()
	)
		.map( ( name ) => name.trim() )
		.filter( Boolean );
	expect( names.length ).toBeGreaterThan( 0 );
	for ( const name of names ) {
		expect( shop.products ).toContain( name );
	}
	expect( errors ).toEqual( [] );
} );
