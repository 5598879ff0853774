<?php
/**
 * The fields column's first areas as React's first render prints them
 * (src/blocks/checkout/layout/checkout-areas.tsx in the default layout):
 * the contact step (contact-information/block.tsx), the delivery choice
 * where local pickup is offered (pickup-options/block.tsx), the shipping
 * address with its use-for-billing box, or the billing address where the
 * order ships nothing (address-step.tsx). The addresses as the checkout
 * store starts with them (initialAddresses in src/data/checkout/addresses.ts),
 * shipping used for billing, delivery (not pickup) chosen.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CheckoutMarkup;

defined( 'ABSPATH' ) || exit;

use Kiosk\Blocks\CartMarkup\Html;

/**
 * The first step's areas.
 */
final class Steps {

	/** The fields every address starts with ('' each). */
	private const FIELDS = array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone' );

	/**
	 * The areas' markup, or null where the first render depends on what the
	 * server does not know.
	 *
	 * @param array $cart      The Store API cart.
	 * @param array $shop      Settings::shop().
	 * @param array $address   Settings::address().
	 * @param bool  $logged_in Whether the shopper is logged in.
	 */
	public static function render( array $cart, array $shop, array $address, bool $logged_in ): ?string {
		$billing  = self::values( $cart['billing_address'] ?? array(), true );
		$shipping = self::values( $cart['shipping_address'] ?? array(), false );
		$ships    = ! empty( $cart['needs_shipping'] );
		$pickup   = false;
		foreach ( (array) ( $cart['shipping_rates'] ?? array() ) as $package ) {
			foreach ( (array) ( $package['shipping_rates'] ?? array() ) as $rate ) {
				if ( 'pickup_location' === ( $rate['method_id'] ?? '' ) ) {
					$pickup = true;
					// A pickup rate already chosen: the client may start on pickup.
					if ( ! empty( $rate['selected'] ) ) {
						return null;
					}
				}
			}
		}
		$out = self::contact( $billing['email'] ?? '', ! $logged_in && ! empty( $shop['accountCreation'] ) );
		if ( $ships && $pickup && ! empty( $shop['localPickupEnabled'] ) ) {
			$out .= self::delivery( (string) ( $shop['localPickupLabel'] ?? '' ) );
		}
		$allowed = array_map( 'strval', (array) ( $ships ? ( $shop['shippingCountries'] ?? array() ) : ( $shop['allowedCountries'] ?? array() ) ) );
		$type    = $ships ? 'shipping' : 'billing';
		$form    = AddressForm::render( $type, $ships ? $shipping : $billing, $address, $allowed );
		if ( null === $form ) {
			return null;
		}
		if ( $ships ) {
			return $out . '<fieldset class="kiosk-checkout-step kiosk-checkout__shipping-address">'
				. Fields::heading( __( 'Shipping address', 'kiosk' ), __( 'Enter the address where you want your order delivered.', 'kiosk' ) )
				. $form . Fields::checkbox( 'use-shipping-as-billing', __( 'Use same address for billing', 'kiosk' ), true ) . '</fieldset>';
		}
		return $out . '<fieldset class="kiosk-checkout-step kiosk-checkout__billing-address">'
			. Fields::heading( __( 'Billing address', 'kiosk' ), __( 'Enter the billing address that matches your payment method.', 'kiosk' ) )
			. $form . '</fieldset>';
	}

	/**
	 * An address as the checkout store starts with it: every field, strings,
	 * the default country where none is set.
	 *
	 * @param mixed $from    The cart's address.
	 * @param bool  $billing Whether with the email.
	 * @return array<string, string>
	 */
	private static function values( $from, bool $billing ): array {
		$address = array_fill_keys( $billing ? array_merge( self::FIELDS, array( 'email' ) ) : self::FIELDS, '' );
		foreach ( (array) $from as $key => $value ) {
			$address[ (string) $key ] = is_scalar( $value ) ? ( is_bool( $value ) ? ( $value ? 'true' : 'false' ) : (string) $value ) : '';
		}
		if ( '' === $address['country'] ) {
			$address['country'] = AddressForm::DEFAULT_COUNTRY;
		}
		return $address;
	}

	/**
	 * The contact step: the email, and "create an account" where the shop allows it.
	 *
	 * @param string $email      The email the cart holds.
	 * @param bool   $can_create Whether a guest may create an account here.
	 */
	private static function contact( string $email, bool $can_create ): string {
		return '<fieldset class="kiosk-checkout-step kiosk-checkout__contact-information">'
			. Fields::heading( __( 'Contact information', 'kiosk' ), __( "We'll use this email to send you details and updates about your order.", 'kiosk' ) )
			. Fields::text(
				array(
					'id'           => 'email',
					'type'         => 'email',
					'label'        => __( 'Email address', 'kiosk' ),
					'autocomplete' => 'email',
					'required'     => true,
					'value'        => $email,
				)
			)
			. ( $can_create ? Fields::checkbox( 'create-account', __( 'Create an account with Kiosk', 'kiosk' ), false ) : '' )
			. '</fieldset>';
	}

	/**
	 * The ship/pickup toggle, shipping chosen.
	 *
	 * @param string $pickup_label The shop's name for local pickup.
	 */
	private static function delivery( string $pickup_label ): string {
		$title = __( 'Delivery', 'kiosk' );
		return '<fieldset class="kiosk-checkout-step kiosk-checkout__delivery-method">' . Fields::heading( $title )
			. '<div class="kiosk-toggle" role="radiogroup" aria-label="' . Html::attr( $title ) . '">'
			. '<label class="is-checked" for="kiosk-delivery-method-ship"><input id="kiosk-delivery-method-ship" type="radio" name="delivery-method" checked="">' . Html::text( __( 'Ship', 'kiosk' ) ) . '</label>'
			. '<label class="" for="kiosk-delivery-method-pickup"><input id="kiosk-delivery-method-pickup" type="radio" name="delivery-method">' . Html::text( '' !== $pickup_label ? $pickup_label : __( 'Local pickup', 'kiosk' ) ) . '</label>'
			. '</div></fieldset>';
	}
}
