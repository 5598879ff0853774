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
	}
}
