<?php
/**
 * The two test-mode gateways (card with saved tokens, express) as real
 * WooCommerce gateways with ordinary WooCommerce block integrations
 * (Kiosk_Demo_Payment_Method_Type, registered in WooCommerce's payment
 * method registry): the client script `kiosk-demo-gateways` (built from
 * `src/`, its `@woocommerce/*` imports mapped to `wc.*`) registers them
 * with `wc.wcBlocksRegistry` and reads their data with `wc.wcSettings`, on
 * WooCommerce's checkout block and on Kiosk's alike.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_action( 'plugins_loaded', 'kiosk_demo_gateways_load', 20 );
add_action( 'kiosk_demo_seed', 'kiosk_demo_seed_test_gateways', 35 );

/**
 * Loads the gateway classes once WooCommerce is there, and hooks them.
 */
function kiosk_demo_gateways_load(): void {
	if ( ! class_exists( 'WC_Payment_Gateway' ) ) {
		return;
	}
	require_once KIOSK_DEMO_DIR . '/gateways/class-kiosk-demo-gateway.php';
	require_once KIOSK_DEMO_DIR . '/gateways/class-kiosk-demo-card-gateway.php';
	require_once KIOSK_DEMO_DIR . '/gateways/class-kiosk-demo-express-gateway.php';
	add_filter( 'woocommerce_payment_gateways', 'kiosk_demo_gateways_register' );
	add_action( 'woocommerce_blocks_payment_method_type_registration', 'kiosk_demo_gateways_register_integrations' );
	add_action( 'wp_footer', 'kiosk_demo_gateways_style', 1 );
}

/**
 * The button and dialog styles, wherever the script was enqueued (printed
 * late, with the footer scripts); the cart lists them with its lazy scripts.
 */
function kiosk_demo_gateways_style(): void {
	if ( wp_script_is( 'kiosk-demo-gateways', 'enqueued' ) ) {
		wp_enqueue_style( 'kiosk-demo-gateways' );
	}
}

/**
 * Adds the gateways to WooCommerce.
 *
 * @param array $gateways Gateway class names.
 * @return array
 */
function kiosk_demo_gateways_register( $gateways ) {
	$gateways[] = 'Kiosk_Demo_Card_Gateway';
	$gateways[] = 'Kiosk_Demo_Express_Gateway';
	return $gateways;
}

/**
 * Registers both gateways' block integrations with WooCommerce.
 *
 * @param Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry $registry WooCommerce's registry.
 */
function kiosk_demo_gateways_register_integrations( $registry ): void {
	require_once KIOSK_DEMO_DIR . '/gateways/class-kiosk-demo-payment-method-type.php';
	foreach ( array( Kiosk_Demo_Card_Gateway::ID, Kiosk_Demo_Express_Gateway::ID ) as $id ) {
		$registry->register( new Kiosk_Demo_Payment_Method_Type( $id ) );
	}
}

/**
 * Registers the client script (built by `npm run build` into `build/`).
 */
function kiosk_demo_gateways_register_script(): void {
	if ( wp_script_is( 'kiosk-demo-gateways', 'registered' ) ) {
		return;
	}
	$asset_file = KIOSK_DEMO_DIR . '/build/gateways.asset.php';
	if ( ! is_readable( $asset_file ) ) {
		return;
	}
	$asset = require $asset_file;
	wp_register_script(
		'kiosk-demo-gateways',
		plugins_url( 'build/gateways.js', KIOSK_DEMO_FILE ),
		$asset['dependencies'],
		$asset['version'],
		array( 'in_footer' => true )
	);
	wp_register_style( 'kiosk-demo-gateways', plugins_url( 'build/gateways.css', KIOSK_DEMO_FILE ), array(), $asset['version'] );
}

/**
 * Enables both gateways (titles say "Testmodus") and gives `kunde` a saved
 * Visa ending in 4242 (valid until 12/28), her default card.
 */
function kiosk_demo_seed_test_gateways(): void {
	if ( ! class_exists( 'Kiosk_Demo_Card_Gateway' ) ) {
		return;
	}
	$settings = array(
		Kiosk_Demo_Card_Gateway::ID    => array( 'Kreditkarte (Testmodus)', 'Testmodus: Zahlen Sie mit Ihrer gespeicherten Karte. Es wird nichts abgebucht.' ),
		Kiosk_Demo_Express_Gateway::ID => array( 'Express-Zahlung (Testmodus)', 'Testmodus: Die Test-Wallet bucht nichts ab.' ),
	);
	foreach ( $settings as $id => $texts ) {
		update_option(
			"woocommerce_{$id}_settings",
			array(
				'enabled'     => 'yes',
				'title'       => $texts[0],
				'description' => $texts[1],
			)
		);
	}
	$order                                  = (array) get_option( 'woocommerce_gateway_order', array() );
	$order[ Kiosk_Demo_Card_Gateway::ID ]    = 3;
	$order[ Kiosk_Demo_Express_Gateway::ID ] = 4;
	update_option( 'woocommerce_gateway_order', $order );

	$user = get_user_by( 'login', 'kunde' );
	if ( ! $user || WC_Payment_Tokens::get_customer_tokens( $user->ID, Kiosk_Demo_Card_Gateway::ID ) ) {
		return;
	}
	$token = new WC_Payment_Token_CC();
	$token->set_token( 'test-visa-4242' );
	$token->set_gateway_id( Kiosk_Demo_Card_Gateway::ID );
	$token->set_card_type( 'visa' );
	$token->set_last4( '4242' );
	$token->set_expiry_month( '12' );
	$token->set_expiry_year( '2028' );
	$token->set_user_id( $user->ID );
	$token->set_default( true );
	$token->save();
}
