<?php
/**
 * Shipping in the cart totals as shipping.tsx renders it first: the
 * shipping row, the destination, the closed address panel and the rates
 * (not busy, so never disabled).
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The shipping of the order summary.
 */
final class ShippingSummary {

	/**
	 * The markup ('' when the cart needs no shipping), or null when the
	 * packages are not what the client reads.
	 *
	 * @param array $cart        The Store API cart.
	 * @param array $totals      `cart.totals`.
	 * @param bool  $include_tax Whether prices include tax.
	 */
	public static function render( array $cart, array $totals, bool $include_tax ): ?string {
		if ( ! Js::truthy( $cart['needs_shipping'] ?? false ) ) {
			return '';
		}
		$packages = $cart['shipping_rates'] ?? array();
		$address  = $cart['shipping_address'] ?? array();
		if ( ! is_array( $packages ) || ! array_is_list( $packages ) || ! is_array( $address ) ) {
			return null;
		}
		$rates = '';
		foreach ( $packages as $package ) {
			$markup = is_array( $package ) ? self::rates( $package, $include_tax ) : null;
			if ( null === $markup ) {
				return null;
			}
			$rates .= 1 === count( $packages ) ? $markup
				: '<details class="kiosk-shipping-package"><summary>' . Html::text( Js::text( $package['name'] ?? null ) ) . '</summary>' . $markup . '</details>';
		}
		return '<div class="kiosk-totals-shipping">' . self::row( $cart, $totals, $include_tax )
			. self::destination( $address ) . $rates . '</div>';
	}

	/**
	 * The shipping row: its price, 'Free' once calculated, or no value.
	 *
	 * @param array $cart        The Store API cart.
	 * @param array $totals      `cart.totals`.
	 * @param bool  $include_tax Whether prices include tax.
	 */
	private static function row( array $cart, array $totals, bool $include_tax ): string {
		$value = null;
		if ( ! array_key_exists( 'total_shipping', $totals ) || null !== $totals['total_shipping'] ) {
			$tax   = $include_tax ? Js::number( Js::either( $totals['total_shipping_tax'] ?? null, 0 ) ) : 0.0;
			$value = Js::number_at( $totals, 'total_shipping' ) + $tax;
		}
		$free = 0.0 === $value && Js::truthy( $cart['has_calculated_shipping'] ?? false )
			? '<span class="kiosk-totals-row__value">' . Html::text( __( 'Free', 'kiosk' ) ) . '</span>'
			: '';
		return TotalsRow::render( __( 'Shipping', 'kiosk' ), null !== $value && $value > 0 ? $value : null, $totals, $free );
	}

	/**
	 * Where the estimate ships to and the (closed) address panel's toggle.
	 *
	 * @param array $address `cart.shippingAddress`.
	 */
	private static function destination( array $address ): string {
		$country = $address['country'] ?? null;
		$markup  = '';
		if ( Js::truthy( $country ) ) {
			$parts = array();
			foreach ( array( 'postcode', 'city' ) as $key ) {
				if ( Js::truthy( $address[ $key ] ?? null ) ) {
					$parts[] = Js::text( $address[ $key ] );
				}
			}
			// The country's name, as shipping.tsx's countryName() gives it.
			$code      = Js::text( $country );
			$countries = \Kiosk\Assets\Settings::countries( function_exists( 'WC' ) );
			$parts[]   = isset( $countries[ $code ]['name'] ) ? (string) $countries[ $code ]['name'] : $code;
			/* translators: %s: postcode and country */
			$markup = '<p class="kiosk-shipping-destination">' . Html::text( sprintf( __( 'Shipping to %s', 'kiosk' ), implode( ' ', $parts ) ) ) . '</p>';
		}
		$toggle = Js::truthy( $country ) ? __( 'Change address', 'kiosk' ) : __( 'Enter address to check delivery options', 'kiosk' );
		return $markup . '<button type="button" class="kiosk-panel__toggle" aria-expanded="false">' . Html::text( $toggle ) . '</button>';
	}

	/**
	 * A package's rates (Rates in shipping.tsx), or null when they cannot be read.
	 *
	 * @param array $package     A Store API shipping package.
	 * @param bool  $include_tax Whether prices include tax.
	 */
	private static function rates( array $package, bool $include_tax ): ?string {
		$rates = $package['shipping_rates'] ?? null;
		if ( ! is_array( $rates ) || ! array_is_list( $rates ) ) {
			return null;
		}
		if ( ! $rates ) {
			return '<p>' . Html::text( __( 'No shipping options were found.', 'kiosk' ) ) . '</p>';
		}
		$selected = null;
		foreach ( $rates as $rate ) {
			if ( ! is_array( $rate ) || ! is_string( $rate['rate_id'] ?? null ) ) {
				return null;
			}
			if ( null === $selected && Js::truthy( $rate['selected'] ?? false ) ) {
				$selected = $rate['rate_id'];
			}
		}
		$selected = $selected ?? $rates[0]['rate_id'];
		$legend   = Js::text( Js::either( $package['name'] ?? null, __( 'Shipping options', 'kiosk' ) ) );
		$markup   = '<fieldset class="kiosk-shipping-rates"><legend class="screen-reader-text">' . Html::text( $legend ) . '</legend>';
		$group    = 'kiosk-rate-' . ( array_key_exists( 'package_id', $package ) ? Js::string( $package['package_id'] ) : 'undefined' );
		foreach ( $rates as $rate ) {
			$id      = $group . '-' . $rate['rate_id'];
			$checked = $rate['rate_id'] === $selected ? ' checked=""' : '';
			$markup .= '<label class="kiosk-shipping-rate" for="' . Html::attr( $id ) . '">'
				. '<input id="' . Html::attr( $id ) . '" type="radio" name="' . Html::attr( $group ) . '" value="' . Html::attr( $rate['rate_id'] ) . '"' . $checked . '>'
				. '<span>' . Html::text( Js::text( $rate['name'] ?? null ) ) . '</span>'
				. '<span class="kiosk-shipping-rate__price">' . Html::text( self::rate_price( $rate, $include_tax ) ) . '</span></label>';
		}
		return $markup . '</fieldset>';
	}

	/**
	 * A rate's price text: 'Free' for zero (ratePrice() in shipping.tsx).
	 *
	 * @param array $rate        A Store API shipping rate.
	 * @param bool  $include_tax Whether prices include tax.
	 */
	private static function rate_price( array $rate, bool $include_tax ): string {
		$amount = Js::number_at( $rate, 'price' ) + ( $include_tax ? Js::number_at( $rate, 'taxes' ) : 0.0 );
		return 0.0 === $amount ? __( 'Free', 'kiosk' ) : Price::format( $amount, $rate );
	}
}
