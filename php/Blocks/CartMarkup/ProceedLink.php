<?php
/**
 * The proceed-to-checkout link as the client's first render has it
 * (src/blocks/cart/inner-blocks/proceed-to-checkout/block.tsx, no extension
 * filter). A plain link: it works before the script runs.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The proceed-to-checkout link.
 */
final class ProceedLink {

	/**
	 * The link.
	 *
	 * @param string $checkout_url The checkout page ('' gives the client's default).
	 */
	public static function render( string $checkout_url ): string {
		return sprintf(
			'<a class="kiosk-button kiosk-proceed-to-checkout" href="%1$s">%2$s</a>',
			esc_url( '' !== $checkout_url ? $checkout_url : '/kasse/' ),
			Html::text( __( 'Proceed to Checkout', 'kiosk' ) )
		);
	}
}
