<?php
/**
 * Kiosk\Blocks\CartMarkup\Price::format() gives what formatPrice() of
 * src/components/formatted-price/format.ts gives (each expectation was
 * taken from the TypeScript function under Node).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Blocks\CartMarkup\Price;

/**
 * Price formatting.
 */
final class CartMarkupPriceTest extends TestCase {

	const EUR = array(
		'currency_minor_unit'         => 2,
		'currency_decimal_separator'  => ',',
		'currency_thousand_separator' => '.',
		'currency_prefix'             => '',
		'currency_suffix'             => ' €',
	);

	const USD = array(
		'currency_minor_unit'         => 2,
		'currency_decimal_separator'  => '.',
		'currency_thousand_separator' => ',',
		'currency_prefix'             => '$',
		'currency_suffix'             => '',
	);

	/**
	 * Amount, currency and formatPrice()'s answer.
	 *
	 * @return array<string, array{0: mixed, 1: array, 2: string}>
	 */
	public static function prices(): array {
		return array(
			'minor units as a string'                  => array( '1990', self::EUR, '19,90 €' ),
			'thousands'                                => array( '123456789', self::EUR, '1.234.567,89 €' ),
			'a negative number'                        => array( -119, self::EUR, '-1,19 €' ),
			'the sign goes before the prefix'          => array( '-119', self::USD, '-$1.19' ),
			'a half rounds up'                         => array( 0.5, self::EUR, '0,01 €' ),
			'minus a half rounds to minus zero'        => array( -0.5, self::EUR, '-0,00 €' ),
			'2.5 rounds up'                            => array( 2.5, self::EUR, '0,03 €' ),
			'-2.5 rounds toward +Infinity'             => array( -2.5, self::EUR, '-0,02 €' ),
			'just under a half rounds down'            => array( 1.4999999999999998, self::EUR, '0,01 €' ),
			'no minor units'                           => array( '1234', array_merge( self::USD, array( 'currency_minor_unit' => 0, 'currency_prefix' => '¥' ) ), '¥1,234' ),
			'a thousand separator like the decimal one is dropped' => array( '123456789', array_merge( self::EUR, array( 'currency_thousand_separator' => ',' ) ), '1234567,89 €' ),
			'an empty string is zero'                  => array( '', self::EUR, '0,00 €' ),
			'text is zero'                             => array( 'abc', self::EUR, '0,00 €' ),
			'white space is trimmed'                   => array( ' 12 ', self::EUR, '0,12 €' ),
			'hexadecimal'                              => array( '0x1F', self::EUR, '0,31 €' ),
			'an exponent'                              => array( '1e3', self::EUR, '10,00 €' ),
			'from 1e21 String() is exponential'        => array( '1e21', self::EUR, '1e+,21 €' ),
			'null is zero'                             => array( null, self::EUR, '0,00 €' ),
			'Infinity'                                 => array( 'Infinity', self::EUR, 'Infini,ty €' ),
			'no currency fields: the defaults'         => array( '1234567', array(), '12345.67' ),
			'three minor units'                        => array( '5', array( 'currency_minor_unit' => 3 ), '0.005' ),
			'$ patterns in the separator as replace() reads them' => array( '1234567', array_merge( self::EUR, array( 'currency_thousand_separator' => '$&|$$|$`|$\'|$1|$01|$10|$0|$2' ) ), '12|$|12|345|345|345|3450|$0|$2345,67 €' ),
			'an empty decimal separator is a point, like the thousand one' => array( '1234567', array_merge( self::EUR, array( 'currency_decimal_separator' => '' ) ), '12345.67 €' ),
			'a prefix "0" is kept, a null suffix is not' => array( '1234567', array_merge( self::EUR, array( 'currency_prefix' => '0', 'currency_suffix' => null ) ), '012.345,67' ),
			'beyond 2^53 the shortest digits'          => array( 123456789012345680000, self::EUR, '1.234.567.890.123.456.800,00 €' ),
			'2^53'                                     => array( 9007199254740992, self::EUR, '90.071.992.547.409,92 €' ),
		);
	}

	/**
	 * As formatPrice().
	 *
	 * @dataProvider prices
	 *
	 * @param mixed  $amount   Minor units.
	 * @param array  $currency Currency fields.
	 * @param string $expected formatPrice()'s answer.
	 */
	public function test_formats_as_the_client_does( $amount, array $currency, string $expected ): void {
		$this->assertSame( $expected, Price::format( $amount, $currency ) );
	}
}
