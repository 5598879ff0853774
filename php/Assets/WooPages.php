<?php
/**
 * WooCommerce's answers about the current page (its conditional tags),
 * read in one place: each is false where WooCommerce is not active. The
 * page context (PageContext) reads them once per request; a test passes
 * its own answers instead of loading WooCommerce.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

use Kiosk\Integrations\WooCommerce\OrderPages;

/**
 * WooCommerce's conditional tags.
 */
class WooPages {

	/**
	 * Whether WooCommerce's conditional tags exist (`is_woocommerce()`).
	 */
	public function loaded(): bool {
		return function_exists( 'is_woocommerce' );
	}

	/**
	 * Whether WooCommerce runs its cart (`WC()`) and knows its checkout page.
	 */
	public function runs_cart(): bool {
		return function_exists( 'WC' ) && function_exists( 'is_checkout' );
	}

	/**
	 * WooCommerce's cart page (`is_cart()`).
	 */
	public function is_cart(): bool {
		return function_exists( 'is_cart' ) && is_cart();
	}

	/**
	 * WooCommerce's checkout page (`is_checkout()`; its order-received and
	 * order-pay endpoints included).
	 */
	public function is_checkout(): bool {
		return function_exists( 'is_checkout' ) && is_checkout();
	}

	/**
	 * The checkout's order-received or order-pay endpoint.
	 */
	public function is_order_endpoint(): bool {
		return OrderPages::is_endpoint();
	}

	/**
	 * One of WooCommerce's own templates (`is_woocommerce()`: shop, product,
	 * product category and tag).
	 */
	public function is_woocommerce(): bool {
		return function_exists( 'is_woocommerce' ) && is_woocommerce();
	}

	/**
	 * The account page.
	 */
	public function is_account_page(): bool {
		return function_exists( 'is_account_page' ) && is_account_page();
	}

	/**
	 * The shop, a product category or tag, or a product.
	 */
	public function is_product_page(): bool {
		return function_exists( 'is_woocommerce' ) && ( is_shop() || is_product_taxonomy() || is_product() );
	}
}
