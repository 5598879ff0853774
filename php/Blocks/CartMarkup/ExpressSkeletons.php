<?php
/**
 * The express payment area of the client's first render
 * (src/blocks/cart/inner-blocks/express-payment/block.tsx): placeholders
 * where the express buttons will be, one per express gateway the cart
 * offers (two when none is known yet), or nothing when no script can
 * register an express method.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The express area's placeholders.
 */
final class ExpressSkeletons {

	/**
	 * The placeholders.
	 *
	 * @param array $cart     The Store API cart.
	 * @param array $shop     Settings::shop().
	 * @param bool  $possible Whether the area loads scripts (`cartExpress`).
	 */
	public static function render( array $cart, array $shop, bool $possible ): string {
		if ( ! $possible ) {
			return '';
		}
		$offered = array_map( 'strval', (array) ( $cart['payment_methods'] ?? array() ) );
		$count   = 0;
		foreach ( (array) ( $shop['paymentMethodData'] ?? array() ) as $name => $data ) {
			if ( ! empty( $data['express'] ) && in_array( (string) $name, $offered, true ) ) {
				++$count;
			}
		}
		$item = '<li class="kiosk-cart-express__skeleton"><span class="kiosk-skeleton__line" style="height: 48px; margin: 0px;"></span></li>';
		return '<div class="kiosk-cart-express" aria-hidden="true"><ul class="kiosk-cart-express__methods">'
			. str_repeat( $item, $count > 0 ? $count : 2 )
			. '</ul></div>';
	}
}
