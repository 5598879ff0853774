<?php
/**
 * WordPress configuration for the throw-away test sites, from the
 * environment that tests/php/run.sh sets. Replaces wp-config.php.
 *
 * Env: KIOSK_WP_DIR (the stack's WordPress core), KIOSK_DB_SOCKET, KIOSK_DB_NAME,
 * KIOSK_TABLE_PREFIX, KIOSK_CONTENT_DIR, KIOSK_SITE_URL.
 *
 * The stack keeps its own wp-config.php in that core (for its sites); it is
 * never read here: the callers define everything below and load
 * wp-settings.php themselves, never wp-load.php.
 *
 * @package Kiosk
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride

$kiosk_env = static function ( string $name, string $fallback = '' ): string {
	$value = getenv( $name );
	return false === $value || '' === $value ? $fallback : $value;
};

if ( '' === $kiosk_env( 'KIOSK_WP_DIR' ) || '' === $kiosk_env( 'KIOSK_DB_SOCKET' ) || '' === $kiosk_env( 'KIOSK_CONTENT_DIR' ) ) {
	fwrite( STDERR, "KIOSK_WP_DIR, KIOSK_DB_SOCKET and KIOSK_CONTENT_DIR must be set (run tests/php/run.sh).\n" );
	exit( 2 );
}

define( 'ABSPATH', rtrim( $kiosk_env( 'KIOSK_WP_DIR' ), '/' ) . '/' );
define( 'DB_NAME', $kiosk_env( 'KIOSK_DB_NAME', 'kiosk_test' ) );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:' . $kiosk_env( 'KIOSK_DB_SOCKET' ) );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_CONTENT_DIR', rtrim( $kiosk_env( 'KIOSK_CONTENT_DIR' ), '/' ) );
define( 'WP_CONTENT_URL', rtrim( $kiosk_env( 'KIOSK_SITE_URL', 'http://kiosk.test' ), '/' ) . '/wp-content' );
define( 'WP_HOME', rtrim( $kiosk_env( 'KIOSK_SITE_URL', 'http://kiosk.test' ), '/' ) );
define( 'WP_SITEURL', WP_HOME );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_DEFAULT_THEME', 'kiosk' );
define( 'DISABLE_WP_CRON', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WPLANG', 'de_DE' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $kiosk_key ) {
	define( $kiosk_key, 'kiosk-test-' . $kiosk_key );
}
// No mail (no sendmail in CI) and no calls to WordPress.org.
$GLOBALS['wp_filter']['pre_wp_mail'][10][]    = array(
	'function'      => '__return_true',
	'accepted_args' => 1,
);
$GLOBALS['wp_filter']['pre_http_request'][10][] = array(
	'function'      => static function ( $pre, $args = array(), $url = '' ) {
		return false !== strpos( (string) $url, 'wordpress.org' ) ? array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		) : $pre;
	},
	'accepted_args' => 3,
);
$table_prefix = $kiosk_env( 'KIOSK_TABLE_PREFIX', 'wp_' );

$_SERVER['HTTP_HOST']   = (string) wp_parse_url_host( WP_HOME );
$_SERVER['SERVER_NAME'] = $_SERVER['HTTP_HOST'];
$_SERVER['SERVER_PORT'] = '80';
if ( ! isset( $_SERVER['REQUEST_URI'] ) ) {
	$_SERVER['REQUEST_URI'] = '/';
}
$_SERVER['REQUEST_METHOD'] = $_SERVER['REQUEST_METHOD'] ?? 'GET';
$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

/**
 * Host of a URL (before WordPress is loaded).
 *
 * @param string $url URL.
 */
function wp_parse_url_host( string $url ): string {
	$host = parse_url( $url, PHP_URL_HOST ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
	return is_string( $host ) ? $host : 'localhost';
}
