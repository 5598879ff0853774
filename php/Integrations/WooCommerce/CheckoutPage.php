<?php
/**
 * The checkout page with Kiosk's checkout: served to everyone as the same
 * HTML (no redirect of an empty cart to the cart page, which WooCommerce
 * does for its classic checkout and skips for its block); Kiosk's checkout
 * shows the empty state itself from the cart it fetches.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Checkout page behaviour.
 */
final class CheckoutPage {

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'woocommerce_checkout_redirect_empty_cart', array( $this, 'redirect_empty_cart' ) );
	}

	/**
	 * No empty-cart redirect from a checkout page that holds Kiosk's checkout.
	 *
	 * @param bool $redirect WooCommerce's choice.
	 */
	public function redirect_empty_cart( $redirect ): bool {
		return LocalPickup::kiosk_checkout_in_use() ? false : (bool) $redirect;
	}
}
