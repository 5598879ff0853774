<?php
/**
 * The checkout's first step, printed by the server into the checkout
 * block's container: the contact step (email), the delivery choice where
 * pickup is offered, the shipping address (or the billing address where the
 * order ships nothing) and the order summary with the cart the page
 * already carries (CartPreload), in the markup of the client's first
 * render (src/blocks/checkout/block.tsx and its areas), so that nothing
 * moves when React takes over. Below the step, an empty box of a window's
 * height holds the place of the steps React adds (shipping and payment
 * methods, notes, terms, place order): the footer stays out of sight.
 *
 * A shopper can type into the text fields at first paint; the other
 * controls (the country, the checkboxes, the links that open fields) are
 * inert until the client's render replaces them. The client reads what was
 * typed, and where the cursor is, once as it mounts
 * (src/blocks/checkout/server-takeover.ts).
 *
 * Where the server cannot know what the first render shows (an empty cart,
 * errors in the cart, an extension's block saved among the first areas,
 * pickup chosen), nothing is printed and the client renders as before.
 * `tests/e2e/checkout/server-render.e2e.ts` compares the two.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks\CheckoutMarkup;

defined( 'ABSPATH' ) || exit;

use Kiosk\Blocks\CartMarkup\Html;

/**
 * The checkout's first step.
 */
final class CheckoutMarkup {

	/** The class of the server's copy (the client's render carries a measured width class instead). */
	public const SERVER_CLASS = 'kiosk-checkout--server';

	/** The class of the box that holds the later steps' place. */
	public const REST_CLASS = 'kiosk-checkout__server-rest';

	/** The fields column's areas the server prints, in the default layout's order. */
	private const FIRST_STEP = array(
		'kiosk/checkout-express-payment-block',
		'kiosk/checkout-contact-information-block',
		'kiosk/checkout-shipping-method-block',
		'kiosk/checkout-pickup-options-block',
		'kiosk/checkout-shipping-address-block',
		'kiosk/checkout-billing-address-block',
	);

	/**
	 * The first step, or null where the server cannot reproduce it.
	 *
	 * @param array $cart    The Store API cart (GET /wc/store/v1/cart body).
	 * @param array $tree    The saved inner-block tree (Blocks::layout()), empty for the default layout.
	 * @param array $context `shop` (Settings::shop()), `address` (Settings::address()), `loggedIn`, `express` (how many express methods show, offers_express()).
	 * @return string|null
	 */
	public static function render( array $cart, array $tree, array $context ): ?string {
		// Read as the client reads its JSON.
		$cart = (array) json_decode( (string) wp_json_encode( $cart ), true );
		if ( empty( $cart['items'] ) || ! empty( $cart['errors'] ) || ! is_array( $cart['totals'] ?? null ) ) {
			return null;
		}
		if ( ! self::default_columns( $tree ) ) {
			return null;
		}
		$shop = (array) ( $context['shop'] ?? array() );
		$form = Steps::render( $cart, $shop, (array) ( $context['address'] ?? array() ), ! empty( $context['loggedIn'] ) );
		if ( null !== $form ) {
			$form = self::express( (int) ( $context['express'] ?? 0 ) ) . $form;
		}
		$side = Summary::sidebar( $cart, $shop );
		if ( null === $form || null === $side ) {
			return null;
		}
		// Only text fields take input before the script runs.
		$form = (string) preg_replace( '/<(button|select)\b/', '<$1 inert=""', $form );
		$form = (string) preg_replace( '/<input(?=[^>]*type="(?:checkbox|radio)")/', '<input inert=""', $form );
		return '<div class="kiosk-checkout ' . Html::attr( self::SERVER_CLASS ) . '">'
			// The phone's summary opens once the client renders what it holds.
			. '<div class="kiosk-checkout__main">' . str_replace( '<details ', '<details inert="" ', Summary::mobile( $cart, $shop ) )
			. '<form class="kiosk-checkout__form" novalidate="">' . $form
			. '<div class="' . Html::attr( self::REST_CLASS ) . '" style="min-height:100vh" aria-hidden="true"></div></form></div>'
			. '<aside class="kiosk-checkout__sidebar">' . $side . '</aside></div>';
	}

	/**
	 * How many express payment methods show above the contact step: those
	 * the cart offers whose data marks them express (as the cart's express
	 * placeholders count them). A gateway that registers an express method
	 * only in its script is not known here: its area comes with the client.
	 *
	 * @param array $cart The Store API cart.
	 * @param array $shop Settings::shop().
	 */
	public static function offers_express( array $cart, array $shop ): int {
		$offered = array_map( 'strval', (array) ( $cart['payment_methods'] ?? array() ) );
		$count   = 0;
		foreach ( (array) ( $shop['paymentMethodData'] ?? array() ) as $name => $data ) {
			if ( is_array( $data ) && ! empty( $data['express'] ) && in_array( (string) $name, $offered, true ) ) {
				++$count;
			}
		}
		return $count;
	}

	/**
	 * The express area (src/blocks/checkout/inner-blocks/express-payment/block.tsx)
	 * with a placeholder of a button's height (EXPRESS_BUTTON_STYLE) where
	 * each method's button will be: the buttons are the gateways' scripts'.
	 *
	 * @param int $count How many express methods show.
	 */
	private static function express( int $count ): string {
		if ( $count < 1 ) {
			return '';
		}
		$item = '<li class="kiosk-express-payment__method"><div class="kiosk-express-payment__skeleton" aria-hidden="true"></div></li>';
		return '<section class="kiosk-express-payment" aria-labelledby="kiosk-express-payment-title" aria-busy="false">'
			. '<h2 id="kiosk-express-payment-title" class="kiosk-express-payment__title">' . Html::text( __( 'Express Checkout', 'kiosk' ) ) . '</h2>'
			. '<div class="kiosk-snackbar-list" role="status" aria-live="polite"></div>'
			. '<ul class="kiosk-express-payment__methods">' . str_repeat( $item, $count ) . '</ul></section>'
			. '<div class="kiosk-express-payment__divider"><span>' . Html::text( __( 'Or continue below', 'kiosk' ) ) . '</span></div>';
	}

	/**
	 * Whether the saved tree puts the first step's areas and the order
	 * summary where the default layout does, with no extension block among
	 * them (an extension's blocks come from the client).
	 *
	 * @param array $tree The saved inner-block tree.
	 */
	private static function default_columns( array $tree ): bool {
		if ( array() === $tree ) {
			return true;
		}
		$names = array();
		foreach ( $tree as $column ) {
			$inner = array();
			foreach ( (array) ( $column['innerBlocks'] ?? array() ) as $node ) {
				$name = (string) ( $node['name'] ?? '' );
				// An extension's block saved inside a first-step area.
				if ( in_array( $name, self::FIRST_STEP, true ) && ! empty( $node['innerBlocks'] ) ) {
					return false;
				}
				$inner[] = $name;
			}
			$names[ (string) ( $column['name'] ?? '' ) ] = $inner;
		}
		$fields = $names['kiosk/checkout-fields-block'] ?? null;
		$totals = $names['kiosk/checkout-totals-block'] ?? null;
		if ( null === $fields || array( 'kiosk/checkout-order-summary-block' ) !== $totals ) {
			return false;
		}
		foreach ( $tree as $column ) {
			if ( 'kiosk/checkout-totals-block' !== ( $column['name'] ?? '' ) ) {
				continue;
			}
			$summary = (array) ( $column['innerBlocks'][0]['innerBlocks'] ?? array() );
			if ( 1 !== count( $summary ) || 'kiosk/checkout-order-summary-totals-block' !== ( $summary[0]['name'] ?? '' ) || ! empty( $summary[0]['innerBlocks'] ) ) {
				return false;
			}
		}
		return array_slice( $fields, 0, count( self::FIRST_STEP ) ) === self::FIRST_STEP;
	}
}
