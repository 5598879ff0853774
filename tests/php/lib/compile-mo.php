<?php
/**
 * Compiles the German fragments languages/de_DE/*.po into one .mo with
 * WordPress's own POMO classes, for a test site whose languages/ has no
 * kiosk-de_DE.mo yet (npm run i18n normally writes it).
 *
 *   php compile-mo.php <wordpress dir> <fragments dir> <out .mo>
 *
 * @package Kiosk
 */

define( 'ABSPATH', rtrim( $argv[1], '/' ) . '/' );
require ABSPATH . 'wp-includes/pomo/po.php';
require ABSPATH . 'wp-includes/pomo/mo.php';

$kiosk_mo = new MO();
$kiosk_mo->set_header( 'Content-Type', 'text/plain; charset=UTF-8' );
$kiosk_mo->set_header( 'Language', 'de_DE' );
$kiosk_mo->set_header( 'Plural-Forms', 'nplurals=2; plural=n != 1;' );
foreach ( glob( rtrim( $argv[2], '/' ) . '/*.po' ) as $kiosk_file ) {
	$kiosk_po = new PO();
	if ( ! $kiosk_po->import_from_file( $kiosk_file ) ) {
		fwrite( STDERR, "cannot read $kiosk_file\n" );
		exit( 1 );
	}
	foreach ( $kiosk_po->entries as $kiosk_entry ) {
		$kiosk_mo->add_entry( $kiosk_entry );
	}
}
exit( $kiosk_mo->export_to_file( $argv[3] ) ? 0 : 1 );
