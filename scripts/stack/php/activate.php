<?php
/**
 * Activates plugins and switches the theme as wp-admin would:
 *   php cli.php activate.php <theme> <plugin file>…
 *
 * @package Kiosk
 */

$kiosk_theme = array_shift( $args );
foreach ( $args as $kiosk_plugin ) {
	if ( is_plugin_active( $kiosk_plugin ) ) {
		continue;
	}
	$kiosk_result = activate_plugin( $kiosk_plugin, '', false, false );
	if ( is_wp_error( $kiosk_result ) ) {
		fwrite( STDERR, "activating $kiosk_plugin failed: " . $kiosk_result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "activated $kiosk_plugin\n";
}
if ( $kiosk_theme && get_stylesheet() !== $kiosk_theme ) {
	$kiosk_valid = validate_theme_requirements( $kiosk_theme );
	if ( is_wp_error( $kiosk_valid ) ) {
		fwrite( STDERR, 'theme: ' . $kiosk_valid->get_error_message() . "\n" );
		exit( 1 );
	}
	switch_theme( $kiosk_theme );
	echo "theme $kiosk_theme\n";
}
// The stack activates from the command line, not in wp-admin: no welcome redirects on the first admin visit.
delete_transient( '_wc_activation_redirect' );
delete_transient( '_tec_tickets_activation_redirect' );
delete_option( 'tribe_tickets_activation_redirect' );
