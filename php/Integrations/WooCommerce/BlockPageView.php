<?php
/**
 * WooCommerce's payment method integrations decide in `is_active()` whether
 * their scripts load on the page, and some ask which of WooCommerce's
 * blocks the page holds: Germanized's invoice answers "not active" to a
 * guest when the option „Registered customers“ is on and
 * `has_block( 'woocommerce/checkout' )` holds, so WooCommerce's checkout
 * block never offers it to a guest. Asked on Kiosk's checkout, that
 * question would answer no and the method would be offered.
 *
 * While Kiosk asks the integrations, the page they see holds WooCommerce's
 * block in the place of Kiosk's (`kiosk/checkout` reads as
 * `woocommerce/checkout`, `kiosk/cart` as `woocommerce/cart`): a copy of
 * the page's post with the block's comment added is the global post for
 * that call only, then the page's own post is back.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a callback with the page seen as WooCommerce's block page.
 */
final class BlockPageView {

	/** Kiosk's block => WooCommerce's block it stands for. */
	const STANDS_FOR = array(
		'kiosk/checkout' => 'woocommerce/checkout',
		'kiosk/cart'     => 'woocommerce/cart',
	);

	/**
	 * The comments of WooCommerce's blocks the post at hand stands for.
	 *
	 * @param \WP_Post $post The page's post.
	 */
	public static function woocommerce_blocks_for( \WP_Post $post ): string {
		$comments = '';
		foreach ( self::STANDS_FOR as $kiosk => $woocommerce ) {
			if ( has_block( $kiosk, $post ) && ! has_block( $woocommerce, $post ) ) {
				$comments .= "\n<!-- wp:" . $woocommerce . ' /-->';
			}
		}
		return $comments;
	}

	/**
	 * `$callback()`, asked while the global post holds WooCommerce's blocks
	 * where the page holds Kiosk's.
	 *
	 * @param callable $callback What to run.
	 * @return mixed What it returned.
	 */
	public static function run( callable $callback ) {
		global $post;
		$page = $post;
		if ( ! ( $page instanceof \WP_Post ) ) {
			return $callback();
		}
		$comments = self::woocommerce_blocks_for( $page );
		if ( '' === $comments ) {
			return $callback();
		}
		$view               = clone $page;
		$view->post_content = $page->post_content . $comments;
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored right below.
		$post = $view;
		try {
			return $callback();
		} finally {
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page's own post back.
			$post = $page;
		}
	}
}
