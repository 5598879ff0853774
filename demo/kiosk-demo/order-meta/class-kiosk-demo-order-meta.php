<?php
/**
 * The demo's order-meta extension as a WooCommerce block integration.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

/**
 * Its script is enqueued by whichever checkout runs the integrations
 * (WooCommerce's checkout block or Kiosk's).
 */
final class Kiosk_Demo_Order_Meta implements Automattic\WooCommerce\Blocks\Integrations\IntegrationInterface {

	/** The integration's name. */
	public function get_name() {
		return 'kiosk-demo-order-meta';
	}

	/** Registers the script. */
	public function initialize() {
		wp_register_script(
			'kiosk-demo-order-meta',
			plugins_url( 'order-meta/order-meta.js', KIOSK_DEMO_FILE ),
			array( 'wc-blocks-checkout', 'wc-settings', 'wp-plugins', 'wp-element', 'wp-data', 'wp-notices' ),
			'1',
			array( 'in_footer' => true )
		);
	}

	/** The front end's script. */
	public function get_script_handles() {
		return array( 'kiosk-demo-order-meta' );
	}

	/** None in the editor. */
	public function get_editor_script_handles() {
		return array();
	}

	/** The note's and the error button's texts, read by the script from `wcSettings`. */
	public function get_script_data() {
		return array(
			'note'   => 'Lieferzeit: 1-3 Werktage',
			'report' => 'Demo-Fehler melden',
			'error'  => 'Die Demo-Erweiterung meldet einen Fehler.',
		);
	}
}
