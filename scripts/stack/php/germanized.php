<?php
/**
 * Germanized for WooCommerce set up as a German shop owner has it after its
 * setup wizard, without the wizard's clicks and without a request leaving
 * the machine (wp-config.php blocks external HTTP):
 *   php cli.php activate.php '' woocommerce-germanized/woocommerce-germanized.php
 *   php cli.php germanized.php
 * (two runs: Germanized's classes load with the plugins of the second).
 *
 * What the wizard's first step does with its defaults ("Germanize
 * WooCommerce settings", "Pages", "VAT"; OSS off, which would install
 * another plugin), the second step's defaults (no small-business rule, no
 * double opt-in), its later steps skipped (Shiptastic and the shipping
 * providers would install plugins; encryption needs a key in wp-config.php).
 * Then the gateways "Lastschrift" (direct debit) and "Rechnung" (invoice)
 * enabled, as in WooCommerce → Settings → Payments.
 *
 * @package Kiosk
 */

if ( ! class_exists( 'WC_GZD_Install' ) ) {
	fwrite( STDERR, "Germanized is not active on this site\n" );
	exit( 1 );
}

// Germanized's install routine (its activation hook ran it; a second run is
// what its version check does, and harmless): taxonomies, units, labels,
// checkboxes, default options.
WC_GZD_Install::install();

// The wizard's first step, with its defaults.
WC_GZD_Install::set_default_settings();
if ( wc_get_page_id( 'revocation' ) < 1 ) {
	WC_GZD_Install::create_pages();
}
WC_GZD_Install::create_tax_rates();

// The wizard is done: no redirect to it or to the welcome screen.
delete_transient( '_wc_gzd_setup_wizard_redirect' );
delete_transient( '_wc_gzd_activation_redirect' );

// The gateways, enabled with their defaults (titles "Lastschrift", "Rechnung").
foreach ( array( 'direct-debit', 'invoice' ) as $kiosk_gateway_id ) {
	$kiosk_gateways = WC()->payment_gateways()->payment_gateways();
	if ( ! isset( $kiosk_gateways[ $kiosk_gateway_id ] ) ) {
		fwrite( STDERR, "Germanized's gateway $kiosk_gateway_id is not registered\n" );
		exit( 1 );
	}
	$kiosk_gateway = $kiosk_gateways[ $kiosk_gateway_id ];
	$kiosk_gateway->init_settings();
	$kiosk_gateway->update_option( 'enabled', 'yes' );
}

echo 'germanized ' . esc_html( WC_germanized()->version ) . " set up\n";
