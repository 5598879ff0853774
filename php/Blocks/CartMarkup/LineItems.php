<?php
/**
 * The line-item table as the client's first render has it
 * (src/shared/cart/line-items.tsx and line-item-row.tsx, no extension
 * filter, nothing pending).
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The cart's line items.
 */
final class LineItems {

	/** Descriptions collapse to this many words (src/components/read-more). */
	private const EXCERPT_WORDS = 15;

	/**
	 * How many lines' images the server's copy loads at once: those near the
	 * top of the page, one of which is often the largest paint (LCP) on a
	 * phone. A lazy image waits for the first layout before it is even
	 * requested; these are requested as the HTML arrives. The client's copy
	 * keeps `loading="lazy"`: it finds them in the document's image cache.
	 */
	public const EAGER_IMAGES = 3;

	/**
	 * The table.
	 *
	 * @param array $items       The Store API cart's items.
	 * @param bool  $include_tax Whether line totals include tax.
	 */
	public static function render( array $items, bool $include_tax ): string {
		$rows = '';
		foreach ( array_values( $items ) as $index => $item ) {
			$rows .= self::row( (array) $item, $include_tax, $index < self::EAGER_IMAGES );
		}
		return '<table class="kiosk-cart-items">'
			. '<caption class="screen-reader-text">' . Html::text( __( 'Products in cart', 'kiosk' ) ) . '</caption>'
			. '<thead><tr>'
			. '<th scope="col"><span class="screen-reader-text">' . Html::text( __( 'Product image', 'kiosk' ) ) . '</span></th>'
			. '<th scope="col">' . Html::text( __( 'Product', 'kiosk' ) ) . '</th>'
			. '<th scope="col" class="kiosk-cart-items__total">' . Html::text( __( 'Total', 'kiosk' ) ) . '</th>'
			. '</tr></thead>'
			. '<tbody>' . $rows . '</tbody></table>';
	}

	/**
	 * One line: image, details, total.
	 *
	 * @param array $item        A Store API cart item.
	 * @param bool  $include_tax Whether the total includes tax.
	 * @param bool  $eager       Whether its image loads at once (EAGER_IMAGES).
	 */
	private static function row( array $item, bool $include_tax, bool $eager ): string {
		$name   = Text::decode( (string) ( $item['name'] ?? '' ) );
		$prices = (array) ( $item['prices'] ?? array() );
		$totals = (array) ( $item['totals'] ?? array() );
		$total  = Js::number_at( $totals, 'line_subtotal' ) + ( $include_tax ? Js::number_at( $totals, 'line_subtotal_tax' ) : 0 );
		return '<tr class="kiosk-cart-item" aria-busy="false">'
			. '<td class="kiosk-cart-item__image" aria-hidden="true">' . self::image( (array) ( $item['images'][0] ?? array() ), $eager ) . '</td>'
			. '<td class="kiosk-cart-item__product">'
			. self::name( $item, $name )
			. self::prices( $item, $prices )
			. self::stock( $item )
			. ItemDetails::html( $item, 'kiosk-cart-item__details' )
			. self::description( (string) ( ( $item['short_description'] ?? '' ) ?: ( $item['description'] ?? '' ) ) )
			. '<div class="kiosk-cart-item__quantity">'
			. QuantitySelector::render( $item, $name )
			. '<button type="button" class="kiosk-cart-item__remove">'
			. '<span aria-hidden="true">' . Html::text( __( 'Remove item', 'kiosk' ) ) . '</span>'
			/* translators: %s: product name */
			. '<span class="screen-reader-text">' . Html::text( sprintf( __( 'Remove %s from cart', 'kiosk' ), $name ) ) . '</span>'
			. '</button></div>'
			. '</td>'
			. '<td class="kiosk-cart-item__total">' . TotalsRow::price( $total, $totals, '' ) . '</td>'
			. '</tr>';
	}

	/**
	 * The product image, else WooCommerce's placeholder image (the client's
	 * `placeholderImage` setting), else an empty box.
	 *
	 * @param array $image The item's first image ([] for none).
	 * @param bool  $eager Whether it loads at once rather than lazily.
	 */
	private static function image( array $image, bool $eager ): string {
		$src = array() === $image
			? \Kiosk\Assets\Settings::placeholder_image()
			: (string) ( ( $image['thumbnail'] ?? '' ) ?: ( $image['src'] ?? '' ) );
		if ( '' === $src ) {
			return '<span class="kiosk-cart-item__placeholder"></span>';
		}
		return '<img src="' . esc_url( $src ) . '" alt="" width="80" height="80"' . ( $eager ? '' : ' loading="lazy"' ) . ' decoding="async">';
	}

	/**
	 * The name, linked unless the product is hidden from the catalog.
	 *
	 * @param array  $item A cart item.
	 * @param string $name Its decoded name.
	 */
	private static function name( array $item, string $name ): string {
		$visibility = (string) ( $item['catalog_visibility'] ?? '' );
		if ( 'hidden' === $visibility || 'search' === $visibility ) {
			return '<span class="kiosk-cart-item__name">' . Html::text( $name ) . '</span>';
		}
		return '<a class="kiosk-cart-item__name" href="' . esc_url( (string) ( $item['permalink'] ?? '' ) ) . '">' . Html::text( $name ) . '</a>';
	}

	/**
	 * The unit price (the regular one struck through on sale) and the saving badge.
	 *
	 * @param array $item   A cart item.
	 * @param array $prices Its prices.
	 */
	private static function prices( array $item, array $prices ): string {
		$regular = Js::number_at( $prices, 'regular_price' );
		$price   = Js::number_at( $prices, 'price' );
		$saving  = ( $regular - $price ) * Js::number_at( $item, 'quantity' );
		$out     = '<div class="kiosk-cart-item__prices">'
			. ( $regular > $price ? '<del>' . TotalsRow::price( $regular, $prices, '' ) . '</del>' : '' )
			. TotalsRow::price( $price, $prices, '' )
			. '</div>';
		if ( $saving > 0 ) {
			/* translators: %s: amount saved */
			$out .= '<span class="kiosk-cart-item__badge">' . Html::text( sprintf( __( 'Save %s', 'kiosk' ), Price::format( $saving, $prices ) ) ) . '</span>';
		}
		return $out;
	}

	/**
	 * Low stock and backorder notes.
	 *
	 * @param array $item A cart item.
	 */
	private static function stock( array $item ): string {
		$out = '';
		$low = $item['low_stock_remaining'] ?? null;
		if ( null !== $low && (int) $low > 0 ) {
			/* translators: %d: number left in stock */
			$out .= '<p class="kiosk-cart-item__stock">' . Html::text( sprintf( _n( 'Only %d left in stock', 'Only %d left in stock', (int) $low, 'kiosk' ), (int) $low ) ) . '</p>';
		}
		if ( ! empty( $item['show_backorder_badge'] ) ) {
			$out .= '<p class="kiosk-cart-item__stock">' . Html::text( __( 'Available on backorder', 'kiosk' ) ) . '</p>';
		}
		return $out;
	}

	/**
	 * The description, collapsed (src/components/read-more).
	 *
	 * @param string $html The short description, else the description.
	 */
	private static function description( string $html ): string {
		$text = Text::of( $html );
		if ( '' === $text ) {
			return '';
		}
		$long = count( Text::words( $text ) ) > self::EXCERPT_WORDS;
		return '<div class="kiosk-read-more">'
			. '<p class="kiosk-read-more__text' . ( $long ? ' is-clamped' : '' ) . '" style="-webkit-line-clamp: 3;">'
			. Html::text( $long ? Text::excerpt( $text, self::EXCERPT_WORDS ) : $text )
			. '</p>'
			. ( $long ? '<button type="button" class="kiosk-read-more__toggle" aria-expanded="false">' . Html::text( __( 'Read more', 'kiosk' ) ) . '</button>' : '' )
			. '</div>';
	}
}
