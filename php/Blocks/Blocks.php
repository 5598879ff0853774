<?php
/**
 * Registers the shop blocks from the block.json files in build/.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\CurrentPage;
use Kiosk\Assets\LazyScripts;
use Kiosk\Assets\Scripts;
use Kiosk\Assets\Settings;
use Kiosk\Blocks\CartMarkup\CartMarkup;
use Kiosk\Blocks\CartMarkup\Recorder;
use Kiosk\Blocks\CheckoutMarkup\CheckoutMarkup;
use Kiosk\Integrations\WooCommerce\CartPreload;
use Kiosk\Integrations\WooCommerce\OrderPages;
use Kiosk\Plugin;

/**
 * Block registration.
 */
final class Blocks {

	/**
	 * This request's page context.
	 *
	 * @var CurrentPage
	 */
	private $page;

	/**
	 * The header's cart button, whose render() is `kiosk/mini-cart`'s callback.
	 *
	 * @var MiniCart
	 */
	private $mini_cart;

	/**
	 * The settings the server's cart and checkout are printed with.
	 *
	 * @var Settings
	 */
	private $settings;

	/**
	 * The lists of what the page loads later (whether the cart's express area may load anything).
	 *
	 * @var LazyScripts
	 */
	private $lazy_scripts;

	/**
	 * Blocks that ask the page context what page they render on.
	 *
	 * @param CurrentPage $page         This request's page context.
	 * @param MiniCart    $mini_cart    The header's cart button.
	 * @param Settings    $settings     This request's settings.
	 * @param LazyScripts $lazy_scripts This request's lazy script lists.
	 */
	public function __construct( CurrentPage $page, MiniCart $mini_cart, Settings $settings, LazyScripts $lazy_scripts ) {
		$this->page         = $page;
		$this->mini_cart    = $mini_cart;
		$this->settings     = $settings;
		$this->lazy_scripts = $lazy_scripts;
	}

	/**
	 * The block.json files under build/blocks (inner blocks included), parents first.
	 *
	 * @return string[]
	 */
	public static function metadata_files(): array {
		$root = trailingslashit( Scripts::manifest()->dir() ) . 'blocks';
		if ( ! is_dir( $root ) ) {
			return array();
		}
		$files    = array();
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			if ( 'block.json' === $file->getFilename() ) {
				$files[] = $file->getPathname();
			}
		}
		usort(
			$files,
			static function ( $a, $b ) {
				return substr_count( $a, '/' ) <=> substr_count( $b, '/' ) ?: strcmp( $a, $b );
			}
		);
		return $files;
	}

	/**
	 * The top-level shop blocks whose script mounts into a container the server
	 * renders, with the text shown without JavaScript. The editor saves them as
	 * their inner blocks' comments only (`<!-- wp:kiosk/checkout /-->` before
	 * the checkout had inner blocks), which render to nothing by themselves.
	 *
	 * @return array<string, string> Block name => noscript text.
	 */
	public static function containers(): array {
		return array(
			'kiosk/cart'     => __( 'Please enable JavaScript to see your cart.', 'kiosk' ),
			'kiosk/checkout' => __( 'The checkout needs JavaScript.', 'kiosk' ),
		);
	}

	/**
	 * Renders a shop block's container (`wp-block-kiosk-{name}` with its
	 * alignment). Content that was saved with its container is kept as it is.
	 *
	 * @param array     $attributes Block attributes.
	 * @param string    $content    Saved content (inner blocks rendered).
	 * @param \WP_Block $block      The block.
	 */
	public function render_container( $attributes, $content, $block ): string {
		$name  = $block instanceof \WP_Block ? $block->name : '';
		$class = 'wp-block-' . str_replace( '/', '-', $name );
		// What the block needs loaded (core's scripts joined, the checkout's
		// payment methods) Assets\AssetPlan enqueues as it starts to render.
		if ( 'kiosk/checkout' === $name && OrderPages::is_endpoint() ) {
			return OrderPages::render();
		}
		if ( '' === $name || false !== strpos( (string) $content, $class ) ) {
			return (string) $content;
		}
		// Block supports add the class of a saved alignment only; the
		// default one (block.json `align` attribute) is added here.
		$extra = array();
		if ( ! empty( $attributes['align'] ) && empty( $block->parsed_block['attrs']['align'] ) ) {
			$extra['class'] = 'align' . sanitize_html_class( $attributes['align'] );
		}
		// The cart page is never cached and already carries the visitor's
		// cart (CartPreload): with items in it, the container holds a
		// window's height until the cart renders, as after the mini cart
		// counted items, so the footer does not jump (layout shift) when the
		// cart page is opened directly, by a link or WooCommerce's redirect
		// to the cart after an add to cart.
		$filled = 'kiosk/cart' === $name && $this->visitor_cart_has_items();
		if ( $filled ) {
			$extra['class'] = trim( ( $extra['class'] ?? '' ) . ' kiosk-cart--filled' );
		}
		// The saved inner-block tree: the front end renders the areas where
		// the owner put them (none saved: the default layout).
		$tree = self::layout( $block->parsed_block['innerBlocks'] ?? array() );
		if ( array() !== $tree ) {
			$extra['data-kiosk-blocks'] = (string) wp_json_encode( $tree );
		}
		$markup = $filled ? $this->server_cart( $tree ) : '';
		if ( 'kiosk/checkout' === $name && $this->visitor_cart_has_items() ) {
			$markup = $this->server_checkout( $tree );
		}
		$noscript = '' !== $markup && 'kiosk/cart' === $name
			// The server's cart shows, and its link to the checkout works.
			? __( 'Please enable JavaScript to change your cart.', 'kiosk' )
			: ( self::containers()[ $name ] ?? '' );
		return sprintf(
			'%1$s<div %2$s><noscript><p>%3$s</p></noscript>%4$s</div>',
			// The server's cart: its quantities step before the script runs.
			'' !== $markup && 'kiosk/cart' === $name ? Recorder::tag() : '',
			get_block_wrapper_attributes( $extra ),
			esc_html( $noscript ),
			$markup
		);
	}

	/**
	 * The filled cart's first render (CartMarkup), from the cart this page
	 * already carries (CartPreload): shown at first paint, replaced by the
	 * client's identical first render. Empty where it cannot be reproduced
	 * or the page carries no cart (`kiosk_cart_preload` off).
	 *
	 * @param array $tree The saved inner-block tree.
	 */
	private function server_cart( array $tree ): string {
		$cart = CartPreload::cart();
		if ( null === $cart ) {
			return '';
		}
		return (string) CartMarkup::render(
			$cart,
			$tree,
			array(
				'shop'    => $this->settings->shop( true ),
				'express' => array() !== $this->lazy_scripts->resolve( $this->lazy_scripts->cart_express() ),
			)
		);
	}

	/**
	 * The checkout's first step (CheckoutMarkup), from the cart this page
	 * already carries (CartPreload): a shopper types into it at first
	 * paint; the client takes what was typed over as it mounts. Empty where
	 * it cannot be reproduced or the page carries no cart.
	 *
	 * @param array $tree The saved inner-block tree.
	 */
	private function server_checkout( array $tree ): string {
		$cart = CartPreload::cart();
		if ( null === $cart ) {
			return '';
		}
		$shop = $this->settings->shop( true );
		return (string) CheckoutMarkup::render(
			$cart,
			$tree,
			array(
				'shop'     => $shop,
				'address'  => Settings::address(),
				'loggedIn' => is_user_logged_in(),
				'express'  => CheckoutMarkup::offers_express( $cart, $shop ),
			)
		);
	}

	/**
	 * Whether this request is the cart page (not cached, CartPreload) and the
	 * visitor's cart holds items.
	 */
	private function visitor_cart_has_items(): bool {
		return $this->page->get()->is_cart_or_checkout() && function_exists( 'WC' ) && WC()->cart && ! WC()->cart->is_empty();
	}

	/**
	 * The saved inner blocks as the front end reads them: name, attributes
	 * and inner blocks of each, without the freeform whitespace between them.
	 *
	 * @param array $blocks Parsed inner blocks.
	 * @return array<int, array{name: string, attributes: object, innerBlocks: array}>
	 */
	public static function layout( array $blocks ): array {
		$tree = array();
		foreach ( $blocks as $inner ) {
			if ( empty( $inner['blockName'] ) ) {
				continue;
			}
			$tree[] = array(
				'name'        => (string) $inner['blockName'],
				'attributes'  => (object) ( $inner['attrs'] ?? array() ),
				'innerBlocks' => self::layout( $inner['innerBlocks'] ?? array() ),
			);
		}
		return $tree;
	}

	/**
	 * Registers the plugin's main block and every built block. Returns the
	 * names registered.
	 *
	 * @return string[]
	 */
	public function register(): array {
		$names    = array();
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( self::metadata() as $folder => $metadata ) {
			if ( ! is_array( $metadata ) || empty( $metadata['name'] ) || $registry->is_registered( $metadata['name'] ) ) {
				continue;
			}
			$args = isset( self::containers()[ $metadata['name'] ] ) ? array( 'render_callback' => array( $this, 'render_container' ) ) : array();
			if ( 'kiosk/mini-cart' === $metadata['name'] ) {
				$args = array( 'render_callback' => array( $this->mini_cart, 'render' ) );
			}
			$type = register_block_type( $folder, $args );
			if ( $type instanceof \WP_Block_Type && 'kiosk/mini-cart' === $type->name ) {
				// Assets\AssetPlan enqueues the view script: not on the cart and
				// checkout pages, where the button is hidden. (block.json keeps
				// naming it; its viewScript wins over a registration arg.)
				$type->view_script_handles = array();
			}
			if ( $type instanceof \WP_Block_Type ) {
				$names[] = $type->name;
			}
		}
		return $names;
	}

	/**
	 * Every block to register: its folder => its block.json, the plugin's
	 * main block first. Where the build wrote a manifest per block family
	 * (scripts/blocks-manifest.cjs) and WordPress has block metadata
	 * collections (6.7+), the manifests are registered as collections, so
	 * neither this loop nor register_block_type() reads a block.json: one
	 * opcached PHP file per family instead of a scan of build/ and two JSON
	 * decodes per block on every request. Otherwise the files are read.
	 *
	 * @return array<string, array>
	 */
	private static function metadata(): array {
		$metadata = array();
		$main     = Plugin::dir() . 'block.json';
		if ( is_readable( $main ) ) {
			$metadata[ Plugin::dir() ] = wp_json_file_decode( $main, array( 'associative' => true ) );
		}
		$root      = trailingslashit( Scripts::manifest()->dir() ) . 'blocks';
		$manifests = function_exists( 'wp_register_block_metadata_collection' ) ? glob( $root . '/*/blocks-manifest.php' ) : false;
		if ( ! $manifests ) {
			foreach ( self::metadata_files() as $file ) {
				$metadata[ dirname( $file ) ] = wp_json_file_decode( $file, array( 'associative' => true ) );
			}
			return $metadata;
		}
		foreach ( $manifests as $manifest ) {
			$family = dirname( $manifest );
			wp_register_block_metadata_collection( $family, $manifest );
			$blocks = require $manifest;
			foreach ( (array) $blocks as $key => $block ) {
				// The family's own block sits at its root, the others in
				// inner-blocks/<name>/ (the manifest's writer holds to that).
				$folder              = basename( $family ) === $key ? $family : $family . '/inner-blocks/' . $key;
				$metadata[ $folder ] = $block;
			}
		}
		return $metadata;
	}
}
