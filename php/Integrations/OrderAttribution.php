<?php
/**
 * Order attribution on every front-end page (replaces WooCommerce's script).
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\Scripts;

/**
 * Enqueues `kiosk-order-attribution`.
 */
final class OrderAttribution {

	const HANDLE = 'kiosk-order-attribution';

	/** WooCommerce's handle of the sourcebuster library. */
	const SOURCEBUSTER = 'sourcebuster-js';

	/**
	 * Scripts.
	 *
	 * @var Scripts
	 */
	private $scripts;

	/**
	 * Constructor.
	 *
	 * @param Scripts $scripts Scripts.
	 */
	public function __construct( Scripts $scripts ) {
		$this->scripts = $scripts;
	}

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
	}

	/**
	 * Enqueues the script and drops WooCommerce's own; nothing at all when
	 * the owner turned WooCommerce's order attribution off.
	 */
	public function enqueue(): void {
		$settings = \Kiosk\Assets\Settings::order_attribution( class_exists( 'WooCommerce' ) );
		if ( ! $settings['enabled'] ) {
			return;
		}
		if ( ! $this->scripts->enqueue( self::HANDLE ) ) {
			return;
		}
		wp_dequeue_script( 'wc-order-attribution' );
		if ( self::drops_sourcebuster() ) {
			// WooCommerce enqueues the sourcebuster library on its own
			// (its order attribution calls sbjs.init()); Kiosk's script
			// writes the same cookies without it, so on WooCommerce's own
			// pages it only cost a download and its evaluation.
			wp_dequeue_script( self::SOURCEBUSTER );
		}
	}

	/**
	 * Whether the sourcebuster library stays off where Kiosk's script
	 * replaces WooCommerce's order attribution; an owner whose own code
	 * uses `sbjs` keeps it with
	 * `add_filter( 'kiosk_order_attribution_drops_sourcebuster', '__return_false' )`.
	 */
	public static function drops_sourcebuster(): bool {
		return (bool) apply_filters( 'kiosk_order_attribution_drops_sourcebuster', true );
	}
}
