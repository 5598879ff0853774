<?php
/**
 * The coupon panel (closed) and the applied coupons of the cart totals, as
 * coupons.tsx renders them first: no coupon being applied or removed.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The coupons of the order summary.
 */
final class Coupons {

	/**
	 * The markup, or null when the coupons are not what the client reads.
	 *
	 * @param mixed $coupons `cart.coupons`.
	 * @param array $totals  `cart.totals`.
	 */
	public static function render( $coupons, array $totals ): ?string {
		if ( ! is_array( $coupons ) || ! array_is_list( $coupons ) ) {
			return null;
		}
		$panel = '<div class="kiosk-totals-coupon"><button type="button" class="kiosk-panel__toggle" aria-expanded="false">'
			. Html::text( __( 'Add coupons', 'kiosk' ) ) . '</button></div>';
		if ( ! $coupons ) {
			return $panel;
		}
		$list = '';
		foreach ( $coupons as $coupon ) {
			if ( ! is_array( $coupon ) ) {
				return null;
			}
			$list .= self::coupon( $coupon );
		}
		$discount = -Js::number_at( $totals, 'total_discount' ) - Js::number_at( $totals, 'total_discount_tax' );
		return $panel . '<div class="kiosk-totals-row kiosk-totals-discount"><span class="kiosk-totals-row__label">'
			. Html::text( __( 'Discount', 'kiosk' ) ) . '</span>'
			. TotalsRow::price( $discount, $totals, 'kiosk-totals-row__value' )
			. '<ul class="kiosk-coupons">' . $list . '</ul></div>';
	}

	/**
	 * One applied coupon with its remove button.
	 *
	 * @param array $coupon A Store API coupon.
	 */
	private static function coupon( array $coupon ): string {
		$code = $coupon['code'] ?? null;
		// In upper case, as coupon-name.ts and WooCommerce's blocks show it.
		$name = mb_strtoupper( Js::text( Js::either( $coupon['label'] ?? null, $code ) ), 'UTF-8' );
		// Disabled while it is being removed: nothing is on the first render, so only a code of ''.
		$disabled = '' === $code ? ' disabled=""' : '';
		/* translators: %s: coupon code */
		$label = sprintf( __( 'Remove coupon "%s"', 'kiosk' ), $name );
		return '<li class="kiosk-coupon"><span>' . Html::text( $name ) . '</span>'
			. '<button type="button" class="kiosk-coupon__remove"' . $disabled . ' aria-label="' . Html::attr( $label ) . '">×</button></li>';
	}
}
