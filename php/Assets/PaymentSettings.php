<?php
/**
 * The payment methods' settings (`kioskSettings.paymentMethodData` and
 * `paymentMethodSortOrder`, Settings::payment()) go out where a script
 * that reads them prints, not in every page's inline settings (issue 43:
 * about 1.3 KB of a magazine page's 3 KB). The readers are the cart's
 * express area and the checkout, through `kiosk-registry` (WooCommerce's
 * `wcSettings`) and the checkout's stores: every page with one of them
 * prints `kiosk-data` (the cart and the checkout depend on it, and so does
 * the cart page's express flow loaded later) or at least `kiosk-registry`.
 * So the settings print once, before the first of the two, when the page
 * prints either. In wp-admin they stay in the inline settings (the block
 * editor's previews).
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Attaches the payment settings to the scripts that lead to their readers.
 */
final class PaymentSettings {

	/** The handles the settings print before, the first one printed first. */
	const HANDLES = array( 'kiosk-data', 'kiosk-registry' );

	/**
	 * Whether the settings were attached in this request.
	 *
	 * @var bool
	 */
	private $attached = false;

	/**
	 * Adds the print-time hooks.
	 */
	public function hook(): void {
		foreach ( array( 'wp_print_scripts', 'wp_print_footer_scripts' ) as $hook ) {
			add_action( $hook, array( $this, 'attach' ), 1 );
		}
	}

	/**
	 * Right before scripts print: the settings, once, before `kiosk-data`
	 * or, without it, `kiosk-registry`, where either prints.
	 */
	public function attach(): void {
		if ( $this->attached || is_admin() ) {
			return;
		}
		foreach ( self::HANDLES as $handle ) {
			if ( wp_script_is( $handle, 'enqueued' ) ) {
				$this->attached = true;
				wp_add_inline_script( $handle, Settings::payment_inline_script(), 'before' );
				return;
			}
		}
	}
}
