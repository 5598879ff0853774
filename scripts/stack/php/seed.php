<?php
/**
 * Seeds the demo content through the demo plugin (idempotent).
 *
 * @package Kiosk
 */

if ( ! function_exists( 'kiosk_demo_seed' ) ) {
	fwrite( STDERR, "the demo plugin is not active\n" );
	exit( 1 );
}
kiosk_demo_seed();
echo "seeded\n";
