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

// Tests make every nonce of the site stale at once (as a day would) by
// changing this option: it is part of the nonce salt.
add_filter(
	'salt',
	static function ( $salt, $scheme ) {
		return 'nonce' === $scheme ? $salt . (string) get_option( 'kiosk_test_nonce_epoch', '' ) : $salt;
	},
	10,
	2
);

// No loopback requests from Action Scheduler's async runner: the local server has few workers.
add_filter( 'action_scheduler_allow_async_request_runner', '__return_false' );
// Nothing asks wordpress.org or woocommerce.com (blocked anyway): fewer warnings in the log.
add_filter( 'woocommerce_allow_marketplace_suggestions', '__return_false' );
add_filter( 'woocommerce_admin_remote_inbox_notifications_enabled', '__return_false' ); // phpcs:ignore
add_filter( 'pre_site_transient_update_core', '__return_null' );
add_filter( 'pre_site_transient_update_plugins', '__return_null' );
add_filter( 'pre_site_transient_update_themes', '__return_null' );
add_filter( 'woocommerce_background_image_regeneration', '__return_false' );

// No update or translation checks against wordpress.org (they would only fail and log warnings).
add_action(
	'init',
	static function () {
		foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $kiosk_check ) {
			remove_action( 'admin_init', $kiosk_check );
		}
		remove_action( 'admin_init', 'default_password_nag_handler' );
		remove_action( 'wp_version_check', 'wp_version_check' );
		remove_action( 'wp_update_plugins', 'wp_update_plugins' );
		remove_action( 'wp_update_themes', 'wp_update_themes' );
		foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php', 'load-themes.php' ) as $kiosk_screen ) {
			remove_action( $kiosk_screen, 'wp_update_plugins' );
			remove_action( $kiosk_screen, 'wp_update_themes' );
		}
	}
);
add_filter( 'translations_api', static fn ( $result ) => $result ? $result : array( 'translations' => array() ) );
// Event Tickets' seating is a remote service (seats.theeventscalendar.com): off on an offline site.
add_filter( 'tec_tickets_seating_active', '__return_false' );
// WooCommerce's remote admin content (marketplace, inbox, payment suggestions) needs woocommerce.com.
add_filter( 'woocommerce_admin_payment_gateway_suggestion_specs', '__return_empty_array' );
add_filter( 'woocommerce_show_addons_page', '__return_false' );
