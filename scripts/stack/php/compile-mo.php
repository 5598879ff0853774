<?php
/**
 * Compiles a PO file to MO with WordPress's own POMO classes:
 *   php compile-mo.php <core dir> <in.po> <out.mo>
 *
 * @package Kiosk
 */

require $argv[1] . '/wp-includes/pomo/po.php';
require_once $argv[1] . '/wp-includes/pomo/mo.php';
$kiosk_po = new PO();
if ( ! $kiosk_po->import_from_file( $argv[2] ) ) {
	fwrite( STDERR, "cannot read {$argv[2]}\n" );
	exit( 1 );
}
$kiosk_mo          = new MO();
$kiosk_mo->headers = $kiosk_po->headers;
$kiosk_mo->entries = $kiosk_po->entries;
exit( $kiosk_mo->export_to_file( $argv[3] ) ? 0 : 1 );
