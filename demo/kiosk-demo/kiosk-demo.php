<?php
/**
 * Plugin Name:       Kiosk Demo
 * Description:       German demo content, test-mode gateways and mail capture for Kiosk's local site. Never part of the product zips.
 * Version:           0.1.0
 * Requires at least: 6.7
 * Requires PHP:      8.1
 * Author:            Kiosk
 * License:           GPL-2.0-or-later
 * Text Domain:       kiosk-demo
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

define( 'KIOSK_DEMO_FILE', __FILE__ );
define( 'KIOSK_DEMO_DIR', __DIR__ );

foreach ( glob( __DIR__ . '/inc/*.php' ) as $kiosk_demo_file ) {
	require_once $kiosk_demo_file;
}

/**
 * Seeds every part of the demo site. Idempotent: a second run changes nothing
 * that the first made (each part looks its objects up by slug, SKU or code).
 * Run by the stack's CLI: `node scripts/stack/cli.mjs seed`.
 */
function kiosk_demo_seed(): void {
	/**
	 * Each part hooks its seeder here, in order (priority): site basics 10,
	 * magazine 20, shop 30, forms and events 40.
	 */
	do_action( 'kiosk_demo_seed' );
}
