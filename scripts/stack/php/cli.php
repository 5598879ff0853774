<?php
/**
 * The stack's small WP-CLI (WP-CLI itself is not in Debian's packages):
 * boots the site the environment names and runs a PHP file in it.
 *
 *   php cli.php <file.php> [args…]    the file sees $args and prints what it likes
 *
 * The file may `define( 'KIOSK_CLI_INSTALLING', true )` is not possible before
 * boot, so install runs as `KIOSK_CLI_INSTALLING=1 php cli.php install.php`.
 * Exit code 1 on an uncaught error or a PHP fatal error.
 *
 * @package Kiosk
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$kiosk_file = $argv[1] ?? '';
$args       = array_slice( $argv, 2 );
if ( ! is_file( $kiosk_file ) ) {
	fwrite( STDERR, "usage: php cli.php <file.php> [args…]\n" );
	exit( 2 );
}

$kiosk_url                 = parse_url( (string) getenv( 'KIOSK_SITE_URL' ) ); // phpcs:ignore
$_SERVER['HTTP_HOST']      = $kiosk_url['host'] . ( isset( $kiosk_url['port'] ) ? ':' . $kiosk_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $kiosk_url['host'];
$_SERVER['SERVER_PORT']    = (string) ( $kiosk_url['port'] ?? 80 );
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REMOTE_ADDR']    = '127.0.0.1';

if ( getenv( 'KIOSK_CLI_INSTALLING' ) ) {
	define( 'WP_INSTALLING', true );
}
register_shutdown_function(
	static function () {
		$error = error_get_last();
		if ( $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			fwrite( STDERR, "PHP fatal error: {$error['message']} in {$error['file']}:{$error['line']}\n" );
			exit( 1 );
		}
	}
);
require getenv( 'KIOSK_CORE_DIR' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require $kiosk_file;
