<?php
/**
 * One label/value row of the cart totals and a formatted price, as
 * totals-row.tsx and formatted-price.tsx render them.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * A totals row.
 */
final class TotalsRow {

	/**
	 * `<TotalsRow label value currency>children</TotalsRow>`.
	 *
	 * @param string $label    Plain text.
	 * @param mixed  $value    Minor units; null (or undefined) for no price.
	 * @param array  $currency The currency fields.
	 * @param string $children Markup after the value.
	 */
	public static function render( string $label, $value, array $currency, string $children = '' ): string {
		$price = null === $value ? '' : self::price( $value, $currency, 'kiosk-totals-row__value' );
		return '<div class="kiosk-totals-row"><span class="kiosk-totals-row__label">' . Html::text( $label ) . '</span>'
			. $price . $children . '</div>';
	}

	/**
	 * `<FormattedPrice className amount currency>`.
	 *
	 * @param mixed  $amount    Minor units.
	 * @param array  $currency  The currency fields.
	 * @param string $class_name Extra class.
	 */
	public static function price( $amount, array $currency, string $class_name ): string {
		return '<span class="' . Html::attr( trim( 'kiosk-price ' . $class_name ) ) . '">'
			. Html::text( Price::format( $amount, $currency ) ) . '</span>';
	}
}
