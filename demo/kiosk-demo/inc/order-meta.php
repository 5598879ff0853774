<?php
/**
 * A checkout extension as WooCommerce's extensions are written, for the
 * e2e of `wc.blocksCheckout`'s slot fills: a block integration
 * (`IntegrationInterface`, registered on
 * `woocommerce_blocks_checkout_block_registration`) whose plain script
 * (`order-meta/order-meta.js`, depending on `wc-blocks-checkout`,
 * `wc-settings`, `wp-plugins` and `wp-element`) registers a plugin of scope
 * `woocommerce-checkout` with an `ExperimentalOrderMeta` fill. Off unless
 * the option `kiosk_demo_order_meta` is `yes` (the e2e sets it), so that
 * no other test's checkout loads it.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_action( 'woocommerce_blocks_checkout_block_registration', 'kiosk_demo_order_meta_register' );

/**
 * Registers the integration where the option is on.
 *
 * @param object $registry WooCommerce's IntegrationRegistry.
 */
function kiosk_demo_order_meta_register( $registry ): void {
	if ( 'yes' !== get_option( 'kiosk_demo_order_meta' ) ) {
		return;
	}
	require_once KIOSK_DEMO_DIR . '/order-meta/class-kiosk-demo-order-meta.php';
	$registry->register( new Kiosk_Demo_Order_Meta() );
}
