<?php
/**
 * Bench-only must-use plugin, copied into the server bench's own site by
 * scripts/bench-server.mjs (never part of a product zip): for every request
 * it appends the CPU time (user + system, from getrusage) the PHP worker
 * spent between the must-use plugins' load and shutdown, so after core's
 * boot and before every plugin, Kiosk included. CPU time, unlike latency,
 * barely changes with how busy the machine is.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

$kiosk_bench_cpu = static function (): float {
	$usage = getrusage();
	return $usage['ru_utime.tv_sec'] * 1e3 + $usage['ru_utime.tv_usec'] / 1e3
		+ $usage['ru_stime.tv_sec'] * 1e3 + $usage['ru_stime.tv_usec'] / 1e3;
};
$kiosk_bench_start = $kiosk_bench_cpu();

register_shutdown_function(
	static function () use ( $kiosk_bench_cpu, $kiosk_bench_start ) {
		$path = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( wp_unslash( $_SERVER['REQUEST_URI'] ), PHP_URL_PATH ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( false === strpos( $path, '/wc/store/' ) ) {
			return;
		}
		$line = sprintf( "%s %s %.3f\n", isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( $_SERVER['REQUEST_METHOD'] ) : '', $path, $kiosk_bench_cpu() - $kiosk_bench_start );
		file_put_contents( WP_CONTENT_DIR . '/bench-cpu.log', $line, FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
	}
);
