<?php
/**
 * What this page is for Kiosk, answered in one place: whether it is
 * Kiosk's cart page, its checkout, a page showing the header's mini cart,
 * which of Kiosk's shop blocks its content holds, whether it carries the
 * visitor's cart (CartPreload) and whether WooCommerce's own front end is
 * replaced on it (FrontendAssets). Read once per request from the main
 * query (CurrentPage) and asked by every class that used to work it out
 * for itself; AssetPlan turns it into the scripts the page loads.
 *
 * The facts (WooCommerce's conditional tags, the queried post's blocks)
 * are read when the context is made; the public filters
 * (`kiosk_is_cart_page`, `kiosk_mini_cart_hidden`, `kiosk_mini_cart_renders`,
 * `kiosk_cart_preload`) are applied when a question is asked, as before.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

use Kiosk\Requirements;

/**
 * One page's answers.
 */
final class PageContext {

	/** Kiosk's blocks whose presence in the page's content decides something. */
	const BLOCKS = array( 'kiosk/cart', 'kiosk/checkout', 'kiosk/mini-cart' );

	/**
	 * WooCommerce's answers: cart, checkout, endpoint, woocommerce, account,
	 * product, loaded, runs_cart.
	 *
	 * @var array<string, bool>
	 */
	private $woo;

	/**
	 * The queried object's id (0 for none).
	 *
	 * @var int
	 */
	private $queried_id;

	/**
	 * Whether the main query is for one post (is_singular()) whose object is queried.
	 *
	 * @var bool
	 */
	private $singular;

	/**
	 * Kiosk's blocks (self::BLOCKS) in the queried post's content.
	 *
	 * @var string[]
	 */
	private $blocks;

	/**
	 * The facts, as read().
	 *
	 * @param array<string, bool> $woo        WooCommerce's answers.
	 * @param int                 $queried_id The queried object's id.
	 * @param bool                $singular   Whether a single post is queried.
	 * @param string[]            $blocks     Kiosk's blocks in its content.
	 */
	public function __construct( array $woo, int $queried_id, bool $singular, array $blocks ) {
		$this->woo        = $woo;
		$this->queried_id = $queried_id;
		$this->singular   = $singular;
		$this->blocks     = array_values( $blocks );
	}

	/**
	 * Reads the facts of the current main query.
	 *
	 * @param WooPages $woo WooCommerce's conditional tags.
	 */
	public static function read( WooPages $woo ): self {
		$queried_id = (int) get_queried_object_id();
		$post       = $queried_id > 0 ? get_post( $queried_id ) : null;
		$blocks     = array();
		if ( $post instanceof \WP_Post ) {
			foreach ( self::BLOCKS as $name ) {
				if ( has_block( $name, $post ) ) {
					$blocks[] = $name;
				}
			}
		}
		return new self(
			array(
				'loaded'      => $woo->loaded(),
				'runs_cart'   => $woo->runs_cart(),
				'cart'        => $woo->is_cart(),
				'checkout'    => $woo->is_checkout(),
				'endpoint'    => $woo->is_order_endpoint(),
				'woocommerce' => $woo->is_woocommerce(),
				'account'     => $woo->is_account_page(),
				'product'     => $woo->is_product_page(),
			),
			$queried_id,
			is_singular() && get_queried_object() instanceof \WP_Post,
			$blocks
		);
	}

	/**
	 * Kiosk's shop blocks the page's own content holds (the queried post).
	 *
	 * @return string[]
	 */
	public function blocks(): array {
		return $this->blocks;
	}

	/**
	 * Whether the page's own content (a single post or page) holds a block.
	 *
	 * @param string $name Block name, one of self::BLOCKS.
	 */
	public function shows_block( string $name ): bool {
		return $this->singular && in_array( $name, $this->blocks, true );
	}

	/**
	 * The checkout's order-received or order-pay endpoint (WooCommerce's page there).
	 */
	public function is_order_endpoint(): bool {
		return $this->woo['endpoint'];
	}

	/**
	 * The shop, a product category or tag, or a product (WooCommerce's
	 * templates, whose add-to-cart buttons Kiosk's script takes over).
	 */
	public function is_product_page(): bool {
		return ! is_admin() && $this->woo['product'];
	}

	/**
	 * Kiosk's cart page: WooCommerce's cart page or a page holding Kiosk's
	 * cart block (the cart's express payment scripts are listed there).
	 * Filter: `kiosk_is_cart_page`.
	 */
	public function is_cart_page(): bool {
		$cart = Requirements::has_woocommerce() && $this->woo['cart'];
		if ( ! $cart ) {
			$cart = $this->shows_block( 'kiosk/cart' );
		}
		/**
		 * Filters whether this is the cart page (and the express payment scripts are listed).
		 *
		 * @param bool $cart Whether it is.
		 */
		return (bool) apply_filters( 'kiosk_is_cart_page', $cart );
	}

	/**
	 * Whether the page shows Kiosk's cart or checkout (not an order
	 * endpoint): the pages that carry the visitor's cart.
	 */
	public function is_cart_or_checkout(): bool {
		if ( is_admin() || ! $this->woo['runs_cart'] ) {
			return false;
		}
		if ( $this->is_cart_page() ) {
			return true;
		}
		if ( $this->woo['endpoint'] ) {
			return false;
		}
		return $this->woo['checkout'] || $this->shows_block( 'kiosk/checkout' );
	}

	/**
	 * Whether the page carries the visitor's Store API cart (CartPreload):
	 * Kiosk's cart or checkout is on it and the preload is not filtered off.
	 */
	public function preloads_cart(): bool {
		/**
		 * Filters whether the cart is put into the cart and checkout pages
		 * (off: the blocks load it with their first request, and the cart
		 * block prints no server markup).
		 *
		 * @param bool $preload Whether to preload.
		 */
		return $this->is_cart_or_checkout() && (bool) apply_filters( 'kiosk_cart_preload', true );
	}

	/**
	 * Whether the header's mini cart is hidden here: the cart and checkout
	 * pages, WooCommerce's or those holding Kiosk's block (not the order
	 * endpoints), where the page itself shows the cart. Filter:
	 * `kiosk_mini_cart_hidden`.
	 */
	public function mini_cart_hidden(): bool {
		$hidden = false;
		if ( ! is_admin() && ! $this->woo['endpoint'] ) {
			$hidden = $this->woo['cart'] || $this->woo['checkout']
				|| $this->shows_block( 'kiosk/cart' ) || $this->shows_block( 'kiosk/checkout' );
		}
		/**
		 * Filters whether the header's mini cart is hidden on this page.
		 *
		 * @param bool $hidden Whether it is hidden (the cart and checkout pages).
		 */
		return (bool) apply_filters( 'kiosk_mini_cart_hidden', $hidden );
	}

	/**
	 * Whether the mini-cart block shows on this page (never in the admin):
	 * it is registered and either rendered already (block themes render
	 * before the head) or the theme prints it in its header
	 * (`kiosk_header_cart`, the Kiosk theme) where it is not hidden. Asked
	 * when the scripts are listed, since rendering decides it. Filter:
	 * `kiosk_mini_cart_renders`.
	 */
	public function shows_mini_cart(): bool {
		$renders = false;
		if ( ! is_admin() && \WP_Block_Type_Registry::get_instance()->is_registered( 'kiosk/mini-cart' ) ) {
			$renders = wp_script_is( 'kiosk-mini-cart', 'enqueued' ) || wp_script_is( 'kiosk-mini-cart', 'done' )
				|| ( false !== has_action( 'kiosk_header_cart' ) && ! $this->mini_cart_hidden() );
		}
		/**
		 * Filters whether the mini cart renders on this page (and its drawer's scripts are listed).
		 *
		 * @param bool $renders Whether it renders.
		 */
		return (bool) apply_filters( 'kiosk_mini_cart_renders', $renders );
	}

	/**
	 * Whether WooCommerce's own front end (its jQuery cart and checkout,
	 * scripts and styles) is not wanted here: Kiosk's cart or checkout page
	 * (WooCommerce's page holding Kiosk's block; WooCommerce's page with its
	 * own blocks keeps them), and every page that is none of WooCommerce's
	 * (magazine pages). Order endpoints, the account and WooCommerce's
	 * templates keep theirs.
	 */
	public function replaces_woocommerce(): bool {
		if ( ! $this->woo['loaded'] || is_admin() || $this->woo['endpoint'] ) {
			return false;
		}
		if ( $this->woo['cart'] || $this->woo['checkout'] ) {
			return $this->queried_id > 0
				&& ( in_array( 'kiosk/cart', $this->blocks, true ) || in_array( 'kiosk/checkout', $this->blocks, true ) );
		}
		return ! $this->woo['woocommerce'] && ! $this->woo['account'];
	}
}
