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

use Kiosk\Assets\CurrentPage;
use Kiosk\Integrations\WooCommerce\OrderPages;

defined( 'ABSPATH' ) || exit;

/**
 * Renders `kiosk/mini-cart`.
 */
final class MiniCart {

	/** The template part that holds the drawer's contents (WooCommerce's name for it). */
	const TEMPLATE_PART = 'mini-cart';

	const ICON = '<svg class="kiosk-mini-cart__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round" d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2"/><circle cx="9.5" cy="19.5" r="1.4" fill="currentColor"/><circle cx="17" cy="19.5" r="1.4" fill="currentColor"/></svg>';

	/**
	 * This request's page context.
	 *
	 * @var CurrentPage
	 */
	private $page;

	/**
	 * The button of the page $page holds (Plugin wires one, Blocks registers its render()).
	 *
	 * @param CurrentPage $page This request's page context.
	 */
	public function __construct( CurrentPage $page ) {
		$this->page = $page;
	}

	/**
	 * The button's markup (the block's render callback).
	 */
	public function render(): string {
		if ( $this->hidden_here() ) {
			// The block supports no styles, so the wrapper has no style of its
			// own (and safecss would drop `visibility` from a merged one).
			return sprintf(
				'<div %1$s style="visibility:hidden" aria-hidden="true"><button type="button" class="kiosk-mini-cart__button" disabled aria-label="%2$s">%3$s</button></div>',
				get_block_wrapper_attributes( array( 'class' => 'kiosk-mini-cart' ) ),
				esc_attr__( 'Cart', 'kiosk' ),
				self::ICON
			);
		}
		/* translators: %d: number of items in the cart */
		$one = _n( 'Cart: %d item', 'Cart: %d items', 1, 'kiosk' );
		/* translators: %d: number of items in the cart */
		$many = _n( 'Cart: %d item', 'Cart: %d items', 2, 'kiosk' );
		$extra = array( 'class' => 'kiosk-mini-cart' );
		$tree  = self::saved_contents();
		if ( array() !== $tree ) {
			$extra['data-kiosk-blocks'] = (string) wp_json_encode( $tree );
		}
		/**
		 * Filters the address the header's cart button goes to before its
		 * script runs or without JavaScript ('' for none: the button then does
		 * nothing until the script runs). WooCommerce's cart page by default.
		 *
		 * @param string $url The cart page's address.
		 */
		$cart   = (string) apply_filters( 'kiosk_mini_cart_url', function_exists( 'wc_get_cart_url' ) ? (string) wc_get_cart_url() : '' );
		$button = sprintf(
			'<button type="%1$s" class="kiosk-mini-cart__button" data-kiosk-mini-cart aria-haspopup="dialog" aria-label="%2$s" data-label-one="%3$s" data-label-many="%4$s"%5$s>%6$s<span class="kiosk-mini-cart__badge" aria-hidden="true" hidden>0</span></button>',
			'' === $cart ? 'button' : 'submit',
			esc_attr__( 'Cart', 'kiosk' ),
			esc_attr( $one ),
			esc_attr( $many ),
			self::known_count(),
			self::ICON
		);
		return sprintf( '<div %1$s>%2$s</div>', get_block_wrapper_attributes( $extra ), '' === $cart ? $button : self::cart_form( $cart, $button ) );
	}

	/**
	 * ` data-count="N"`: the visitor's count, printed only on the checkout's
	 * order-received and order-pay pages, which are the visitor's own (never
	 * cached) and where the order just emptied the cart: the script shows it
	 * at once instead of the count it kept from an earlier page (the badge
	 * said 1 there until its cart request answered, or on, when it failed).
	 * Elsewhere the page holds no per-visitor data.
	 */
	private static function known_count(): string {
		if ( ! OrderPages::is_endpoint() || ! function_exists( 'WC' ) || ! isset( WC()->cart ) ) {
			return '';
		}
		return ' data-count="' . esc_attr( (string) (int) WC()->cart->get_cart_contents_count() ) . '"';
	}

	/**
	 * The button inside a form that goes to the cart page: what a click does
	 * before the script has run, or without JavaScript (the script opens the
	 * drawer instead). A GET form drops its action's query, so a cart address
	 * with one (plain permalinks, `?page_id=7`) travels as hidden fields.
	 *
	 * @param string $cart   The cart page's address.
	 * @param string $button The button's markup.
	 */
	private static function cart_form( string $cart, string $button ): string {
		$action = strtok( $cart, '?#' );
		$fields = '';
		parse_str( (string) wp_parse_url( $cart, PHP_URL_QUERY ), $args );
		foreach ( $args as $name => $value ) {
			if ( is_scalar( $value ) ) {
				$fields .= sprintf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( (string) $name ), esc_attr( (string) $value ) );
			}
		}
		return sprintf( '<form class="kiosk-mini-cart__form" action="%1$s" method="get">%2$s%3$s</form>', esc_url( $action ), $fields, $button );
	}

	/**
	 * Whether this is the cart or the checkout page (not the checkout's
	 * order-received and order-pay endpoints): the page itself shows the
	 * cart there, so, as WooCommerce's mini cart does, the button keeps its
	 * place in the header but is hidden and disabled, and neither its script
	 * nor the drawer's script list loads. Filter: `kiosk_mini_cart_hidden`
	 * (PageContext::mini_cart_hidden()).
	 */
	public function hidden_here(): bool {
		return $this->page->get()->mini_cart_hidden();
	}

	/**
	 * The drawer's contents as the owner saved them: the `mini-cart` template
	 * part's block tree (Blocks::layout()), the same for every visitor. Empty
	 * when the owner has not edited it (the theme's own file is the default
	 * layout, which the drawer knows) or there is none: the drawer renders
	 * the default layout then, and the header carries no extra bytes.
	 *
	 * @return array<int, array{name: string, attributes: object, innerBlocks: array}>
	 */
	public static function saved_contents(): array {
		if ( ! function_exists( 'get_block_template' ) ) {
			return array();
		}
		$part = get_block_template( get_stylesheet() . '//' . self::TEMPLATE_PART, 'wp_template_part' );
		if ( ! $part instanceof \WP_Block_Template || ( 'theme' === $part->source && 'kiosk' === $part->theme ) ) {
			return array();
		}
		return Blocks::layout( parse_blocks( (string) $part->content ) );
	}
}
