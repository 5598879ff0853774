<?php
/**
 * The cart's order summary as React's first render of <OrderSummary>
 * (src/blocks/cart/inner-blocks/order-summary/block.tsx) prints it for a
 * cart just loaded: nothing being applied, removed or updated, every panel
 * closed, and no extension filters or blocks (they register on the client).
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The order summary's server markup.
 */
final class OrderSummary {

	/**
	 * The client's totals of an empty cart (EMPTY_TOTALS in src/data/cart/default-state.ts).
	 */
	const EMPTY_TOTALS = array(
		'currency_code'               => 'USD',
		'currency_symbol'             => '$',
		'currency_minor_unit'         => 2,
		'currency_decimal_separator'  => '.',
		'currency_thousand_separator' => ',',
		'currency_prefix'             => '$',
		'currency_suffix'             => '',
		'total_items'                 => '0',
		'total_items_tax'             => '0',
		'total_fees'                  => '0',
		'total_fees_tax'              => '0',
		'total_discount'              => '0',
		'total_discount_tax'          => '0',
		'total_shipping'              => '0',
		'total_shipping_tax'          => '0',
		'total_price'                 => '0',
		'total_tax'                   => '0',
		'tax_lines'                   => array(),
	);

	/**
	 * The HTML of React's first render of <OrderSummary>.
	 *
	 * @param array  $cart  The Store API GET /wc/store/v1/cart body.
	 * @param array  $shop  Settings::shop( true ).
	 * @param string $inner Markup of the blocks saved inside the area.
	 * @return string|null Null when the cart is not shaped as the client reads it.
	 */
	public static function render( array $cart, array $shop, string $inner ): ?string {
		$totals = $cart['totals'] ?? self::EMPTY_TOTALS;
		if ( ! is_array( $totals ) ) {
			return null;
		}
		// The client's defaults (cartSettings() in src/shared/cart/settings.ts).
		$incl     = Js::truthy( $shop['displayCartPricesIncludingTax'] ?? true );
		$itemized = Js::truthy( $shop['displayItemizedTaxes'] ?? false );
		$tax      = Js::number_at( $totals, 'total_tax' );
		$show_tax = Js::truthy( $shop['taxesEnabled'] ?? true ) || $tax > 0;
		$subtotal = Js::number_at( $totals, 'total_items' ) + ( $incl ? Js::number_at( $totals, 'total_items_tax' ) : 0.0 );
		$coupons  = Coupons::render( $cart['coupons'] ?? array(), $totals );
		$fees     = self::fees( $cart['fees'] ?? array(), $totals, $incl );
		$shipping = ShippingSummary::render( $cart, $totals, $incl );
		$taxes    = $show_tax && ! $incl ? self::tax_rows( $totals, $tax, $itemized ) : '';
		$footer   = self::footer( $totals, $show_tax && $incl && $tax > 0, $tax, $itemized );
		if ( null === $coupons || null === $fees || null === $shipping || null === $taxes || null === $footer ) {
			return null;
		}
		return '<div class="kiosk-order-summary"><h2 class="kiosk-cart__heading">' . Html::text( __( 'Cart totals', 'kiosk' ) ) . '</h2>'
			. TotalsRow::render( __( 'Subtotal', 'kiosk' ), $subtotal, $totals )
			. $coupons . $fees . $shipping . $taxes . $footer . $inner . '</div>';
	}

	/**
	 * The fees that are not zero, one row each.
	 *
	 * @param mixed $fees   `cart.fees`.
	 * @param array $totals `cart.totals`.
	 * @param bool  $incl   Whether prices include tax.
	 */
	private static function fees( $fees, array $totals, bool $incl ): ?string {
		if ( ! is_array( $fees ) || ! array_is_list( $fees ) ) {
			return null;
		}
		$rows = '';
		foreach ( $fees as $fee ) {
			if ( ! is_array( $fee ) || ! is_array( $fee['totals'] ?? null ) ) {
				return null;
			}
			$total = Js::number_at( $fee['totals'], 'total' );
			if ( 0.0 !== $total ) {
				$value = $total + ( $incl ? Js::number_at( $fee['totals'], 'total_tax' ) : 0.0 );
				$rows .= TotalsRow::render( Js::text( $fee['name'] ?? null ), $value, $totals );
			}
		}
		return $rows;
	}

	/**
	 * The tax rows when prices exclude tax: one per rate, or one in all.
	 *
	 * @param array $totals   `cart.totals`.
	 * @param float $tax      The total tax.
	 * @param bool  $itemized Whether taxes show per rate.
	 */
	private static function tax_rows( array $totals, float $tax, bool $itemized ): ?string {
		if ( ! $itemized ) {
			return TotalsRow::render( __( 'Taxes', 'kiosk' ), $tax, $totals );
		}
		$lines = self::tax_lines( $totals );
		if ( null === $lines ) {
			return null;
		}
		$rows = '';
		foreach ( $lines as $line ) {
			$rows .= TotalsRow::render( Js::text( $line['name'] ?? null ), $line['price'] ?? null, $totals );
		}
		return $rows;
	}

	/**
	 * The estimated total, with the included taxes when prices include them.
	 *
	 * @param array $totals   `cart.totals`.
	 * @param bool  $included Whether to say which taxes the total includes.
	 * @param float $tax      The total tax.
	 * @param bool  $itemized Whether taxes show per rate.
	 */
	private static function footer( array $totals, bool $included, float $tax, bool $itemized ): ?string {
		$note = '';
		if ( $included && $itemized ) {
			$lines = self::tax_lines( $totals );
			if ( null === $lines ) {
				return null;
			}
			foreach ( $lines as $line ) {
				/* translators: %1$s: tax amount, %2$s: tax name */
				$text  = sprintf( __( 'Including %1$s %2$s', 'kiosk' ), Price::format( $line['price'] ?? null, $totals ), Js::text( $line['name'] ?? null ) );
				$note .= '<span class="kiosk-totals-footer__tax-line">' . Html::text( $text ) . '</span>';
			}
		} elseif ( $included ) {
			/* translators: %s: tax amount */
			$note = Html::text( sprintf( __( 'Including %s in taxes', 'kiosk' ), Price::format( $tax, $totals ) ) );
		}
		return '<div class="kiosk-totals-row kiosk-totals-footer"><span class="kiosk-totals-row__label">' . Html::text( __( 'Estimated total', 'kiosk' ) ) . '</span>'
			. '<span class="kiosk-totals-row__value kiosk-totals-footer__value">' . Html::text( Price::format( $totals['total_price'] ?? null, $totals ) ) . '</span>'
			. ( $included ? '<p class="kiosk-totals-footer__tax">' . $note . '</p>' : '' ) . '</div>';
	}

	/**
	 * `totals.tax_lines`, or null when it is not a list of lines.
	 *
	 * @param array $totals `cart.totals`.
	 * @return array<int, array>|null
	 */
	private static function tax_lines( array $totals ): ?array {
		$lines = $totals['tax_lines'] ?? null;
		if ( ! is_array( $lines ) || ! array_is_list( $lines ) ) {
			return null;
		}
		foreach ( $lines as $line ) {
			if ( ! is_array( $line ) ) {
				return null;
			}
		}
		return $lines;
	}
}
