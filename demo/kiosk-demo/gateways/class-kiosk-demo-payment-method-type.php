<?php
/**
 * A test-mode gateway's block integration, as any WooCommerce gateway
 * writes it: an `AbstractPaymentMethodType` registered on
 * `woocommerce_blocks_payment_method_type_registration`, whose script
 * registers the method with `wc.wcBlocksRegistry`. The same integration
 * serves WooCommerce's checkout block and Kiosk's checkout.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;

/**
 * One demo gateway's integration (the card and the express wallet share it).
 */
final class Kiosk_Demo_Payment_Method_Type extends AbstractPaymentMethodType {

	/**
	 * The gateway's id.
	 *
	 * @param string $name Gateway id (`kiosk_card_demo`, `kiosk_express_demo`).
	 */
	public function __construct( string $name ) {
		$this->name = $name;
	}

	/**
	 * Reads the gateway's settings.
	 */
	public function initialize() {
		$this->settings = (array) get_option( "woocommerce_{$this->name}_settings", array() );
	}

	/**
	 * Whether the owner enabled the gateway.
	 */
	public function is_active() {
		return filter_var( $this->get_setting( 'enabled', false ), FILTER_VALIDATE_BOOLEAN );
	}

	/**
	 * The client script (both gateways register from one file).
	 *
	 * @return string[]
	 */
	public function get_payment_method_script_handles() {
		kiosk_demo_gateways_register_script();
		return wp_script_is( 'kiosk-demo-gateways', 'registered' ) ? array( 'kiosk-demo-gateways' ) : array();
	}

	/**
	 * The data the script reads (`getSetting( '<name>_data' )`).
	 *
	 * @return array<string, mixed>
	 */
	public function get_payment_method_data() {
		$gateways = WC()->payment_gateways() ? WC()->payment_gateways()->payment_gateways() : array();
		$gateway  = $gateways[ $this->name ] ?? null;
		if ( ! $gateway instanceof Kiosk_Demo_Gateway ) {
			return array();
		}
		return array_merge(
			$gateway->client_data(),
			array( 'supports' => array_values( array_filter( (array) $gateway->supports, array( $gateway, 'supports' ) ) ) )
		);
	}
}
