<?php
/**
 * Bench-only: one Store API request served by WordPress in a PHP CLI
 * process, for `valgrind --tool=callgrind` to count its instructions
 * (scripts/bench-server.mjs). An instruction count does not depend on how
 * busy the machine is. The site comes from the stack's environment
 * (KIOSK_SITE_URL, KIOSK_CORE_DIR…), the request from BENCH_METHOD,
 * BENCH_PATH (query string included) and BENCH_CART_TOKEN.
 *
 * @package Kiosk
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$kiosk_url  = parse_url( (string) getenv( 'KIOSK_SITE_URL' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
$kiosk_core = (string) getenv( 'KIOSK_CORE_DIR' );

$_SERVER['HTTP_HOST']       = $kiosk_url['host'] . ( isset( $kiosk_url['port'] ) ? ':' . $kiosk_url['port'] : '' );
$_SERVER['SERVER_NAME']     = $kiosk_url['host'];
$_SERVER['SERVER_PORT']     = (string) ( $kiosk_url['port'] ?? 80 );
$_SERVER['REQUEST_URI']     = (string) getenv( 'BENCH_PATH' );
$_SERVER['QUERY_STRING']    = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
$_SERVER['REQUEST_METHOD']  = (string) getenv( 'BENCH_METHOD' );
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['HTTP_CART_TOKEN'] = (string) getenv( 'BENCH_CART_TOKEN' );
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $kiosk_core . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
parse_str( $_SERVER['QUERY_STRING'], $_GET );

chdir( $kiosk_core );
require $kiosk_core . '/index.php';
