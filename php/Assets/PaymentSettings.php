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
 * So the settings print once where the page prints either: right after
 * the inline settings (`kiosk-settings`, which every Kiosk script and the
 * payment methods' scripts, through the registry, come after), or, where
 * those printed already, before the first of the two. A payment method's
 * script reads them when it runs (`wcSettings.getSetting()`), which may be
 * before `kiosk-data` prints. In wp-admin they stay in the inline settings
 * (the block editor's previews).
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Attaches the payment settings to the scripts that lead to their readers.
 */
final class PaymentSettings {

	/** The handles whose page gets the settings. */
	const HANDLES = array( 'kiosk-registry', 'kiosk-data' );

	/**
	 * Whether the settings were attached in this request.
	 *
	 * @var bool
	 */
	private $attached = false;

	/**
	 * The settings, of which this prints the payment methods' part.
	 *
	 * @var Settings
	 */
	private $settings;

	/**
	 * Prints $settings' payment part.
	 *
	 * @param Settings $settings This request's settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Adds the print-time hooks.
	 */
	public function hook(): void {
		foreach ( array( 'wp_print_scripts', 'wp_print_footer_scripts' ) as $hook ) {
			add_action( $hook, array( $this, 'attach' ), 1 );
		}
	}

	/**
	 * Right before scripts print: the settings, once, after the inline
	 * settings (or before the registry or `kiosk-data` where those printed
	 * already), where the registry or `kiosk-data` prints.
	 */
	public function attach(): void {
		if ( $this->attached || is_admin() ) {
			return;
		}
		$enqueued = array_values( array_filter( self::HANDLES, static fn( $handle ) => wp_script_is( $handle, 'enqueued' ) ) );
		if ( array() === $enqueued ) {
			return;
		}
		$this->attached = true;
		if ( ! wp_script_is( Scripts::SETTINGS_HANDLE, 'done' ) ) {
			wp_add_inline_script( Scripts::SETTINGS_HANDLE, $this->settings->payment_inline_script(), 'after' );
			return;
		}
		wp_add_inline_script( $enqueued[0], $this->settings->payment_inline_script(), 'before' );
	}
}
