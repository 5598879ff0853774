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
	 * WooCommerce's classic checkout scripts, which it enqueues on every
	 * is_checkout() page: the order-received page shows no form (no
	 * address fields, no payment methods, no add-to-cart button), the
	 * order-pay form needs them and keeps them.
	 */
	const RECEIVED_SCRIPTS = array(
		'wc-checkout',
		'wc-country-select',
		'wc-address-i18n',
		'selectWoo',
		'select2',
		'wc-password-strength-meter',
		'wc-add-to-cart',
	);

	/** WooCommerce's styles for those scripts (select2's). */
	const RECEIVED_STYLES = array( 'select2' );

	/**
	 * Whether this request is the order-received endpoint.
	 *
	 * @var callable(): bool
	 */
	private $order_received;

	/**
	 * Reads the endpoint from WooCommerce, or as told.
	 *
	 * @param callable|null $order_received Whether this is the order-received endpoint (self::is_order_received()).
	 */
	public function __construct( ?callable $order_received = null ) {
		$this->order_received = $order_received ?? array( self::class, 'is_order_received' );
	}

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue' ), 1 );
		add_action( 'wp_print_scripts', array( $this, 'dequeue' ), 1 );
		// After WooCommerce enqueued (10) and before the head's styles print.
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_on_order_received' ), 100 );
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue_on_order_received' ), 1 );
	}

	/**
	 * Whether this request is the order-received endpoint.
	 */
	public static function is_order_received(): bool {
		return function_exists( 'is_wc_endpoint_url' ) && is_wc_endpoint_url( 'order-received' );
	}

	/**
	 * Whether WooCommerce's classic checkout scripts stay off the
	 * order-received page; an owner keeps them with
	 * `add_filter( 'kiosk_order_received_drops_checkout_scripts', '__return_false' )`.
	 */
	public static function drops_checkout_scripts(): bool {
		return (bool) apply_filters( 'kiosk_order_received_drops_checkout_scripts', true );
	}

	/**
	 * Keeps WooCommerce's classic checkout scripts and select2's style off
	 * the order-received page.
	 */
	public function dequeue_on_order_received(): void {
		if ( is_admin() || ! call_user_func( $this->order_received ) || ! self::drops_checkout_scripts() ) {
			return;
		}
		self::dequeue_checkout_scripts();
	}

	/**
	 * Dequeues WooCommerce's classic checkout scripts and select2's style
	 * (a script still needed by another one still prints as its dependency).
	 */
	public static function dequeue_checkout_scripts(): void {
		foreach ( self::RECEIVED_SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( self::RECEIVED_STYLES as $handle ) {
			wp_dequeue_style( $handle );
		}
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
