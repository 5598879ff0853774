<?php
/**
 * The mini-cart block: the header's cart button, rendered by the server
 * (contract: src/blocks/mini-cart/README.md). It holds no per-visitor data:
 * the count starts at 0 and `kiosk-mini-cart` fills it in, so a page cache
 * can serve the header to everyone.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Renders `kiosk/mini-cart`.
 */
final class MiniCart {

	const ICON = '<svg class="kiosk-mini-cart__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"/><circle cx="9.5" cy="19.5" r="1.4" fill="currentColor"/><circle cx="17" cy="19.5" r="1.4" fill="currentColor"/></svg>';

	/**
	 * The button's markup.
	 */
	public static function render(): string {
		/* translators: %d: number of items in the cart */
		$one = _n( 'Cart: %d item', 'Cart: %d items', 1, 'kiosk' );
		/* translators: %d: number of items in the cart */
		$many = _n( 'Cart: %d item', 'Cart: %d items', 2, 'kiosk' );
		return sprintf(
			'<div %1$s><button type="button" class="kiosk-mini-cart__button" data-kiosk-mini-cart aria-haspopup="dialog" aria-label="%2$s" data-label-one="%3$s" data-label-many="%4$s">%5$s<span class="kiosk-mini-cart__badge" aria-hidden="true" hidden>0</span></button></div>',
			get_block_wrapper_attributes( array( 'class' => 'kiosk-mini-cart' ) ),
			esc_attr( sprintf( $many, 0 ) ),
			esc_attr( $one ),
			esc_attr( $many ),
			self::ICON
		);
	}
}
