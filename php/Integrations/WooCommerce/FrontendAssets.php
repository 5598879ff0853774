<?php
/**
 * Keeps WooCommerce's own front end off the pages where Kiosk's blocks do
 * the work: on Kiosk's cart and checkout pages nothing of WooCommerce's
 * jQuery cart and checkout (scripts or styles) loads, and magazine pages,
 * which show no WooCommerce markup, load none of it either. WooCommerce's
 * own pages (shop, product, account, order received and pay) keep theirs,
 * but for the add-to-cart buttons of the shop and product pages, which
 * Kiosk's `kiosk-add-to-cart` (Store API, mini cart) takes over.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\CurrentPage;

/**
 * Dequeues WooCommerce's front-end assets where Kiosk replaces them.
 */
final class FrontendAssets {

	/** WooCommerce's classic front-end scripts. */
	const SCRIPTS = array(
		'woocommerce',
		'wc-add-to-cart',
		'wc-cart',
		'wc-checkout',
		'wc-cart-fragments',
		'wc-country-select',
		'wc-address-i18n',
		'wc-password-strength-meter',
		'jquery-blockui',
		'js-cookie',
		'selectWoo',
		'select2',
		'wc-order-attribution',
		'sourcebuster-js',
	);

	/** WooCommerce's front-end styles (classic and blocks). */
	const STYLES = array(
		'woocommerce-general',
		'woocommerce-layout',
		'woocommerce-smallscreen',
		'woocommerce-inline',
		'wc-blocks-style',
		'wc-blocks-vendors-style',
		'select2',
		'brands-styles',
	);

	/** WooCommerce's Mini-Cart block type, and the script its lazy-load list is attached to. */
	const MINI_CART_BLOCK  = 'Automattic\\WooCommerce\\Blocks\\BlockTypes\\MiniCart';
	const MINI_CART_SCRIPT = 'wc-mini-cart-block-frontend';

	/**
	 * Hooks (late, after WooCommerce enqueued its assets).
	 */
	public function hook(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue' ), 100 );
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue' ), 1 );
		add_action( 'wp_print_footer_scripts', array( $this, 'skip_unused_mini_cart_list' ), 1 );
	}

	/**
	 * WooCommerce's Mini-Cart block type builds, on every page, the list of
	 * scripts its drawer lazy-loads (its chunk folders read, each chunk's
	 * translations loaded) and attaches it to `wc-mini-cart-block-frontend`
	 * (MiniCart::print_lazy_load_scripts() on wp_print_footer_scripts at 2).
	 * Where that script does not print (no WooCommerce Mini-Cart block on
	 * the page: Kiosk's theme has its own mini cart), the list goes nowhere:
	 * it is not built then (about 3 ms of CPU per page on the demo, before
	 * the page's last byte).
	 */
	public function skip_unused_mini_cart_list(): void {
		global $wp_filter;
		if ( wp_script_is( self::MINI_CART_SCRIPT, 'enqueued' ) || wp_script_is( self::MINI_CART_SCRIPT, 'done' ) ) {
			return;
		}
		$hook = $wp_filter['wp_print_footer_scripts'] ?? null;
		if ( ! $hook instanceof \WP_Hook ) {
			return;
		}
		foreach ( $hook->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && is_object( $function[0] ) && 'print_lazy_load_scripts' === $function[1] && is_a( $function[0], self::MINI_CART_BLOCK ) ) {
					remove_action( 'wp_print_footer_scripts', $function, $priority );
				}
			}
		}
	}

	/**
	 * This request's page context.
	 *
	 * @var CurrentPage
	 */
	private $page;

	/**
	 * Dequeues where the page context says Kiosk replaces WooCommerce's front end.
	 *
	 * @param CurrentPage $page This request's page context.
	 */
	public function __construct( CurrentPage $page ) {
		$this->page = $page;
	}

	/**
	 * Whether this page is one where WooCommerce's front end is not wanted
	 * (PageContext::replaces_woocommerce()).
	 */
	public static function replaced_here(): bool {
		return CurrentPage::shared()->get()->replaces_woocommerce();
	}

	/**
	 * Whether this is a shop, product category or product page (WooCommerce's
	 * templates, whose add-to-cart buttons Kiosk's script takes over;
	 * PageContext::is_product_page()).
	 */
	public static function product_page(): bool {
		return CurrentPage::shared()->get()->is_product_page();
	}

	/**
	 * Dequeues the scripts and styles.
	 */
	public function dequeue(): void {
		$context = $this->page->get();
		if ( $context->is_product_page() ) {
			// Kiosk's add-to-cart (Store API, mini cart) instead of WooCommerce's jQuery one.
			if ( wp_script_is( 'kiosk-add-to-cart', 'registered' ) ) {
				wp_enqueue_script( 'kiosk-add-to-cart' );
				wp_dequeue_script( 'wc-add-to-cart' );
			}
			return;
		}
		if ( ! $context->replaces_woocommerce() ) {
			return;
		}
		foreach ( self::SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( self::STYLES as $handle ) {
			wp_dequeue_style( $handle );
		}
	}
}
