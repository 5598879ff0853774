<?php
/**
 * The quantity selector as the client's first render has it
 * (src/components/quantity-selector): none for items sold individually,
 * a read-only field for a quantity that cannot be edited, else the field
 * with minus and plus, disabled at the bounds.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * A line's quantity selector.
 */
final class QuantitySelector {

	/**
	 * The selector.
	 *
	 * @param array  $item A Store API cart item.
	 * @param string $name Its decoded name.
	 */
	public static function render( array $item, string $name ): string {
		if ( ! empty( $item['sold_individually'] ) ) {
			return '';
		}
		$quantity = (int) ( $item['quantity'] ?? 1 );
		$limits   = (array) ( $item['quantity_limits'] ?? array() );
		/* translators: %s: product name */
		$label = sprintf( __( 'Quantity of %s in your cart.', 'kiosk' ), $name );
		if ( array_key_exists( 'editable', $limits ) && ! $limits['editable'] ) {
			return '<div class="kiosk-quantity-selector kiosk-quantity-selector--readonly">'
				. '<input class="kiosk-quantity-selector__input" type="number" value="' . Html::attr( (string) $quantity ) . '" readonly="" aria-label="' . Html::attr( $label ) . '">'
				. '</div>';
		}
		$step = isset( $limits['multiple_of'] ) ? (int) $limits['multiple_of'] : 1;
		$grid = $step > 0 ? $step : 1;
		$min  = (int) ( ceil( ( isset( $limits['minimum'] ) ? (int) $limits['minimum'] : 1 ) / $grid ) * $grid );
		$max  = (int) max( $min, floor( ( isset( $limits['maximum'] ) ? (int) $limits['maximum'] : 99 ) / $grid ) * $grid );
		/* translators: %s: product name */
		$reduce = sprintf( __( 'Reduce quantity of %s', 'kiosk' ), $name );
		/* translators: %s: product name */
		$increase = sprintf( __( 'Increase quantity of %s', 'kiosk' ), $name );
		return '<div class="kiosk-quantity-selector">'
			. sprintf(
				'<input class="kiosk-quantity-selector__input" type="number" inputmode="numeric" min="%1$d" max="%2$d" step="%3$d" aria-label="%4$s" value="%5$d">',
				$min,
				$max,
				$step,
				Html::attr( $label ),
				$quantity
			)
			. '<button type="button" class="kiosk-quantity-selector__button kiosk-quantity-selector__button--minus" aria-label="' . Html::attr( $reduce ) . '"' . ( $quantity <= $min ? ' disabled=""' : '' ) . '>−</button>'
			. '<button type="button" class="kiosk-quantity-selector__button kiosk-quantity-selector__button--plus" aria-label="' . Html::attr( $increase ) . '"' . ( $quantity >= $max ? ' disabled=""' : '' ) . '>+</button>'
			. '</div>';
	}
}
