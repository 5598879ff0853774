<?php
/**
 * Money as the client prints it: formatPrice() of
 * src/components/formatted-price/format.ts, step for step, so the server's
 * cart markup reads exactly as React's.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Price formatting.
 */
final class Price {

	/**
	 * Plain text (not escaped) exactly as formatPrice(): minor units in
	 * ("1990"), "19,90 €" out, with the Store API currency fields.
	 *
	 * @param mixed $amount   Minor units (string or number).
	 * @param array $currency currency_minor_unit, currency_decimal_separator,
	 *                        currency_thousand_separator, currency_prefix, currency_suffix.
	 */
	public static function format( $amount, array $currency ): string {
		$minor    = max( 0.0, Js::number( $currency['currency_minor_unit'] ?? 2 ) );
		$decimal  = Js::text( Js::either( $currency['currency_decimal_separator'] ?? null, '.' ) );
		$thousand = Js::text( $currency['currency_thousand_separator'] ?? '' );
		if ( '' !== $thousand && $thousand === $decimal ) {
			$thousand = '';
		}
		$value    = Js::number( $amount );
		$value    = is_nan( $value ) ? 0.0 : $value;
		$negative = $value < 0;
		$digits   = self::pad( Js::number_string( abs( Js::round( $value ) ) ), $minor + 1 );
		$whole    = self::group( Js::slice( $digits, 0, strlen( $digits ) - $minor ), $thousand );
		// Math.max( 0, NaN ) is NaN: no fraction, and slice() above kept nothing.
		$fraction = Js::truthy( $minor ) ? $decimal . Js::slice( $digits, -$minor ) : '';
		return ( $negative ? '-' : '' )
			. Js::text( Js::either( $currency['currency_prefix'] ?? null, '' ) )
			. $whole . $fraction
			. Js::text( Js::either( $currency['currency_suffix'] ?? null, '' ) );
	}

	/**
	 * `digits.padStart( length, '0' )`.
	 *
	 * @param string $digits Digits.
	 * @param float  $length Target length (NaN: none).
	 */
	private static function pad( string $digits, float $length ): string {
		if ( is_nan( $length ) || is_infinite( $length ) ) {
			return $digits;
		}
		return str_pad( $digits, (int) floor( $length ), '0', STR_PAD_LEFT );
	}

	/**
	 * `whole.replace( /\B(?=(\d{3})+(?!\d))/g, thousand )`, with the
	 * replacement's `$` patterns as JavaScript reads them.
	 *
	 * @param string $whole    Whole units.
	 * @param string $thousand Thousand separator.
	 */
	private static function group( string $whole, string $thousand ): string {
		return (string) preg_replace_callback(
			'/\B(?=(\d{3})+(?!\d))/',
			static function ( array $match ) use ( $whole, $thousand ): string {
				return self::substitute( $thousand, $whole, $match[0][1], $match[1][0] );
			},
			$whole,
			-1,
			$count,
			PREG_OFFSET_CAPTURE
		);
	}

	/**
	 * JavaScript's GetSubstitution for an empty match with one group.
	 *
	 * @param string $replacement Replacement.
	 * @param string $text        The text replaced in.
	 * @param int    $at          The match's offset.
	 * @param string $group       The group's capture.
	 */
	private static function substitute( string $replacement, string $text, int $at, string $group ): string {
		if ( false === strpos( $replacement, '$' ) ) {
			return $replacement;
		}
		return (string) preg_replace_callback(
			'/\$(\$|&|`|\'|0?1)/',
			static function ( array $match ) use ( $text, $at, $group ): string {
				$map = array(
					'$' => '$',
					'&' => '',
					'`' => substr( $text, 0, $at ),
					"'" => substr( $text, $at ),
				);
				return $map[ $match[1] ] ?? $group;
			},
			$replacement
		);
	}
}
