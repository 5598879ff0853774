<?php
/**
 * JavaScript's value semantics for the server's copy of the cart's first
 * render: `Number()`, truthiness, `Math.round()` and how React prints a
 * value, on the decoded Store API body (a missing key is `undefined`).
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * JavaScript semantics on PHP values.
 */
final class Js {

	/**
	 * JavaScript's white space and line terminators (what `Number()` trims).
	 */
	const SPACE = "[\\x{9}-\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}]";

	/**
	 * `Number( value )`.
	 *
	 * @param mixed $value A decoded JSON value (null for null).
	 * @return float NAN where JavaScript gives NaN.
	 */
	public static function number( $value ): float {
		if ( null === $value || false === $value ) {
			return 0.0;
		}
		if ( true === $value ) {
			return 1.0;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return (float) $value;
		}
		if ( ! is_string( $value ) ) {
			return NAN;
		}
		$text = (string) preg_replace( '/^' . self::SPACE . '+|' . self::SPACE . '+$/u', '', $value );
		if ( '' === $text ) {
			return 0.0;
		}
		if ( preg_match( '/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/', $text ) ) {
			return (float) $text;
		}
		if ( preg_match( '/^([+-]?)Infinity$/', $text, $sign ) ) {
			return '-' === $sign[1] ? -INF : INF;
		}
		if ( preg_match( '/^0([xXoObB])([0-9a-fA-F]+)$/', $text, $parts ) ) {
			$base = array(
				'x' => 16,
				'o' => 8,
				'b' => 2,
			)[ strtolower( $parts[1] ) ];
			if ( strlen( $parts[2] ) === strspn( strtolower( $parts[2] ), substr( '0123456789abcdef', 0, $base ) ) ) {
				return (float) base_convert( $parts[2], $base, 10 );
			}
		}
		return NAN;
	}

	/**
	 * `Number( object[ key ] )`: NaN for a missing key (`Number( undefined )`).
	 *
	 * @param array  $data Object.
	 * @param string $key  Key.
	 */
	public static function number_at( array $data, string $key ): float {
		return array_key_exists( $key, $data ) ? self::number( $data[ $key ] ) : NAN;
	}

	/**
	 * Whether JavaScript takes the value as true (`'0'` and `[]` are).
	 *
	 * @param mixed $value A decoded JSON value.
	 */
	public static function truthy( $value ): bool {
		if ( is_string( $value ) ) {
			return '' !== $value;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return 0.0 !== (float) $value && ! is_nan( (float) $value );
		}
		return null !== $value && false !== $value;
	}

	/**
	 * `a || b` of two values.
	 *
	 * @param mixed $value    Value.
	 * @param mixed $fallback What `||` gives when the value is false.
	 * @return mixed
	 */
	public static function either( $value, $fallback ) {
		return self::truthy( $value ) ? $value : $fallback;
	}

	/**
	 * `Math.round( value )`: halves round up, toward +Infinity.
	 *
	 * @param float $value Value.
	 */
	public static function round( float $value ): float {
		if ( is_nan( $value ) || is_infinite( $value ) ) {
			return $value;
		}
		$floor = floor( $value );
		return $value - $floor >= 0.5 ? $floor + 1 : $floor;
	}

	/**
	 * `String( number )` (shortest round-trip digits, exponent from 1e21).
	 *
	 * @param float $value Number.
	 */
	public static function number_string( float $value ): string {
		if ( is_nan( $value ) ) {
			return 'NaN';
		}
		if ( is_infinite( $value ) ) {
			return $value > 0 ? 'Infinity' : '-Infinity';
		}
		if ( 0.0 === $value ) {
			return '0';
		}
		$sign = $value < 0 ? '-' : '';
		$abs  = abs( $value );
		for ( $precision = 0; $precision < 17; $precision++ ) {
			$exponential = sprintf( '%.' . $precision . 'e', $abs );
			if ( (float) $exponential === $abs ) {
				break;
			}
		}
		list( $mantissa, $exponent ) = explode( 'e', $exponential );
		$digits                      = rtrim( str_replace( '.', '', $mantissa ), '0' );
		$point                       = (int) $exponent + 1;
		$count                       = strlen( $digits );
		if ( $point > 21 || $point < -5 ) {
			$fraction = $count > 1 ? '.' . substr( $digits, 1 ) : '';
			return $sign . $digits[0] . $fraction . 'e' . ( $point > 0 ? '+' : '-' ) . abs( $point - 1 );
		}
		if ( $point >= $count ) {
			return $sign . $digits . str_repeat( '0', $point - $count );
		}
		if ( $point > 0 ) {
			return $sign . substr( $digits, 0, $point ) . '.' . substr( $digits, $point );
		}
		return $sign . '0.' . str_repeat( '0', -$point ) . $digits;
	}

	/**
	 * The text React renders for a child value (nothing for null and booleans).
	 *
	 * @param mixed $value Value.
	 */
	public static function text( $value ): string {
		if ( is_string( $value ) ) {
			return $value;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return self::number_string( (float) $value );
		}
		return '';
	}

	/**
	 * `String( value )` of a scalar, as a template literal or sprintf prints it.
	 *
	 * @param mixed $value Value.
	 */
	public static function string( $value ): string {
		if ( null === $value ) {
			return 'null';
		}
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		return is_array( $value ) ? '' : self::text( $value );
	}

	/**
	 * `text.slice( start, end )` (ASCII text).
	 *
	 * @param string     $text  Text.
	 * @param float      $start Start (negative: from the end).
	 * @param float|null $end   End (negative: from the end), null for the end.
	 */
	public static function slice( string $text, float $start, ?float $end = null ): string {
		$length = strlen( $text );
		$from   = self::index( $start, $length );
		$to     = null === $end ? $length : self::index( $end, $length );
		return $to > $from ? substr( $text, $from, $to - $from ) : '';
	}

	/**
	 * A relative index of slice() within [0, length].
	 *
	 * @param float $index  Index.
	 * @param int   $length Length.
	 */
	private static function index( float $index, int $length ): int {
		if ( is_nan( $index ) ) {
			return 0;
		}
		$index = $index < 0 ? ceil( $index ) : floor( $index );
		if ( $index < 0 ) {
			return (int) max( $length + $index, 0 );
		}
		return (int) min( $index, $length );
	}
}
