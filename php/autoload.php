<?php
/**
 * PSR-4 autoloader for the `Kiosk\` namespace under php/ (the same mapping
 * composer.json declares, so the plugin needs no vendor/ directory).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( $class_name ) {
		if ( 0 !== strpos( $class_name, 'Kiosk\\' ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, 6 ) );
		$file     = __DIR__ . '/' . $relative . '.php';
		if ( is_readable( $file ) ) {
			require_once $file;
		}
	}
);
