<?php
/**
 * The checkout's order summary as React's first render prints it: the
 * sidebar's order summary with its totals
 * (src/blocks/checkout/inner-blocks/order-summary/block.tsx,
 * order-summary-totals/block.tsx) and the phone's collapsed summary with
 * the total in its toggle (mobile-summary.tsx, order-total.tsx). Prices,
 * item details and coupon names by CartMarkup's rules.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CheckoutMarkup;

defined( 'ABSPATH' ) || exit;

use Kiosk\Blocks\CartMarkup\Html;
use Kiosk\Blocks\CartMarkup\ItemDetails;
use Kiosk\Blocks\CartMarkup\Js;
use Kiosk\Blocks\CartMarkup\Price;

/**
 * The checkout's summaries.
 */
final class Summary {

	/**
	 * The sidebar's order summary and its totals, or null where the cart is
	 * not shaped as the client reads it.
	 *
	 * @param array $cart The Store API cart.
	 * @param array $shop Settings::shop().
	 */
	public static function sidebar( array $cart, array $shop ): ?string {
		$totals = $cart['totals'] ?? null;
		if ( ! is_array( $totals ) || ! is_array( $cart['items'] ?? null ) ) {
			return null;
		}
		$incl  = false !== ( $shop['displayCartPricesIncludingTax'] ?? true );
		$items = '';
		foreach ( $cart['items'] as $item ) {
			if ( ! is_array( $item ) || ! is_array( $item['totals'] ?? null ) ) {
				return null;
			}
			$quantity = (int) ( $item['quantity'] ?? 0 );
			$line     = Js::number_at( $item['totals'], 'line_subtotal' ) + ( $incl ? Js::number_at( $item['totals'], 'line_subtotal_tax' ) : 0.0 );
			/* translators: %d: quantity */
			$count  = sprintf( _n( '%d item', '%d items', $quantity, 'kiosk' ), $quantity );
			$items .= '<li class="kiosk-order-summary-item"><span class="kiosk-order-summary-item__quantity">'
				. '<span class="screen-reader-text">' . Html::text( $count ) . '</span>'
				. '<span aria-hidden="true">' . Html::text( Js::text( $item['quantity'] ?? null ) ) . '×</span></span>'
				. '<span class="kiosk-order-summary-item__name">' . Html::text( Js::text( $item['name'] ?? null ) ) . '</span>'
				. '<span class="kiosk-order-summary-item__total">' . Html::text( Price::format( $line, $item['totals'] ) ) . '</span>'
				. ItemDetails::html( $item, 'kiosk-order-summary-item__details' )
				. '</li>';
		}
		$rows = self::totals( $cart, $totals, $shop, $incl );
		if ( null === $rows ) {
			return null;
		}
		return '<section class="kiosk-order-summary" aria-labelledby="kiosk-order-summary-title">'
			. '<h2 id="kiosk-order-summary-title" class="kiosk-order-summary__title">' . Html::text( __( 'Order summary', 'kiosk' ) ) . '</h2>'
			. '<ul class="kiosk-order-summary__items">' . $items . '</ul>' . $rows . '</section>';
	}

	/**
	 * The phone's collapsed summary: its toggle with the total (the summary
	 * inside renders when first opened, so not on the first render).
	 *
	 * @param array $cart The Store API cart.
	 * @param array $shop Settings::shop().
	 */
	public static function mobile( array $cart, array $shop ): string {
		$totals = (array) $cart['totals'];
		$class  = 'kiosk-checkout__mobile-total';
		return '<details class="kiosk-checkout__mobile-summary"><summary>'
			. '<span class="kiosk-checkout__mobile-summary-toggle">' . Html::text( __( 'Show order summary', 'kiosk' ) ) . '</span>'
			. '<span class="' . $class . '"><span class="' . $class . '-label">' . Html::text( __( 'Total', 'kiosk' ) ) . '</span> '
			. '<strong>' . Html::text( self::money( $totals['total_price'] ?? null, $totals ) ) . '</strong>'
			. self::tax_note( $totals, $shop ) . '</span></summary></details>';
	}

	/**
	 * `<OrderSummaryTotals>`: subtotal, coupons or discount, fees, shipping,
	 * taxes, the total.
	 *
	 * @param array $cart   The Store API cart.
	 * @param array $totals `cart.totals`.
	 * @param array $shop   Settings::shop().
	 * @param bool  $incl   Whether prices include tax.
	 */
	private static function totals( array $cart, array $totals, array $shop, bool $incl ): ?string {
		$coupons = $cart['coupons'] ?? array();
		$fees    = $cart['fees'] ?? array();
		if ( ! is_array( $coupons ) || ! is_array( $fees ) ) {
			return null;
		}
		$out  = self::row( __( 'Subtotal', 'kiosk' ), self::money( Js::number_at( $totals, 'total_items' ) + ( $incl ? Js::number_at( $totals, 'total_items_tax' ) : 0.0 ), $totals ) );
		$sign = '-';
		foreach ( $coupons as $coupon ) {
			if ( ! is_array( $coupon ) || ! is_array( $coupon['totals'] ?? null ) ) {
				return null;
			}
			$name = mb_strtoupper( Js::string( Js::either( $coupon['label'] ?? null, $coupon['code'] ?? null ) ), 'UTF-8' );
			/* translators: %s: coupon code */
			$out .= self::row( sprintf( __( 'Coupon: %s', 'kiosk' ), $name ), $sign . self::money( Js::number_at( $coupon['totals'], 'total_discount' ) + ( $incl ? Js::number_at( $coupon['totals'], 'total_discount_tax' ) : 0.0 ), $totals ), 'kiosk-totals__row--discount' );
		}
		$discount = Js::number_at( $totals, 'total_discount' ) + ( $incl ? Js::number_at( $totals, 'total_discount_tax' ) : 0.0 );
		if ( $discount > 0 && ! $coupons ) {
			$out .= self::row( __( 'Discount', 'kiosk' ), $sign . self::money( $discount, $totals ) );
		}
		foreach ( $fees as $fee ) {
			if ( ! is_array( $fee ) || ! is_array( $fee['totals'] ?? null ) ) {
				return null;
			}
			if ( 0.0 !== Js::number_at( $fee['totals'], 'total' ) ) {
				$out .= self::row( Js::text( $fee['name'] ?? null ), self::money( Js::number_at( $fee['totals'], 'total' ) + ( $incl ? Js::number_at( $fee['totals'], 'total_tax' ) : 0.0 ), $totals ) );
			}
		}
		if ( ! empty( $cart['needs_shipping'] ) ) {
			$out .= self::shipping( $cart, $totals, $incl );
		}
		$show_tax = Js::truthy( $shop['taxesEnabled'] ?? true ) && Js::number_at( $totals, 'total_tax' ) > 0;
		if ( ! $incl && $show_tax ) {
			if ( Js::truthy( $shop['displayItemizedTaxes'] ?? false ) ) {
				foreach ( (array) ( $totals['tax_lines'] ?? array() ) as $line ) {
					$out .= self::row( Js::text( $line['name'] ?? null ), self::money( $line['price'] ?? null, $totals ) );
				}
			} else {
				$out .= self::row( __( 'Taxes', 'kiosk' ), self::money( $totals['total_tax'] ?? null, $totals ) );
			}
		}
		$total = '<strong>' . Html::text( self::money( $totals['total_price'] ?? null, $totals ) ) . '</strong>'
			. ( $incl ? self::tax_note( $totals, $shop ) : '' );
		return '<dl class="kiosk-totals">' . $out
			. '<div class="kiosk-totals__row kiosk-totals__row--total"><dt>' . Html::text( __( 'Total', 'kiosk' ) ) . '</dt><dd>' . $total . '</dd></div></dl>';
	}

	/**
	 * The shipping row: its price, "free", "calculated at next step", or the
	 * notice that a method is missing.
	 *
	 * @param array $cart   The Store API cart.
	 * @param array $totals `cart.totals`.
	 * @param bool  $incl   Whether prices include tax.
	 */
	private static function shipping( array $cart, array $totals, bool $incl ): string {
		$packages = (array) ( $cart['shipping_rates'] ?? array() );
		$any      = false;
		$only     = false;
		foreach ( $packages as $package ) {
			$rates = (array) ( $package['shipping_rates'] ?? array() );
			$any   = $any || array() !== $rates;
			$all   = true;
			foreach ( $rates as $rate ) {
				$all = $all && 'pickup_location' === ( $rate['method_id'] ?? '' );
			}
			$only = $only || $all;
		}
		$open = '<div class="kiosk-totals__row kiosk-totals__row--shipping"><dt>' . Html::text( __( 'Shipping', 'kiosk' ) ) . '</dt>';
		if ( ! $any || $only ) {
			return $open . '<dd class="kiosk-totals__shipping-notice">' . Html::text( __( 'Totals will be recalculated when a valid shipping method is selected.', 'kiosk' ) ) . '</dd></div>';
		}
		$raw = $totals['total_shipping'] ?? null;
		if ( null === $raw ) {
			$text = __( 'Calculated at next step', 'kiosk' );
		} else {
			$amount = Js::number( $raw ) + ( $incl ? Js::number_at( $totals, 'total_shipping_tax' ) : 0.0 );
			$text   = 0.0 === $amount ? __( 'Free', 'kiosk' ) : self::money( $amount, $totals );
		}
		return $open . '<dd>' . Html::text( $text ) . '</dd></div>';
	}

	/**
	 * "Including … in taxes" where prices include tax and there is tax.
	 *
	 * @param array $totals `cart.totals`.
	 * @param array $shop   Settings::shop().
	 */
	private static function tax_note( array $totals, array $shop ): string {
		$incl = false !== ( $shop['displayCartPricesIncludingTax'] ?? true );
		if ( ! $incl || ! Js::truthy( $shop['taxesEnabled'] ?? true ) || ! ( Js::number_at( $totals, 'total_tax' ) > 0 ) ) {
			return '';
		}
		/* translators: %s: the tax amount */
		return '<span class="kiosk-totals__tax-note">' . Html::text( sprintf( __( 'Including %s in taxes', 'kiosk' ), self::money( $totals['total_tax'] ?? null, $totals ) ) ) . '</span>';
	}

	/**
	 * One row of the totals list.
	 *
	 * @param string $label The term.
	 * @param string $value The value (plain text).
	 * @param string $extra An extra class.
	 */
	private static function row( string $label, string $value, string $extra = '' ): string {
		return '<div class="' . Html::attr( trim( 'kiosk-totals__row ' . $extra ) ) . '"><dt>' . Html::text( $label ) . '</dt><dd>' . Html::text( $value ) . '</dd></div>';
	}

	/**
	 * `formatPrice( Number( amount || 0 ), totals )`.
	 *
	 * @param mixed $amount Minor units.
	 * @param array $totals The currency fields.
	 */
	private static function money( $amount, array $totals ): string {
		return Price::format( Js::truthy( $amount ) ? Js::number( $amount ) : 0.0, $totals );
	}
}
