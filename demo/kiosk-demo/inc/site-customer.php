<?php
/**
 * The demo customer `kunde`, with her addresses (the shop's journeys need her).
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_action( 'kiosk_demo_seed', 'kiosk_demo_seed_customer', 12 );

/**
 * Creates `kunde` / `Kunde2026!` (a WooCommerce customer) when missing.
 */
function kiosk_demo_seed_customer(): void {
	$user = get_user_by( 'login', 'kunde' );
	$id   = $user ? $user->ID : wp_insert_user(
		array(
			'user_login'   => 'kunde',
			'user_pass'    => 'Kunde2026!',
			'user_email'   => 'kunde@kiosk.test',
			'first_name'   => 'Erika',
			'last_name'    => 'Mustermann',
			'display_name' => 'Erika Mustermann',
			'role'         => function_exists( 'WC' ) ? 'customer' : 'subscriber',
		)
	);
	if ( is_wp_error( $id ) || ! function_exists( 'WC' ) ) {
		return;
	}
	$address = array(
		'first_name' => 'Erika',
		'last_name'  => 'Mustermann',
		'address_1'  => 'Heidestraße 17',
		'city'       => 'Köln',
		'postcode'   => '51147',
		'country'    => 'DE',
	);
	$customer = new WC_Customer( $id );
	foreach ( $address as $field => $value ) {
		$customer->{"set_billing_$field"}( $value );
		$customer->{"set_shipping_$field"}( $value );
	}
	$customer->set_billing_email( 'kunde@kiosk.test' );
	$customer->set_billing_phone( '0221 1234567' );
	$customer->save();
}
