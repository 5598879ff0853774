<?php
/**
 * The cross-sells as the client's first render has them
 * (src/blocks/cart/inner-blocks/cross-sells): nothing when the cart has none.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The cart's cross-sells.
 */
final class CrossSells {

	/**
	 * The section.
	 *
	 * @param array  $products The Store API cart's cross_sells.
	 * @param string $inner    The blocks saved inside the area.
	 * @param bool   $eager    Whether the first products' images load at once
	 *                         (a short cart: they are near the top of the page).
	 */
	public static function render( array $products, string $inner, bool $eager = false ): string {
		if ( array() === $products ) {
			return '';
		}
		$list = '';
		foreach ( array_values( $products ) as $index => $product ) {
			$list .= self::product( (array) $product, $eager && $index < 2 );
		}
		return '<section class="kiosk-cross-sells" aria-labelledby="kiosk-cross-sells-heading">'
			. '<h2 id="kiosk-cross-sells-heading" class="kiosk-cart__heading">' . Html::text( __( 'You may be interested in…', 'kiosk' ) ) . '</h2>'
			. '<ul class="kiosk-cross-sells__list">' . $list . '</ul>'
			. $inner
			. '</section>';
	}

	/**
	 * One product: image, name, price, add to cart.
	 *
	 * @param array $product A Store API product.
	 * @param bool  $eager   Whether its image loads at once rather than lazily.
	 */
	private static function product( array $product, bool $eager ): string {
		$image  = (array) ( $product['images'][0] ?? array() );
		$prices = (array) ( $product['prices'] ?? array() );
		$out    = '<li class="kiosk-cross-sells__product">';
		if ( array() !== $image ) {
			$out .= '<img src="' . esc_url( (string) ( $image['thumbnail'] ?? '' ) ) . '" alt="' . Html::attr( (string) ( $image['alt'] ?? '' ) ) . '" width="120" height="120"' . ( $eager ? '' : ' loading="lazy"' ) . ' decoding="async">';
		}
		$out .= '<a href="' . esc_url( (string) ( $product['permalink'] ?? '' ) ) . '">' . Html::text( Text::decode( (string) ( $product['name'] ?? '' ) ) ) . '</a>';
		$out .= TotalsRow::price( (string) ( $prices['price'] ?? '0' ), $prices, '' );
		if ( ! empty( $product['is_purchasable'] ) && ! empty( $product['is_in_stock'] ) ) {
			$text = (string) ( $product['add_to_cart']['text'] ?? '' );
			$out .= '<button type="button" class="kiosk-button">' . Html::text( '' !== $text ? $text : __( 'Add to cart', 'kiosk' ) ) . '</button>';
		}
		return $out . '</li>';
	}
}
