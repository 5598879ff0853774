<?php
/**
 * Kiosk\Blocks\CartMarkup\ItemDetails follows the rules of
 * src/components/item-details/details.ts (WooCommerce's cart block's), with
 * the entries Germanized 4.0.9 sends; the expectations are those of
 * details.test.ts.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Blocks\CartMarkup\ItemDetails;

/**
 * Item details of the server's cart.
 */
final class CartMarkupItemDetailsTest extends TestCase {

	/**
	 * Display before value (an empty display falls back), key before name.
	 */
	public function test_display_falls_back_to_value_and_key_to_name(): void {
		$details = ItemDetails::of(
			array(
				'item_data' => array(
					array(
						'key'     => 'gzd-unit_price',
						'value'   => '25,00 € / 1 kg',
						'display' => '',
					),
					array(
						'name'    => 'Gravur',
						'value'   => 'raw',
						'display' => 'Für Anna',
					),
					array(
						'key'   => '',
						'name'  => 'Farbe',
						'value' => 'Rot',
					),
				),
			)
		);
		$this->assertSame(
			array(
				array(
					'name'  => 'gzd-unit_price',
					'value' => '25,00 € / 1 kg',
					'class' => 'wc-block-components-product-details__gzd-unit-price',
				),
				array(
					'name'  => 'Gravur',
					'value' => 'Für Anna',
					'class' => 'wc-block-components-product-details__gravur',
				),
				array(
					'name'  => 'Farbe',
					'value' => 'Rot',
					'class' => 'wc-block-components-product-details__farbe',
				),
			),
			$details
		);
	}

	/**
	 * Hidden as JavaScript reads the flag; item data without a value left out.
	 */
	public function test_hidden_and_empty_entries_are_left_out(): void {
		$details = ItemDetails::of(
			array(
				'item_data' => array(
					array( 'name' => 'a', 'value' => '1', 'hidden' => true ),
					array( 'name' => 'b', 'value' => '2', 'hidden' => '1' ),
					array( 'name' => 'c', 'value' => '3', 'hidden' => '' ),
					array( 'name' => 'd', 'value' => '4', 'hidden' => false ),
					array( 'name' => 'e', 'value' => '5' ),
					array( 'key' => 'gzd-unit_price', 'value' => '', 'display' => '' ),
					array( 'key' => 'gzd-delivery_time', 'value' => " \n\t " ),
					array( 'key' => 'gzd-item_desc', 'value' => '<span></span>' ),
				),
			)
		);
		$this->assertSame( array( 'c', 'd', 'e' ), array_column( $details, 'name' ) );
	}

	/**
	 * Markup and entities become text; HTML whitespace collapses, U+00A0 stays.
	 */
	public function test_values_are_text(): void {
		$this->assertSame( 'fett <i>', ItemDetails::text( '<img src=x onerror=alert(1)><b>fett</b> &lt;i&gt;' ) );
		$this->assertSame( 'Hinweis & mehr', ItemDetails::text( 'Hinweis &amp; mehr' ) );
		$this->assertSame( '1-3 Werktage', ItemDetails::text( "\n\t\t<span>1-3\n Werktage</span>\n" ) );
		$this->assertSame( "25,00\u{00a0}€", ItemDetails::text( '25,00&nbsp;€' ) );
	}

	/**
	 * The list as React's <ItemDetails> prints it; an empty name shows the value alone.
	 */
	public function test_html(): void {
		$html = ItemDetails::html(
			array(
				'variation' => array(
					array(
						'attribute' => 'Größe',
						'value'     => 'M',
					),
				),
				'item_data' => array(
					array(
						'name'  => '',
						'value' => 'Geschenk <3',
					),
				),
			),
			'kiosk-cart-item__details'
		);
		$this->assertSame(
			'<ul class="kiosk-cart-item__details wc-block-components-product-details">'
			. '<li class="wc-block-components-product-details__gr-e"><span class="wc-block-components-product-details__name">Größe:</span> <span class="wc-block-components-product-details__value">M</span></li>'
			. '<li><span class="wc-block-components-product-details__value">Geschenk &lt;3</span></li>'
			. '</ul>',
			$html
		);
		$this->assertSame( '', ItemDetails::html( array( 'item_data' => array() ), 'x' ) );
	}

	/**
	 * WooCommerce's class names.
	 */
	public function test_kebab_case(): void {
		$this->assertSame( 'gzd-unit-price', ItemDetails::kebab_case( 'gzd-unit_price' ) );
		$this->assertSame( 'gift-wrap', ItemDetails::kebab_case( 'Gift Wrap' ) );
		$this->assertSame( 'item-colour', ItemDetails::kebab_case( 'itemColour' ) );
	}
}
