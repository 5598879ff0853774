<?php
/**
 * The Store API cart, put into the cart and checkout pages that Kiosk's
 * blocks render (`cartPreload` in the inline settings), as WooCommerce's own
 * blocks do: the blocks then show the cart at once, with no request and no
 * skeleton. These pages are never served from a page cache (WooCommerce
 * marks them uncacheable), so the visitor's cart may be in them.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\LazyScripts;

/**
 * Adds `cartPreload` on the cart and checkout pages.
 */
final class CartPreload {

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'kiosk_settings', array( $this, 'add' ) );
	}

	/**
	 * Whether this request shows Kiosk's cart or checkout (not an order
	 * endpoint).
	 */
	public static function applies(): bool {
		if ( is_admin() || ! function_exists( 'WC' ) || ! function_exists( 'is_checkout' ) ) {
			return false;
		}
		if ( LazyScripts::is_cart_page() ) {
			return true;
		}
		if ( OrderPages::is_endpoint() ) {
			return false;
		}
		if ( is_checkout() ) {
			return true;
		}
		$post = is_singular() ? get_queried_object() : null;
		return $post instanceof \WP_Post && has_block( 'kiosk/checkout', $post );
	}

	/**
	 * The Store API's answer to GET /cart for this visitor, or null.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function cart(): ?array {
		$request  = new \WP_REST_Request( 'GET', '/wc/store/v1/cart' );
		$response = rest_do_request( $request );
		if ( $response->is_error() || 200 !== $response->get_status() ) {
			return null;
		}
		$data = rest_get_server()->response_to_data( $response, false );
		return is_array( $data ) ? $data : null;
	}

	/**
	 * Adds the cart to the settings where it applies.
	 *
	 * @param array<string, mixed> $settings Kiosk's inline settings.
	 * @return array<string, mixed>
	 */
	public function add( $settings ) {
		/**
		 * Filters whether the cart is put into the cart and checkout pages
		 * (off: the blocks load it with their first request).
		 *
		 * @param bool $preload Whether to preload.
		 */
		if ( self::applies() && apply_filters( 'kiosk_cart_preload', true ) ) {
			$cart = self::cart();
			if ( null !== $cart ) {
				$settings['cartPreload']    = $cart;
				$settings['storeApiUserId'] = get_current_user_id();
			}
		}
		return $settings;
	}
}
