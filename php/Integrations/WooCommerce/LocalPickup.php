<?php
/**
 * Local pickup with Kiosk's checkout. WooCommerce registers its pickup
 * shipping method (`pickup_location`, with the locations set in
 * WooCommerce → Settings → Shipping → Local pickup) only when the checkout
 * page holds WooCommerce's own checkout block; a page with Kiosk's checkout
 * block gets it the same way.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Registers WooCommerce's pickup method for Kiosk's checkout.
 */
final class LocalPickup {

	const METHOD = 'pickup_location';

	/**
	 * Hooks.
	 */
	public function hook(): void {
		// After WooCommerce's own ShippingController (priority 10), which registers it for its block.
		add_action( 'woocommerce_load_shipping_methods', array( $this, 'register' ), 20 );
	}

	/**
	 * Whether the shop's checkout page holds Kiosk's checkout block.
	 */
	public static function kiosk_checkout_in_use(): bool {
		$page = function_exists( 'wc_get_page_id' ) ? (int) wc_get_page_id( 'checkout' ) : 0;
		return $page > 0 && has_block( 'kiosk/checkout', $page );
	}

	/**
	 * Registers the method once, when Kiosk's checkout is the shop's checkout.
	 */
	public function register(): void {
		$class = '\Automattic\WooCommerce\Blocks\Shipping\PickupLocation';
		if ( ! class_exists( $class ) || ! function_exists( 'WC' ) || ! self::kiosk_checkout_in_use() ) {
			return;
		}
		$shipping = WC()->shipping();
		if ( ! is_object( $shipping ) || isset( $shipping->get_shipping_methods()[ self::METHOD ] ) ) {
			return;
		}
		$shipping->register_shipping_method( new $class() );
	}
}
