<?php
/**
 * The checkout page's endpoints, order received and order pay: WooCommerce
 * renders them (its templates and hooks: the order details, the bank details
 * of bacs, what other plugins add), in place of Kiosk's checkout, whose
 * scripts then stay off the page.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Order-received and order-pay on a page that holds Kiosk's checkout.
 */
final class OrderPages {

	/** Kiosk's checkout scripts, not needed on these endpoints. */
	const SCRIPTS = array( 'kiosk-checkout' );

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue' ), 1 );
		add_action( 'wp_print_scripts', array( $this, 'dequeue' ), 1 );
	}

	/**
	 * Whether this request is the checkout's order-received or order-pay endpoint.
	 */
	public static function is_endpoint(): bool {
		return function_exists( 'is_wc_endpoint_url' )
			&& ( is_wc_endpoint_url( 'order-received' ) || is_wc_endpoint_url( 'order-pay' ) );
	}

	/**
	 * WooCommerce's own output for the endpoint (its checkout shortcode
	 * renders the thank-you page or the pay form, with their hooks).
	 */
	public static function render(): string {
		if ( ! class_exists( '\WC_Shortcode_Checkout' ) ) {
			return '';
		}
		ob_start();
		echo '<div class="woocommerce kiosk-order-page">';
		\WC_Shortcode_Checkout::output( array() );
		echo '</div>';
		return (string) ob_get_clean();
	}

	/**
	 * Keeps Kiosk's checkout scripts off the endpoints (the block's view
	 * script is enqueued whenever the block renders).
	 */
	public function dequeue(): void {
		if ( ! self::is_endpoint() ) {
			return;
		}
		foreach ( self::SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
	}
}
