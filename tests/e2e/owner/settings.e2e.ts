/**
 * What the owner sets reaches the shopper, on the real stack: the
 * place-order label from Settings → Kiosk, the gateway titles from
 * WooCommerce, WooCommerce's order-attribution switch, and the visitor's
 * consent through `wc_order_attribution_allow_tracking` (how the WP Consent
 * API answers): no attribution cookie before consent.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { siteForThisFile } from '../support/site';
import { logIn, newPage } from '../support/browser';
import {
	checkoutWithItem,
	fillGuestAddress,
	scrollToPaymentStep,
	waitForCustomerUpdate,
} from '../checkout/helpers';

const site = siteForThisFile();

const attributionCookies = async ( page: Page ) =>
	( await page.context().cookies() )
		.map( ( c ) => c.name )
		.filter( ( name ) => name.startsWith( 'sbjs_' ) );

test( 'the place-order label set in Settings → Kiosk shows on the checkout', async () => {
	const admin = await newPage( site.browser );
	await logIn( admin, site.host.url, 'admin' );
	await admin.goto(
		`${ site.host.url }/wp-admin/options-general.php?page=kiosk`
	);
	await admin
		.locator( '#kiosk_place_order_label' )
		.fill( 'Jetzt kaufen (zahlungspflichtig)' );
	await Promise.all( [
		admin.waitForURL( /settings-updated=true/ ),
		admin.locator( '#submit' ).click(),
	] );
	await admin.close();

	const page = await newPage( site.browser );
	await checkoutWithItem(
		page,
		site.host.url,
		undefined,
		'Jetzt kaufen (zahlungspflichtig)'
	);
	await page.close();
	site.host.php(
		`$o = get_option( 'kiosk_settings' ); $o['place_order_label'] = ''; update_option( 'kiosk_settings', $o );`
	);
} );

test( "a gateway's title and description as the owner set them in WooCommerce", async () => {
	site.host.php( `$s = get_option( 'woocommerce_cheque_settings' );
$s['title'] = 'Verrechnungsscheck';
$s['description'] = 'Bitte Scheck an die Redaktion senden.';
update_option( 'woocommerce_cheque_settings', $s );` );
	const page = await newPage( site.browser );
	await checkoutWithItem( page, site.host.url );
	// The payment methods' scripts load when the shopper nears the step.
	await scrollToPaymentStep( page );
	await page.getByRole( 'radio', { name: 'Verrechnungsscheck' } ).check();
	await page.getByText( 'Bitte Scheck an die Redaktion senden.' ).waitFor();
	await page.close();
} );

test( "with WooCommerce's order attribution switched off, nothing tracks and the order has no attribution", async () => {
	site.host.php(
		`update_option( 'woocommerce_feature_order_attribution_enabled', 'no' );`
	);
	try {
		const page = await newPage( site.browser );
		await checkoutWithItem( page, site.host.url );
		expect(
			await page.locator( '#kiosk-order-attribution-js' ).count()
		).toBe( 0 );
		expect( await attributionCookies( page ) ).toEqual( [] );
		await fillGuestAddress( page );
		await waitForCustomerUpdate( page );
		await page
			.getByRole( 'button', { name: 'Zahlungspflichtig bestellen' } )
			.click();
		await page.waitForURL( /bestellung-erhalten\/(\d+)/ );
		const id = /bestellung-erhalten\/(\d+)/.exec( page.url() )![ 1 ];
		expect(
			site.host.php(
				`echo wp_json_encode( wc_get_order( ${ Number( id ) } )->get_meta( '_wc_order_attribution_source_type' ) );`
			)
		).toBe( '""' );
		await page.close();
	} finally {
		site.host.php(
			`update_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );`
		);
	}
} );

test( 'without consent (wc_order_attribution_allow_tracking) no attribution cookie is set, and one is after the visitor allows marketing', async () => {
	const plugin = join(
		site.host.dataDir,
		'wp-content',
		'mu-plugins',
		'kiosk-test-no-consent.php'
	);
	writeFileSync(
		plugin,
		"<?php add_filter( 'wc_order_attribution_allow_tracking', '__return_false' );\n"
	);
	try {
		const page = await newPage( site.browser );
		await page.goto( `${ site.host.url }/` );
		await page.locator( '#kiosk-order-attribution-js' ).waitFor( {
			state: 'attached',
		} );
		await page.waitForLoadState( 'networkidle' );
		expect( await attributionCookies( page ) ).toEqual( [] );
		// The WP Consent API's event when the visitor allows marketing.
		await page.evaluate( () =>
			document.dispatchEvent(
				new CustomEvent( 'wp_listen_for_consent_change', {
					detail: { marketing: 'allow' },
				} )
			)
		);
		expect( await attributionCookies( page ) ).toContain( 'sbjs_current' );
		await page.close();
	} finally {
		rmSync( plugin, { force: true } );
	}
} );
