<?php
/**
 * The server's cart markup (php/Blocks/CartMarkup): when it is printed at
 * all, in which order the areas come, and that every control waits for the
 * script while the links work. Whether each area equals the client's first
 * render is checked in the browser (tests/e2e/cart/server-render.e2e.ts);
 * the order summary's branches in CartMarkupOrderSummaryTest.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Blocks\CartMarkup\CartMarkup;
use Kiosk\Blocks\CartMarkup\Recorder;

/**
 * CartMarkup::render().
 */
final class CartMarkupLayoutTest extends TestCase {

	/** Store API currency fields in euros. */
	private const EURO = array(
		'currency_minor_unit'         => 2,
		'currency_decimal_separator'  => ',',
		'currency_thousand_separator' => '.',
		'currency_prefix'             => '',
		'currency_suffix'             => ' €',
	);

	/**
	 * A cart with one item (a sale), nothing to ship, no coupon.
	 *
	 * @param array $item Overrides of the item.
	 */
	private static function cart( array $item = array() ): array {
		return array(
			'items'                   => array(
				array_merge(
					array(
						'key'                 => 'a1',
						'id'                  => 7,
						'quantity'            => 2,
						'quantity_limits'     => array(
							'minimum'     => 1,
							'maximum'     => 5,
							'multiple_of' => 1,
							'editable'    => true,
						),
						'name'                => 'Kochen &amp; Backen',
						'short_description'   => '<p>Die besten Rezepte aus zehn Jahren Kiosk-Küche.</p>',
						'description'         => '',
						'low_stock_remaining' => 3,
						'show_backorder_badge' => false,
						'sold_individually'   => false,
						'permalink'           => 'https://shop.example/produkt/kochen/',
						'images'              => array(),
						'variation'           => array(),
						'item_data'           => array(),
						'prices'              => array_merge(
							self::EURO,
							array(
								'price'         => '2490',
								'regular_price' => '2990',
							)
						),
						'totals'              => array_merge(
							self::EURO,
							array(
								'line_subtotal'     => '4654',
								'line_subtotal_tax' => '326',
							)
						),
						'catalog_visibility'  => 'visible',
						'extensions'          => array(),
					),
					$item
				),
			),
			'coupons'                 => array(),
			'fees'                    => array(),
			'totals'                  => array_merge(
				self::EURO,
				array(
					'total_items'     => '4654',
					'total_items_tax' => '326',
					'total_fees'      => '0',
					'total_fees_tax'  => '0',
					'total_discount'  => '0',
					'total_discount_tax' => '0',
					'total_shipping'  => null,
					'total_shipping_tax' => null,
					'total_price'     => '4980',
					'total_tax'       => '326',
					'tax_lines'       => array(
						array(
							'name'  => 'MwSt.',
							'price' => '326',
							'rate'  => '7%',
						),
					),
				)
			),
			'shipping_address'        => array( 'country' => 'DE' ),
			'needs_payment'           => true,
			'needs_shipping'          => false,
			'has_calculated_shipping' => false,
			'shipping_rates'          => array(),
			'cross_sells'             => array(),
			'errors'                  => array(),
			'payment_methods'         => array( 'bacs' ),
			'extensions'              => array(),
		);
	}

	/** What the cart reads beside the cart. */
	private static function context( bool $express = false ): array {
		return array(
			'shop'    => array(
				'displayCartPricesIncludingTax' => true,
				'displayItemizedTaxes'          => false,
				'taxesEnabled'                  => true,
				'couponsEnabled'                => true,
				'shippingEnabled'               => true,
				'shippingCountries'             => array( 'DE' ),
				'pages'                         => array( 'checkout' => 'https://shop.example/kasse/' ),
				'paymentMethodData'             => array(
					'bacs'  => array( 'title' => 'Überweisung' ),
					'wallet' => array( 'title' => 'Wallet', 'express' => true ),
				),
			),
			'express' => $express,
		);
	}

	public function test_nothing_for_an_empty_cart_errors_or_an_unknown_block(): void {
		$empty          = self::cart();
		$empty['items'] = array();
		$this->assertNull( CartMarkup::render( $empty, array(), self::context() ) );

		$errors           = self::cart();
		$errors['errors'] = array( array( 'code' => 'woocommerce_rest_out_of_stock', 'message' => 'Ausverkauft' ) );
		$this->assertNull( CartMarkup::render( $errors, array(), self::context() ) );

		$tree = array(
			array(
				'name'        => 'kiosk/filled-cart-block',
				'innerBlocks' => array(
					array(
						'name'        => 'kiosk/cart-items-block',
						'innerBlocks' => array( array( 'name' => 'acme/gift-note', 'innerBlocks' => array() ) ),
					),
				),
			),
		);
		$this->assertNull( CartMarkup::render( self::cart(), $tree, self::context() ), 'an extension block is the client\'s to render' );
	}

	public function test_default_layout_with_inert_controls_but_the_quantities_and_a_working_link(): void {
		$html  = (string) CartMarkup::render( self::cart(), array(), self::context( true ) );
		$xpath = $this->xpath( $html );

		$this->assertSame( 1, $xpath->query( '//div[contains(@class,"kiosk-cart--server")]' )->length );
		$columns = $xpath->query( '//div[@class="kiosk-filled-cart"]/div' );
		$this->assertSame( array( 'kiosk-cart__items', 'kiosk-cart__totals' ), array( $columns->item( 0 )->getAttribute( 'class' ), $columns->item( 1 )->getAttribute( 'class' ) ) );
		$totals = array();
		foreach ( $xpath->query( '//div[@class="kiosk-cart__totals"]/*' ) as $node ) {
			$totals[] = $node->getAttribute( 'class' );
		}
		$this->assertSame( array( 'kiosk-order-summary', 'kiosk-cart-express', 'kiosk-button kiosk-proceed-to-checkout' ), $totals );

		// No express gateway offered by this cart yet: two placeholders, as the client shows.
		$this->assertSame( 2, $xpath->query( '//li[@class="kiosk-cart-express__skeleton"]' )->length );

		// Live before the script: only the quantities (the recorder steps
		// them, the script takes them over); every other control is inert.
		$live = array();
		foreach ( $xpath->query( '//button[not(@inert)] | //input[not(@inert)]' ) as $node ) {
			$live[] = $node->getAttribute( 'class' );
		}
		$this->assertNotEmpty( $live );
		foreach ( $live as $class ) {
			$this->assertMatchesRegularExpression( '/^kiosk-quantity-selector__(input|button kiosk-quantity-selector__button--(minus|plus))$/', $class );
		}
		$this->assertSame( 3 * $xpath->query( '//div[@class="kiosk-quantity-selector"]' )->length, count( $live ) );
		$this->assertGreaterThan( 1, $xpath->query( '//button[@inert] | //input[@inert]' )->length );
		$this->assertGreaterThan( 0, $xpath->query( '//button[@inert][contains(@class,"kiosk-cart-item__remove")]' )->length, 'a line\'s remove waits for the script' );
		$link = $xpath->query( '//a[contains(@class,"kiosk-proceed-to-checkout")]' )->item( 0 );
		$this->assertSame( 'https://shop.example/kasse/', $link->getAttribute( 'href' ) );
		$this->assertNull( $link->attributes->getNamedItem( 'inert' ) );

		$text = $xpath->document->textContent;
		$this->assertStringContainsString( 'Kochen & Backen', $text );
		$this->assertStringContainsString( '29,90 €', $text, 'the regular price, struck through' );
		$this->assertStringContainsString( '49,80 €', $text, 'the line total with tax' );
	}

	public function test_images_near_the_top_load_at_once_later_ones_lazily(): void {
		$image = static fn ( string $name ): array => array(
			array(
				'thumbnail' => "https://shop.example/{$name}.jpg",
				'alt'       => '',
			),
		);
		$cart  = self::cart( array( 'images' => $image( 'a' ) ) );
		for ( $i = 2; $i <= 4; $i++ ) {
			$cart['items'][] = array_merge( $cart['items'][0], array( 'key' => "a{$i}", 'images' => $image( "l{$i}" ) ) );
		}
		$product             = array(
			'id'        => 9,
			'name'      => 'Atlas',
			'permalink' => 'https://shop.example/produkt/atlas/',
			'prices'    => array_merge( self::EURO, array( 'price' => '990' ) ),
		);
		$cart['cross_sells'] = array(
			array_merge( $product, array( 'images' => $image( 'c1' ) ) ),
			array_merge( $product, array( 'images' => $image( 'c2' ) ) ),
			array_merge( $product, array( 'images' => $image( 'c3' ) ) ),
		);
		$lazy = static function ( string $html ): array {
			preg_match_all( '/<img src="[^"]*\/(\w+)\.jpg"[^>]*>/', $html, $found, PREG_SET_ORDER );
			$out = array();
			foreach ( $found as $match ) {
				$out[ $match[1] ] = str_contains( $match[0], 'loading="lazy"' );
			}
			return $out;
		};
		$this->assertSame(
			array( 'a' => false, 'l2' => false, 'l3' => false, 'l4' => true, 'c1' => true, 'c2' => true, 'c3' => true ),
			$lazy( (string) CartMarkup::render( $cart, array(), self::context() ) ),
			'the first three lines load at once; cross-sells below a long cart stay lazy'
		);
		$short          = $cart;
		$short['items'] = array_slice( $cart['items'], 0, 2 );
		$this->assertSame(
			array( 'a' => false, 'l2' => false, 'c1' => false, 'c2' => false, 'c3' => true ),
			$lazy( (string) CartMarkup::render( $short, array(), self::context() ) ),
			'below a short cart the first two cross-sells load at once'
		);
	}

	public function test_express_placeholders_follow_the_offered_gateways(): void {
		$cart                    = self::cart();
		$cart['payment_methods'] = array( 'bacs', 'wallet' );
		$xpath                   = $this->xpath( (string) CartMarkup::render( $cart, array(), self::context( true ) ) );
		$this->assertSame( 1, $xpath->query( '//li[@class="kiosk-cart-express__skeleton"]' )->length );

		$xpath = $this->xpath( (string) CartMarkup::render( $cart, array(), self::context( false ) ) );
		$this->assertSame( 0, $xpath->query( '//div[@class="kiosk-cart-express"]' )->length, 'nothing can register an express method' );
	}

	public function test_a_saved_layout_keeps_its_order(): void {
		$tree  = array(
			array(
				'name'        => 'kiosk/filled-cart-block',
				'innerBlocks' => array(
					array(
						'name'        => 'kiosk/cart-totals-block',
						'innerBlocks' => array(
							array( 'name' => 'kiosk/proceed-to-checkout-block' ),
							array( 'name' => 'kiosk/cart-order-summary-block' ),
						),
					),
					array(
						'name'        => 'kiosk/cart-items-block',
						'innerBlocks' => array( array( 'name' => 'kiosk/cart-line-items-block' ) ),
					),
				),
			),
			array( 'name' => 'kiosk/empty-cart-block' ),
		);
		$xpath = $this->xpath( (string) CartMarkup::render( self::cart(), $tree, self::context() ) );
		$order = array();
		foreach ( $xpath->query( '//div[@class="kiosk-filled-cart"]/div | //div[@class="kiosk-cart__totals"]/*' ) as $node ) {
			$order[] = $node->getAttribute( 'class' );
		}
		$this->assertSame( array( 'kiosk-cart__totals', 'kiosk-button kiosk-proceed-to-checkout', 'kiosk-order-summary', 'kiosk-cart__items' ), $order );
		$this->assertSame( 0, $xpath->query( '//*[contains(@class,"kiosk-empty-cart")]' )->length );
	}

	public function test_a_product_sold_individually_or_hidden_from_the_catalogue(): void {
		$xpath = $this->xpath(
			(string) CartMarkup::render(
				self::cart(
					array(
						'sold_individually'  => true,
						'catalog_visibility' => 'hidden',
					)
				),
				array(),
				self::context()
			)
		);
		$this->assertSame( 0, $xpath->query( '//div[contains(@class,"kiosk-quantity-selector")]' )->length );
		$this->assertSame( 1, $xpath->query( '//span[@class="kiosk-cart-item__name"]' )->length );
		$this->assertSame( 0, $xpath->query( '//a[@class="kiosk-cart-item__name"]' )->length );
	}

	public function test_the_recorder_is_kiosks_own_inline_script(): void {
		$tag = Recorder::tag();
		$this->assertStringContainsString( 'id="kiosk-cart-recorder"', $tag );
		$this->assertStringContainsString( Recorder::SCRIPT, $tag );
		$this->assertStringContainsString( '.kiosk-cart--server .kiosk-quantity-selector', Recorder::SCRIPT );
	}
}
