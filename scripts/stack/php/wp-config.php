<?php
/**
 * The stack's wp-config.php, copied into the shared WordPress core. One core
 * serves many sites: the environment names the site (its folder, URL and
 * database), set by scripts/stack/ when it starts `php -S` or the CLI.
 *
 * @package Kiosk
 */

$kiosk_site_dir = getenv( 'KIOSK_SITE_DIR' );
if ( ! $kiosk_site_dir || ! is_dir( $kiosk_site_dir . '/wp-content' ) ) {
	header( 'HTTP/1.1 500 Internal Server Error' );
	exit( "KIOSK_SITE_DIR does not name a site folder.\n" );
}
$kiosk_site_url = rtrim( (string) getenv( 'KIOSK_SITE_URL' ), '/' );

define( 'DB_NAME', getenv( 'KIOSK_DB_NAME' ) );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', getenv( 'KIOSK_DB_HOST' ) );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'wp_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride

require $kiosk_site_dir . '/salts.php';

define( 'WP_HOME', $kiosk_site_url );
define( 'WP_SITEURL', $kiosk_site_url );
define( 'WP_CONTENT_DIR', $kiosk_site_dir . '/wp-content' );
define( 'WP_CONTENT_URL', $kiosk_site_url . '/wp-content' );

// Nothing leaves the machine: no outbound HTTP but to this host, no cron, no updates.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISALLOW_FILE_EDIT', true );
define( 'WP_ENVIRONMENT_TYPE', 'local' );

define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', $kiosk_site_dir . '/debug.log' );
define( 'SCRIPT_DEBUG', false );
define( 'WP_MEMORY_LIMIT', '256M' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
