<?php
/**
 * A cart item's variation and item data as React's <ItemDetails>
 * (src/components/item-details) prints them, by the same rules
 * (src/components/item-details/details.ts, WooCommerce's cart block's):
 * hidden entries and item data without a value left out, `display` before
 * `value`, `key` before `name`, text only, WooCommerce's class names.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The details list of a cart line.
 */
final class ItemDetails {

	/**
	 * The details a cart item shows: its variation, then its item data.
	 *
	 * @param array $item A Store API cart item.
	 * @return array<int, array{name: string, value: string, class: string}>
	 */
	public static function of( array $item ): array {
		$details = array();
		foreach ( (array) ( $item['variation'] ?? array() ) as $variation ) {
			$details[] = self::detail( self::first( $variation, 'attribute' ), self::first( $variation, 'value' ) );
		}
		foreach ( (array) ( $item['item_data'] ?? array() ) as $data ) {
			if ( ! is_array( $data ) || self::truthy( $data['hidden'] ?? null ) ) {
				continue;
			}
			$detail = self::detail( self::first( $data, 'key', 'name' ), self::first( $data, 'display', 'value' ) );
			if ( '' !== $detail['value'] ) {
				$details[] = $detail;
			}
		}
		return $details;
	}

	/**
	 * The list's HTML ('' when there is nothing to show).
	 *
	 * @param array  $item  A Store API cart item.
	 * @param string $class Kiosk's class of the list.
	 */
	public static function html( array $item, string $class ): string {
		$details = self::of( $item );
		if ( array() === $details ) {
			return '';
		}
		$out = '<ul class="' . Html::attr( $class . ' wc-block-components-product-details' ) . '">';
		foreach ( $details as $detail ) {
			$out .= '' === $detail['class'] ? '<li>' : '<li class="' . Html::attr( $detail['class'] ) . '">';
			if ( '' !== $detail['name'] ) {
				$out .= '<span class="wc-block-components-product-details__name">' . Html::text( $detail['name'] ) . ':</span> ';
			}
			$out .= '<span class="wc-block-components-product-details__value">' . Html::text( $detail['value'] ) . '</span></li>';
		}
		return $out . '</ul>';
	}

	/**
	 * A string from the Store API as the text it shows: entities decoded,
	 * markup dropped, HTML whitespace (not U+00A0) collapsed and trimmed.
	 *
	 * @param string $content The Store API's string.
	 */
	public static function text( string $content ): string {
		$text = preg_match( '/[&<]/', $content ) ? Text::content( $content ) : $content;
		return (string) preg_replace( '/^ | $/', '', (string) preg_replace( '/[ \t\n\r\f]+/', ' ', $text ) );
	}

	/**
	 * WooCommerce's kebab case of a name (`gzd-unit_price` → `gzd-unit-price`).
	 *
	 * @param string $name A name.
	 */
	public static function kebab_case( string $name ): string {
		$name = (string) preg_replace( '/([a-z0-9])([A-Z])/', '$1-$2', $name );
		$name = (string) preg_replace( '/[^A-Za-z0-9]+/', '-', $name );
		return strtolower( trim( $name, '-' ) );
	}

	/**
	 * One entry.
	 *
	 * @param string $name  Raw name.
	 * @param string $value Raw value.
	 * @return array{name: string, value: string, class: string}
	 */
	private static function detail( string $name, string $value ): array {
		$name = self::text( $name );
		return array(
			'name'  => $name,
			'value' => self::text( $value ),
			'class' => '' === $name ? '' : 'wc-block-components-product-details__' . self::kebab_case( $name ),
		);
	}

	/**
	 * The first of the fields that is a non-empty string, as JavaScript's `a || b || ''`.
	 *
	 * @param array  $data      An entry.
	 * @param string ...$fields Field names in order.
	 */
	private static function first( array $data, string ...$fields ): string {
		foreach ( $fields as $field ) {
			$value = $data[ $field ] ?? '';
			if ( is_scalar( $value ) && self::truthy( $value ) ) {
				return (string) $value;
			}
		}
		return '';
	}

	/**
	 * Whether a value is truthy as JavaScript reads it ('0' is, '' is not).
	 *
	 * @param mixed $value A JSON value.
	 */
	private static function truthy( $value ): bool {
		if ( is_string( $value ) ) {
			return '' !== $value;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return 0 != $value; // phpcs:ignore Universal.Operators.StrictComparisons.LooseNotEqual -- 0 and 0.0 alike.
		}
		return (bool) $value;
	}
}
