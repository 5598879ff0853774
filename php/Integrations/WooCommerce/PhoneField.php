<?php
/**
 * The phone field of Kiosk's checkout as the shop owner set it for
 * WooCommerce: its one setting, `woocommerce_checkout_phone_field`
 * (required, optional or hidden; WooCommerce → Settings → Checkout, or its
 * checkout block's "Phone" option, writes it), which WooCommerce's checkout
 * block reads for its phone field (CheckoutFields, through
 * CartCheckoutUtils::get_phone_field_visibility()).
 *
 * A shop that never set it: WooCommerce's block then requires the phone
 * (the classic checkout's default) unless the block is the shop's default
 * checkout, where WooCommerce writes `optional`. Kiosk keeps its own
 * default there (optional, as its address fields define it): the Store
 * API does not check the phone (OrderController checks the country
 * locale's fields), so an order is never refused for it, and the unset
 * option is not the owner's choice.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's phone setting in Kiosk's address fields.
 */
final class PhoneField {

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'kiosk_address_settings', array( $this, 'apply' ) );
	}

	/**
	 * The owner's setting: `required`, `optional` or `hidden`; '' where it
	 * was never set (or without WooCommerce).
	 */
	public static function visibility(): string {
		return function_exists( 'WC' ) ? (string) get_option( 'woocommerce_checkout_phone_field', '' ) : '';
	}

	/**
	 * The address settings with the phone field required or hidden as
	 * WooCommerce has it.
	 *
	 * @param array $settings countries, addressFields, addressFieldLocale.
	 * @return array
	 */
	public function apply( $settings ) {
		$visibility = self::visibility();
		if ( ! is_array( $settings ) || ! isset( $settings['addressFields'] ) || ! in_array( $visibility, array( 'required', 'optional', 'hidden' ), true ) ) {
			return $settings;
		}
		foreach ( (array) $settings['addressFields'] as $index => $field ) {
			if ( is_array( $field ) && 'phone' === ( $field['key'] ?? '' ) ) {
				$settings['addressFields'][ $index ]['required'] = 'required' === $visibility;
				$settings['addressFields'][ $index ]['hidden']   = 'hidden' === $visibility;
			}
		}
		return $settings;
	}
}
