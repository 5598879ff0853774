<?php
/**
 * A test's PHP file run in a worker of the site's own `php -S` (router.php
 * sends `/__kiosk-eval` here): what `php cli.php <file>` does, WordPress
 * booted as for a GET of `/` with no cookies, then wp-admin's includes and
 * the file, whose output is the answer. The e2e host's `php()`
 * (tests/e2e/support/host.ts) uses it while the server runs: the worker has
 * WordPress's and the plugins' compiled scripts in opcache's shared memory,
 * where a new CLI process loads about 2,200 of them from the file cache
 * (0.83 s of CPU a call, against 0.16 s here, measured).
 *
 * Only with the token the host put into the server's environment
 * (KIOSK_EVAL_TOKEN; without it the router never comes here), and only a
 * file `eval-<n>.php` in the site's own folder. A fatal error or an uncaught
 * exception answers 500 with PHP's message, as cli.php exits 1.
 *
 * @package Kiosk
 */

$kiosk_token = (string) getenv( 'KIOSK_EVAL_TOKEN' );
$kiosk_file  = realpath( (string) ( $_GET['file'] ?? '' ) ); // phpcs:ignore
$kiosk_site  = realpath( (string) getenv( 'KIOSK_SITE_DIR' ) );
if ( '' === $kiosk_token || ! hash_equals( $kiosk_token, (string) ( $_SERVER['HTTP_X_KIOSK_EVAL'] ?? '' ) )
	|| ! $kiosk_file || ! $kiosk_site || dirname( $kiosk_file ) !== $kiosk_site
	|| ! preg_match( '/^eval-\d+\.php$/', basename( $kiosk_file ) ) ) {
	http_response_code( 403 );
	return;
}

// The request cli.php makes up: a GET of / from this host, nothing else.
foreach ( array_keys( $_SERVER ) as $kiosk_key ) {
	if ( str_starts_with( $kiosk_key, 'HTTP_' ) && 'HTTP_HOST' !== $kiosk_key ) {
		unset( $_SERVER[ $kiosk_key ] );
	}
}
$_GET                      = array();
$_POST                     = array();
$_REQUEST                  = array();
$_COOKIE                   = array();
$_FILES                    = array();
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['QUERY_STRING']   = '';
$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
$_SERVER['SCRIPT_NAME']    = '/index.php';
$_SERVER['PHP_SELF']       = '/index.php';
$args                      = array();

// The answer is held until the end, so that a fatal error can still make it a 500.
ob_start();
register_shutdown_function(
	static function () {
		$error = error_get_last();
		if ( $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			http_response_code( 500 );
			header( 'X-Kiosk-Eval: failed' );
			echo "\nPHP fatal error: {$error['message']} in {$error['file']}:{$error['line']}\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		}
	}
);
unset( $kiosk_token, $kiosk_site, $kiosk_key );
require getenv( 'KIOSK_CORE_DIR' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require $kiosk_file;
