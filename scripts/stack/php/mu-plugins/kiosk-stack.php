<?php
/**
 * The local stack's own settings (never in Kiosk's zips): what a web host's
 * configuration would do on a real site.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

// `php -S` routes every path to index.php, as mod_rewrite would.
add_filter( 'got_url_rewrite', '__return_true' );

// Tests shorten the nonce lifetime to exercise expiry (seconds; WordPress's day by default).
if ( getenv( 'KIOSK_NONCE_LIFETIME' ) ) {
	add_filter(
		'nonce_life',
		static function () {
			return (int) getenv( 'KIOSK_NONCE_LIFETIME' );
		}
	);
}

// No loopback requests from Action Scheduler's async runner: the local server has few workers.
add_filter( 'action_scheduler_allow_async_request_runner', '__return_false' );
// Nothing asks wordpress.org or woocommerce.com (blocked anyway): fewer warnings in the log.
add_filter( 'woocommerce_allow_marketplace_suggestions', '__return_false' );
add_filter( 'woocommerce_admin_remote_inbox_notifications_enabled', '__return_false' ); // phpcs:ignore
add_filter( 'pre_site_transient_update_core', '__return_null' );
add_filter( 'pre_site_transient_update_plugins', '__return_null' );
add_filter( 'pre_site_transient_update_themes', '__return_null' );
add_filter( 'woocommerce_background_image_regeneration', '__return_false' );
