<?php
/**
 * Collects every PHP error, warning, notice and deprecation raised while a
 * test site runs, so the tests can fail on them.
 *
 * @package Kiosk
 */

$GLOBALS['kiosk_php_errors'] = array();

/**
 * Records an error (and lets PHPUnit convert it when a test runs).
 *
 * @param int    $errno   Level.
 * @param string $errstr  Message.
 * @param string $errfile File.
 * @param int    $errline Line.
 */
function kiosk_record_error( $errno, $errstr, $errfile = '', $errline = 0 ) {
	if ( ! ( error_reporting() & $errno ) ) {
		return false; // Suppressed with @.
	}
	$names = array(
		E_WARNING         => 'Warning',
		E_NOTICE          => 'Notice',
		E_DEPRECATED      => 'Deprecated',
		E_USER_ERROR      => 'User error',
		E_USER_WARNING    => 'User warning',
		E_USER_NOTICE     => 'User notice',
		E_USER_DEPRECATED => 'User deprecated',
		E_RECOVERABLE_ERROR => 'Recoverable error',
	);
	$GLOBALS['kiosk_php_errors'][] = sprintf( '%s: %s in %s:%d', $names[ $errno ] ?? 'Error ' . $errno, $errstr, $errfile, $errline );
	return true;
}

set_error_handler( 'kiosk_record_error' );

register_shutdown_function(
	static function () {
		$last = error_get_last();
		if ( $last && in_array( $last['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			$GLOBALS['kiosk_php_errors'][] = sprintf( 'Fatal: %s in %s:%d', $last['message'], $last['file'], $last['line'] );
		}
	}
);
