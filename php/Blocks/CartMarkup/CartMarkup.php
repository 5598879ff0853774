<?php
/**
 * The filled cart's markup, printed by the server into the cart block's
 * container: the same markup as the client's first render
 * (src/blocks/cart/block.tsx with its areas), from the cart the page
 * already carries (CartPreload). The cart shows, and its "proceed to
 * checkout" link works, at first paint; the client's first render then
 * replaces it with the same markup. `tests/e2e/cart/server-render.e2e.ts`
 * compares the two on the demo's carts, so they cannot drift apart.
 *
 * Where the server cannot know what the first render shows (an empty cart,
 * errors in the cart, an extension block or filter the client registers),
 * nothing is printed and the client renders as before.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CartMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * The filled cart's first render.
 */
final class CartMarkup {

	/** The class the server's markup carries instead of a measured width class (styled by container queries). */
	public const SERVER_CLASS = 'kiosk-cart--server';

	/** The columns: block name => the class of their `div`, which holds their areas. */
	private const COLUMNS = array(
		'kiosk/cart-items-block'  => 'kiosk-cart__items',
		'kiosk/cart-totals-block' => 'kiosk-cart__totals',
	);

	/** The default layout (src/blocks/cart/inner-blocks/template.ts), filled cart only. */
	private const DEFAULT_LAYOUT = array(
		array(
			'name'        => 'kiosk/filled-cart-block',
			'innerBlocks' => array(
				array(
					'name'        => 'kiosk/cart-items-block',
					'innerBlocks' => array(
						array( 'name' => 'kiosk/cart-line-items-block' ),
						array( 'name' => 'kiosk/cart-cross-sells-block' ),
					),
				),
				array(
					'name'        => 'kiosk/cart-totals-block',
					'innerBlocks' => array(
						array( 'name' => 'kiosk/cart-order-summary-block' ),
						array( 'name' => 'kiosk/cart-express-payment-block' ),
						array( 'name' => 'kiosk/proceed-to-checkout-block' ),
					),
				),
			),
		),
	);

	/**
	 * The cart's first render, or null where the server cannot reproduce it.
	 *
	 * @param array $cart    The Store API cart (GET /wc/store/v1/cart body).
	 * @param array $tree    The saved inner-block tree (Blocks::layout()), empty for the default layout.
	 * @param array $context What the client reads beside the cart: `shop` (Settings::shop()), `express` (whether the express area may load anything).
	 * @return string|null
	 */
	public static function render( array $cart, array $tree, array $context ): ?string {
		// The Store API's answer mixes arrays and objects (empty maps,
		// `add_to_cart`, …): read as the client reads its JSON.
		$cart = (array) json_decode( (string) wp_json_encode( $cart ), true );
		if ( empty( $cart['items'] ) || ! empty( $cart['errors'] ) ) {
			return null;
		}
		$saved = false;
		foreach ( $tree as $node ) {
			$saved = $saved || 'kiosk/filled-cart-block' === ( $node['name'] ?? '' );
		}
		$nodes = array_values(
			array_filter(
				$saved ? $tree : self::DEFAULT_LAYOUT,
				static function ( $node ) {
					return 'kiosk/empty-cart-block' !== ( $node['name'] ?? '' );
				}
			)
		);
		$body = self::nodes( $nodes, $cart, $context );
		if ( null === $body ) {
			return null;
		}
		// Its controls need the script: inert until the client's render
		// replaces them, so nothing chosen before is lost, but for the
		// quantities, which the recorder printed before the cart steps at
		// once and the script takes over (Recorder). Links (the products,
		// proceed to checkout) work at once.
		$body = Recorder::inert_but_quantities( $body );
		return '<div class="kiosk-cart ' . Html::attr( self::SERVER_CLASS ) . '">'
			. '<div class="kiosk-snackbar-list" role="status" aria-live="polite"></div>'
			. $body
			. '</div>';
	}

	/**
	 * The markup of a list of areas, or null when one of them is not Kiosk's.
	 *
	 * @param array $nodes   Tree nodes.
	 * @param array $cart    The Store API cart.
	 * @param array $context See render().
	 * @return string|null
	 */
	private static function nodes( array $nodes, array $cart, array $context ): ?string {
		$out = '';
		foreach ( $nodes as $node ) {
			$inner = self::nodes( (array) ( $node['innerBlocks'] ?? array() ), $cart, $context );
			$area  = null === $inner ? null : self::area( (string) ( $node['name'] ?? '' ), $cart, $context, $inner );
			if ( null === $area ) {
				return null;
			}
			$out .= $area;
		}
		return $out;
	}

	/**
	 * One area's markup with the blocks saved inside it, or null for a block
	 * the server does not know (an extension's, rendered by the client).
	 *
	 * @param string $name    The area's block name.
	 * @param array  $cart    The Store API cart.
	 * @param array  $context See render().
	 * @param string $inner   The markup of the blocks inside the area.
	 * @return string|null
	 */
	private static function area( string $name, array $cart, array $context, string $inner ): ?string {
		$shop = (array) ( $context['shop'] ?? array() );
		if ( isset( self::COLUMNS[ $name ] ) ) {
			return '<div class="' . Html::attr( self::COLUMNS[ $name ] ) . '">' . $inner . '</div>';
		}
		switch ( $name ) {
			case 'kiosk/filled-cart-block':
				return '<div class="kiosk-filled-cart"><h2 class="screen-reader-text">' . Html::text( __( 'Cart', 'kiosk' ) ) . '</h2>' . $inner . '</div>';
			case 'kiosk/cart-line-items-block':
				return LineItems::render( (array) $cart['items'], ! empty( $shop['displayCartPricesIncludingTax'] ) ) . $inner;
			case 'kiosk/cart-cross-sells-block':
				// Below a short cart the first cross-sells are on the first screen.
				return CrossSells::render( (array) ( $cart['cross_sells'] ?? array() ), $inner, count( (array) $cart['items'] ) <= 2 );
			case 'kiosk/cart-order-summary-block':
				return OrderSummary::render( $cart, $shop, $inner );
			case 'kiosk/cart-express-payment-block':
				return ExpressSkeletons::render( $cart, $shop, ! empty( $context['express'] ) ) . $inner;
			case 'kiosk/proceed-to-checkout-block':
				return ProceedLink::render( (string) ( $shop['pages']['checkout'] ?? '' ) ) . $inner;
		}
		return null;
	}
}
