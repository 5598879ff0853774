<?php
/**
 * One product with Germanized's unit price (Grundpreis) and delivery time
 * (Lieferzeit), set through Germanized's own product API as its product
 * form saves them:
 *   php cli.php germanized-product.php <product id> <unit price> <unit> <unit base> <unit product> <delivery time>
 * e.g. `12 25.00 kg 1 0.5 "1-3 Werktage"`: 0,5 kg in the product, 25,00 € per 1 kg.
 *
 * @package Kiosk
 */

list( $kiosk_id, $kiosk_unit_price, $kiosk_unit, $kiosk_unit_base, $kiosk_unit_product, $kiosk_delivery ) = array_pad( $args, 6, '' );

$kiosk_product = wc_gzd_get_gzd_product( (int) $kiosk_id );
if ( ! $kiosk_product ) {
	fwrite( STDERR, "no product $kiosk_id\n" );
	exit( 1 );
}

// The delivery time is a term of Germanized's taxonomy, made on first use as its product form does.
$kiosk_term = get_term_by( 'name', $kiosk_delivery, 'product_delivery_time' );
if ( ! $kiosk_term ) {
	$kiosk_created = wp_insert_term( $kiosk_delivery, 'product_delivery_time' );
	if ( is_wp_error( $kiosk_created ) ) {
		fwrite( STDERR, $kiosk_created->get_error_message() . "\n" );
		exit( 1 );
	}
	$kiosk_term = get_term( $kiosk_created['term_id'], 'product_delivery_time' );
}

$kiosk_product->set_unit( $kiosk_unit );
$kiosk_product->set_unit_base( $kiosk_unit_base );
$kiosk_product->set_unit_product( $kiosk_unit_product );
$kiosk_product->set_unit_price_regular( $kiosk_unit_price );
$kiosk_product->set_unit_price( $kiosk_unit_price );
$kiosk_product->set_default_delivery_time_slug( $kiosk_term->slug );
$kiosk_product->save();

echo (int) $kiosk_id . "\n";
