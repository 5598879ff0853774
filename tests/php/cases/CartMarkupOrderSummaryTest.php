<?php
/**
 * The cart's order summary printed by the server
 * (Kiosk\Blocks\CartMarkup\OrderSummary) is React's first client render:
 * the demo cart against the live site's DOM (fixtures/cart-first-render.html),
 * and each case of fixtures/order-summary-cases.json against what
 * block.tsx rendered with React 18's createRoot (jsdom, the German
 * script translations), compared as DOM trees.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Blocks\CartMarkup\OrderSummary;

/**
 * Order summary markup.
 */
final class CartMarkupOrderSummaryTest extends TestCase {

	/**
	 * A fixture file's decoded JSON.
	 *
	 * @param string $name File name in tests/php/fixtures.
	 */
	private static function fixture( string $name ): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/' . $name ), true );
	}

	/**
	 * A case's cart and shop settings, built from the fixtures as the
	 * client-side dump built them: `cart` replaces top-level keys, `totals`
	 * merges, `dropTotals` removes, `packages`/`select`/`unnamed` copy the
	 * fixture's package.
	 *
	 * @param array $spec The case.
	 * @return array{0: array, 1: array}
	 */
	private static function build( array $spec ): array {
		$base   = self::fixture( 'cart-body.json' );
		$cart   = array_merge( $base, $spec['cart'] ?? array() );
		$totals = array_merge( $base['totals'], $spec['totals'] ?? array() );
		foreach ( $spec['dropTotals'] ?? array() as $key ) {
			unset( $totals[ $key ] );
		}
		$cart['totals'] = $totals;
		if ( isset( $spec['packages'] ) || isset( $spec['select'] ) || isset( $spec['unnamed'] ) ) {
			$package                = $base['shipping_rates'][0];
			$cart['shipping_rates'] = array();
			for ( $id = 0; $id < ( $spec['packages'] ?? 1 ); $id++ ) {
				$copy = array_merge(
					$package,
					array(
						'package_id' => $id,
						'name'       => empty( $spec['unnamed'] ) ? 'Sendung ' . ( $id + 1 ) : '',
					)
				);
				foreach ( $copy['shipping_rates'] as $index => $rate ) {
					$copy['shipping_rates'][ $index ]['selected'] = isset( $spec['select'] ) ? $rate['rate_id'] === $spec['select'] : $rate['selected'];
				}
				$cart['shipping_rates'][] = $copy;
			}
		}
		$shop = empty( $spec['noShop'] ) ? array_merge( self::fixture( 'kiosk-settings.json' ), $spec['shop'] ?? array() ) : array();
		return array( $cart, $shop );
	}

	/**
	 * The DOM of a fragment as comparable lines: one per element (tag and
	 * sorted attributes) and per run of text, indented by depth.
	 *
	 * @param string $html  Markup.
	 * @param string $xpath The elements to take (the first match).
	 */
	private static function tree( string $html, string $xpath = '/html/body/div' ): string {
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="UTF-8"?><html><body><div>' . $html . '</div></body></html>', LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$node = ( new \DOMXPath( $doc ) )->query( $xpath )->item( 0 );
		return $node ? implode( "\n", self::lines( $node, 0 ) ) : '(no match)';
	}

	/**
	 * The lines of an element and its children.
	 *
	 * @param \DOMNode $node  Element.
	 * @param int      $depth Depth.
	 * @return string[]
	 */
	private static function lines( \DOMNode $node, int $depth ): array {
		$attrs = array();
		foreach ( $node->attributes ?? array() as $attr ) {
			$attrs[ $attr->name ] = $attr->name . '=' . wp_json_encode( $attr->value, JSON_UNESCAPED_UNICODE );
		}
		ksort( $attrs );
		$lines = array( str_repeat( '  ', $depth ) . '<' . $node->nodeName . ( $attrs ? ' ' . implode( ' ', $attrs ) : '' ) . '>' );
		$text  = null;
		foreach ( $node->childNodes as $child ) {
			if ( XML_TEXT_NODE === $child->nodeType ) {
				$text .= $child->nodeValue;
				continue;
			}
			if ( null !== $text ) {
				$lines[] = str_repeat( '  ', $depth + 1 ) . wp_json_encode( $text, JSON_UNESCAPED_UNICODE );
				$text    = null;
			}
			$lines = array_merge( $lines, self::lines( $child, $depth + 1 ) );
		}
		if ( null !== $text ) {
			$lines[] = str_repeat( '  ', $depth + 1 ) . wp_json_encode( $text, JSON_UNESCAPED_UNICODE );
		}
		return $lines;
	}

	public function test_the_demo_cart_is_the_live_sites_first_render(): void {
		$this->assertSame( 'de_DE', get_locale() );
		$html = OrderSummary::render( self::fixture( 'cart-body.json' ), self::fixture( 'kiosk-settings.json' ), '' );
		$live = (string) file_get_contents( dirname( __DIR__ ) . '/fixtures/cart-first-render.html' );
		$this->assertNotNull( $html );
		$this->assertSame(
			self::tree( $live, "//div[@class='kiosk-order-summary']" ),
			self::tree( (string) $html, '/html/body/div/div' )
		);
		$this->assertStringContainsString( '<p class="kiosk-totals-footer__tax">inkl. 2,70 € MwSt.</p>', (string) $html );
	}

	/**
	 * The cases React rendered.
	 *
	 * @return array<string, array{0: array}>
	 */
	public static function cases(): array {
		$cases = array();
		foreach ( self::fixture( 'order-summary-cases.json' ) as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * Coupons, fees, tax display, shipping states and settings defaults.
	 *
	 * @dataProvider cases
	 *
	 * @param array $spec The case with React's markup (`html`).
	 */
	public function test_each_case_renders_as_react_did( array $spec ): void {
		list( $cart, $shop ) = self::build( $spec );
		$html                = OrderSummary::render( $cart, $shop, '' );
		$this->assertNotNull( $html );
		$this->assertSame( self::tree( $spec['html'] ), self::tree( (string) $html ) );
		$this->assertDoesNotMatchRegularExpression( '/>\s+</', (string) $html, 'no white space between tags' );
	}

	public function test_the_cases_cover_each_branch(): void {
		$all = implode( '', array_column( self::fixture( 'order-summary-cases.json' ), 'html' ) );
		foreach ( array( 'kiosk-totals-discount', 'disabled=""', 'Geschenkverpackung', 'Steuern', 'kiosk-totals-footer__tax-line', '<details', 'Es wurden keine Versandoptionen gefunden.', 'Adresse eingeben', 'Versandarten', '<span class="kiosk-totals-row__value">Kostenlos</span>' ) as $needle ) {
			$this->assertStringContainsString( $needle, $all );
		}
	}

	public function test_the_inner_blocks_come_last_in_the_summary(): void {
		$html = (string) OrderSummary::render( self::fixture( 'cart-body.json' ), array(), '<p class="inner">Hinweis</p>' );
		$this->assertStringEndsWith( '</p></div><p class="inner">Hinweis</p></div>', $html );
	}

	public function test_text_reads_back_exactly_as_react_prints_it(): void {
		$cart         = self::fixture( 'cart-body.json' );
		$cart['fees'] = array(
			array(
				'id'     => 'x',
				'name'   => 'A &amp; B <script>',
				'totals' => array(
					'total'     => '100',
					'total_tax' => '0',
				),
			),
		);
		$html         = (string) OrderSummary::render( $cart, array(), '' );
		$this->assertStringContainsString( '<span class="kiosk-totals-row__label">A &amp;amp; B &lt;script&gt;</span>', $html );
	}

	/**
	 * Carts the client could not render as they are (it would throw).
	 *
	 * @return array<string, array{0: callable}>
	 */
	public static function unreadable(): array {
		return array(
			'totals not an object'             => array(
				static function ( array $cart ): array {
					$cart['totals'] = 'x';
					return $cart;
				},
			),
			'fees not a list'                  => array(
				static function ( array $cart ): array {
					$cart['fees'] = array( 'a' => array( 'totals' => array() ) );
					return $cart;
				},
			),
			'a fee without totals'             => array(
				static function ( array $cart ): array {
					$cart['fees'] = array( array( 'name' => 'x' ) );
					return $cart;
				},
			),
			'a package without rates'          => array(
				static function ( array $cart ): array {
					unset( $cart['shipping_rates'][0]['shipping_rates'] );
					return $cart;
				},
			),
			'a rate without an id'             => array(
				static function ( array $cart ): array {
					unset( $cart['shipping_rates'][0]['shipping_rates'][1]['rate_id'] );
					return $cart;
				},
			),
			'a coupon that is not an object'   => array(
				static function ( array $cart ): array {
					$cart['coupons'] = array( 'sommer' );
					return $cart;
				},
			),
			'itemized taxes without tax lines' => array(
				static function ( array $cart ): array {
					unset( $cart['totals']['tax_lines'] );
					return $cart;
				},
			),
		);
	}

	/**
	 * Null when the client's render cannot be reproduced.
	 *
	 * @dataProvider unreadable
	 *
	 * @param callable $change Makes the cart unreadable.
	 */
	public function test_a_cart_the_client_cannot_read_gives_null( callable $change ): void {
		$shop = array( 'displayItemizedTaxes' => true );
		$this->assertNotNull( OrderSummary::render( self::fixture( 'cart-body.json' ), $shop, '' ) );
		$this->assertNull( OrderSummary::render( $change( self::fixture( 'cart-body.json' ) ), $shop, '' ) );
	}

	public function test_a_cart_needing_no_shipping_ignores_its_packages(): void {
		$cart                   = self::fixture( 'cart-body.json' );
		$cart['needs_shipping'] = false;
		$cart['shipping_rates'] = 'x';
		$html                   = (string) OrderSummary::render( $cart, array(), '' );
		$this->assertStringNotContainsString( 'kiosk-totals-shipping', $html );
	}
}
