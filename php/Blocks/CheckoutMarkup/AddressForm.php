<?php
/**
 * An address form as React's first render of <AddressForm>
 * (src/components/checkout/address-form/index.tsx) prints it: the
 * country's fields from the definitions and their locale overrides
 * (addressFieldsFor in src/components/checkout/address/fields.ts), in
 * their order, with their labels and required marks, address line 2 as
 * its "add" link while empty.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CheckoutMarkup;

defined( 'ABSPATH' ) || exit;

use Kiosk\Blocks\CartMarkup\Html;

/**
 * The address form's server markup.
 */
final class AddressForm {

	/** The country an empty address starts with (DEFAULT_COUNTRY in src/data/checkout/addresses.ts). */
	public const DEFAULT_COUNTRY = 'DE';

	/** Input types of the text fields that are not plain text. */
	private const INPUT_TYPES = array(
		'email' => 'email',
		'phone' => 'tel',
	);

	/**
	 * The form, or null where a field is not one the server knows how to print.
	 *
	 * @param string $type    'shipping' or 'billing'.
	 * @param array  $values  The address (field => value), as the checkout store starts with it.
	 * @param array  $address Settings::address() (countries, addressFields, addressFieldLocale).
	 * @param array  $allowed The countries allowed for this address.
	 */
	public static function render( string $type, array $values, array $address, array $allowed ): ?string {
		$country   = (string) ( $values['country'] ?? '' );
		$countries = (array) ( $address['countries'] ?? array() );
		$out       = '';
		foreach ( self::fields( $address, $country ) as $field ) {
			$key      = (string) $field['key'];
			$id       = $type . '-' . str_replace( '/', '-', $key );
			$value    = isset( $values[ $key ] ) && is_scalar( $values[ $key ] ) ? (string) $values[ $key ] : '';
			$label    = (string) ( $field['label'] ?? '' );
			$required = ! empty( $field['required'] );
			$options  = null;
			if ( 'country' === $key ) {
				$options = array();
				foreach ( $allowed as $code ) {
					if ( isset( $countries[ $code ] ) ) {
						$options[ (string) $code ] = (string) ( $countries[ $code ]['name'] ?? '' );
					}
				}
			} elseif ( 'state' === $key && ! empty( $countries[ $country ]['states'] ) ) {
				$options = (array) $countries[ $country ]['states'];
			} elseif ( 'select' === ( $field['type'] ?? '' ) ) {
				$options = array();
				foreach ( (array) ( $field['options'] ?? array() ) as $option ) {
					if ( ! is_array( $option ) ) {
						return null;
					}
					$options[ (string) ( $option['value'] ?? '' ) ] = (string) ( $option['label'] ?? '' );
				}
			}
			if ( null !== $options ) {
				$out .= Fields::select( $id, $label, $value, $required, $options );
				continue;
			}
			if ( 'checkbox' === ( $field['type'] ?? '' ) ) {
				$out .= Fields::checkbox( $id, $label, 'true' === $value, true );
				continue;
			}
			if ( 'address_2' === $key && ! $required && '' === $value ) {
				/* translators: %s: field label, e.g. "Apartment, suite, etc." */
				$out .= '<button type="button" class="kiosk-address-form__add-line kiosk-link-button">' . Html::text( sprintf( __( '+ Add %s', 'kiosk' ), $label ) ) . '</button>';
				continue;
			}
			$out .= Fields::text(
				array(
					'id'             => $id,
					'label'          => $label,
					'optional'       => (string) ( $field['optionalLabel'] ?? '' ),
					'value'          => $value,
					'required'       => $required,
					'type'           => self::INPUT_TYPES[ $key ] ?? 'text',
					'autocomplete'   => (string) ( $field['autocomplete'] ?? '' ),
					'autocapitalize' => (string) ( $field['autocapitalize'] ?? '' ),
					'class'          => 'kiosk-address-form__' . $key,
				)
			);
		}
		return '<div class="' . Html::attr( 'kiosk-address-form kiosk-address-form--' . $type ) . '">' . $out . '</div>';
	}

	/**
	 * The country's fields in display order, without the email (asked in
	 * the contact step) and the hidden ones.
	 *
	 * @param array  $address Settings::address().
	 * @param string $country The country code.
	 * @return array<int, array<string, mixed>>
	 */
	private static function fields( array $address, string $country ): array {
		$locale    = (array) ( $address['addressFieldLocale'][ $country ] ?? array() );
		$fields = array();
		foreach ( (array) ( $address['addressFields'] ?? array() ) as $definition ) {
			$definition = (array) $definition;
			$key        = (string) ( $definition['key'] ?? '' );
			if ( 'email' === $key ) {
				continue;
			}
			$field = array_merge( $definition, (array) ( $locale[ $key ] ?? array() ) );
			if ( ! empty( $field['hidden'] ) ) {
				continue;
			}
			$fields[] = $field;
		}
		// A stable sort by index, as Array.prototype.sort() is.
		$order = array_keys( $fields );
		usort(
			$order,
			static function ( $a, $b ) use ( $fields ) {
				return ( (float) ( $fields[ $a ]['index'] ?? 0 ) <=> (float) ( $fields[ $b ]['index'] ?? 0 ) ) ?: $a <=> $b;
			}
		);
		return array_map(
			static function ( $i ) use ( $fields ) {
				return $fields[ $i ];
			},
			$order
		);
	}
}
