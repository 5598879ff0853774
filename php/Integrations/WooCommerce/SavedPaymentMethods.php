<?php
/**
 * A logged-in customer's saved payment methods for Kiosk's checkout, read
 * the way WooCommerce's checkout block gets them (the Store API's
 * PaymentUtils, grouped by type, only the enabled gateways' tokens) and
 * printed with the checkout's inline settings: no route of Kiosk's own.
 * WooCommerce never lets a page cache serve the checkout.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Adds `customerPaymentMethods` to the settings on the checkout page.
 */
final class SavedPaymentMethods {

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'kiosk_settings', array( $this, 'add' ) );
	}

	/**
	 * The customer's saved methods, grouped by type (`cc`, `echeck`, …).
	 *
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	public static function methods(): array {
		$utils = '\Automattic\WooCommerce\StoreApi\Utilities\PaymentUtils';
		if ( ! is_user_logged_in() || ! class_exists( $utils ) ) {
			return array();
		}
		$methods = $utils::get_saved_payment_methods();
		return is_array( $methods ) && is_array( $methods['enabled'] ?? null ) ? $methods['enabled'] : array();
	}

	/**
	 * Adds the methods on the checkout (not on its order endpoints).
	 *
	 * @param array<string, mixed> $settings Kiosk's inline settings.
	 * @return array<string, mixed>
	 */
	public function add( $settings ) {
		if ( function_exists( 'is_checkout' ) && is_checkout() && ! OrderPages::is_endpoint() ) {
			$settings['customerPaymentMethods'] = (object) self::methods();
		}
		return $settings;
	}
}
