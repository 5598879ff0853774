<?php
/**
 * What Kiosk loads on its shop pages, decided here from the page context
 * (PageContext, CurrentPage): the file to open for "which scripts load on
 * the cart page". Blocks render; this class, not they, enqueues.
 *
 * On Kiosk's cart page (PageContext::is_cart_page(): WooCommerce's cart
 * page or any page with Kiosk's cart block; filter `kiosk_is_cart_page`):
 *
 * - `kiosk-cart`, the cart block's view script (its block.json
 *   `viewScript`, enqueued by WordPress when the block renders), with its
 *   Kiosk dependencies and their stylesheets (Scripts: registration from
 *   the build manifests, `kioskSettings` inline before them);
 * - core's scripts joined into one file (CoreScripts, asked for by
 *   on_render_data() below when the cart or checkout block renders), with
 *   the core scripts only wp-compose's hooks needed left out (ComposeHooks);
 * - the visitor's cart in `kioskSettings.preloadedApiRequests`
 *   (CartPreload, where PageContext::preloads_cart(); filter
 *   `kiosk_cart_preload`);
 * - `kioskSettings.cartExpress`: the express payment scripts and the
 *   checkout's stores, listed to load when the shopper reaches for an
 *   express button (LazyScripts::settings(), PaymentMethods::script_handles()
 *   and `kiosk_checkout_payment_method_scripts`);
 * - not the header's mini cart (PageContext::mini_cart_hidden(); filter
 *   `kiosk_mini_cart_hidden`): MiniCart renders it hidden, without
 *   `kiosk-mini-cart` and without the drawer's list (LazyScriptList);
 * - none of WooCommerce's jQuery cart and checkout scripts and styles
 *   (FrontendAssets, where PageContext::replaces_woocommerce()), nor
 *   Germanized's classic ones (Integrations\WooCommerce\Germanized);
 * - on every front-end page: the order attribution script
 *   (Integrations\OrderAttribution) and the contact form's loader where a
 *   form needs it (Integrations\ContactForm).
 *
 * On Kiosk's cart, besides: WooCommerce's cart block integrations
 * (WooCommerceCheckout, given to this class: enqueue_integrations( 'cart' );
 * nothing without one), and the theme's and the cart's stylesheets printed
 * inline (inline_on_cart_page()).
 *
 * On Kiosk's checkout, besides: its own scripts deferred
 * (defer_checkout_scripts()), the payment methods' scripts
 * (enqueue_payment_methods(): those that can register an express method
 * with the page, the regular methods' ones listed in
 * `kioskSettings.checkoutPayment` for the checkout to load when the shopper
 * starts on it, print_checkout_payment()) and WooCommerce's checkout block
 * integrations (WooCommerceCheckout's enqueue_integrations(), with
 * WooCommerce's handles as aliases of Kiosk's bundles); none of that on the
 * order-received and order-pay pages, which WooCommerce renders.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues what Kiosk's cart and checkout blocks need when they render.
 */
final class AssetPlan {

	/** The checkout's own scripts, deferred on its page (defer_checkout_scripts()). */
	const DEFERRED_ON_CHECKOUT = array( 'kiosk-checkout', 'kiosk-data', 'kiosk-api' );

	/** The stylesheets printed inline on the cart page (inline_on_cart_page()). */
	const INLINE_ON_CART = array( 'kiosk-theme', 'kiosk-cart' );

	/** The largest stylesheet printed inline, in bytes; a larger one stays a link. */
	const INLINE_MAX = 65536;

	/**
	 * This request's page context.
	 *
	 * @var CurrentPage
	 */
	private $page;

	/**
	 * Core's scripts joined, asked for when the cart or checkout renders.
	 *
	 * @var CoreScripts
	 */
	private $core_scripts;

	/**
	 * WooCommerce's payment methods, whose scripts the checkout enqueues.
	 *
	 * @var PaymentMethods
	 */
	private $payment_methods;

	/**
	 * WooCommerce's block integrations, run with the cart and checkout.
	 *
	 * @var WooCommerceCheckout
	 */
	private $woocommerce_checkout;

	/**
	 * The lists of scripts loaded later (the checkout's regular payment
	 * methods among them), or null (then they print with the page).
	 *
	 * @var LazyScripts|null
	 */
	private $lazy_scripts;

	/**
	 * The plan for the page $page holds.
	 *
	 * @param CurrentPage         $page                 This request's page context.
	 * @param CoreScripts         $core_scripts         This request's joiner of core's scripts.
	 * @param PaymentMethods      $payment_methods      WooCommerce's payment methods.
	 * @param WooCommerceCheckout $woocommerce_checkout WooCommerce's block integrations.
	 * @param LazyScripts|null    $lazy_scripts         This request's lazy lists (the same payment methods).
	 */
	public function __construct( CurrentPage $page, CoreScripts $core_scripts, PaymentMethods $payment_methods, WooCommerceCheckout $woocommerce_checkout, ?LazyScripts $lazy_scripts = null ) {
		$this->page                 = $page;
		$this->core_scripts         = $core_scripts;
		$this->payment_methods      = $payment_methods;
		$this->woocommerce_checkout = $woocommerce_checkout;
		$this->lazy_scripts         = $lazy_scripts;
	}

	/**
	 * Hooks: right before a block renders (its render callback, then its
	 * view script), after Kiosk's checkout rendered, and where WordPress
	 * prints an extension's inline code (LazyScripts::mark_inline()).
	 */
	public function hook(): void {
		add_filter( 'render_block_data', array( $this, 'on_render_data' ), 10, 1 );
		add_filter( 'render_block_kiosk/checkout', array( $this, 'after_checkout' ), 10, 1 );
		add_filter( 'render_block_kiosk/cart', array( $this, 'after_cart' ), 10, 1 );
		add_filter( 'style_loader_tag', array( $this, 'inline_on_cart_page' ), 10, 3 );
		add_action( 'wp_print_footer_scripts', array( $this, 'print_checkout_payment' ), 1 );
		// The drawer's list leaves out the extensions' inline code the page ran.
		add_filter( 'wp_inline_script_attributes', array( LazyScripts::class, 'mark_inline' ), 10, 1 );
	}

	/**
	 * A block is about to render: the header's mini cart wants its script
	 * (`kiosk-mini-cart`) unless it is hidden here; Kiosk's cart or checkout
	 * (not on an order endpoint, where the checkout shows WooCommerce's
	 * page) wants core's scripts joined, and the checkout its payment
	 * methods' scripts, before its own view script (so they print before it).
	 *
	 * @param array $parsed_block The block about to render.
	 * @return array The block, unchanged.
	 */
	public function on_render_data( $parsed_block ) {
		$name = is_array( $parsed_block ) ? (string) ( $parsed_block['blockName'] ?? '' ) : '';
		if ( ! in_array( $name, array( 'kiosk/cart', 'kiosk/checkout', 'kiosk/mini-cart' ), true ) ) {
			return $parsed_block;
		}
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( $name ) ) {
			return $parsed_block;
		}
		if ( 'kiosk/mini-cart' === $name ) {
			// Not where the page shows the cart itself: there the button is
			// hidden, and neither its script nor the drawer's list loads.
			if ( ! $this->page->get()->mini_cart_hidden() ) {
				wp_enqueue_script( 'kiosk-mini-cart' );
			}
			return $parsed_block;
		}
		if ( 'kiosk/checkout' === $name ) {
			if ( $this->page->get()->is_order_endpoint() ) {
				return $parsed_block;
			}
			$this->enqueue_payment_methods();
			$this->defer_checkout_scripts();
		}
		$this->core_scripts->want();
		return $parsed_block;
	}

	/**
	 * The checkout's own scripts load deferred (issue 43). Its first step
	 * is printed by the server and typeable before they run, so the first
	 * paint need not wait for them. Parser-blocking at the end of the body,
	 * they ran inside the page's parse whenever they arrived before its
	 * first frame, and Lighthouse then counted their download and their
	 * evaluation (the mount's render) in the first contentful paint.
	 * WordPress keeps `kiosk-data` and `kiosk-api` blocking where a
	 * blocking script printed after them needs them (an extension's).
	 */
	private function defer_checkout_scripts(): void {
		foreach ( self::DEFERRED_ON_CHECKOUT as $handle ) {
			wp_script_add_data( $handle, 'strategy', 'defer' );
		}
	}

	/**
	 * Kiosk's checkout rendered: WooCommerce's checkout block integrations
	 * (their scripts and `wcSettings` data), as WooCommerce's checkout block
	 * runs them, not on the order endpoints.
	 *
	 * @param string $content The block's HTML.
	 */
	public function after_checkout( $content ) {
		if ( ! $this->page->get()->is_order_endpoint() ) {
			$this->woocommerce_checkout->enqueue_integrations( 'checkout' );
		}
		return $content;
	}

	/**
	 * Kiosk's cart rendered: WooCommerce's cart block integrations, as
	 * WooCommerce's cart block runs them. Without one (a shop without such
	 * extensions) nothing is enqueued and nothing aliased.
	 *
	 * @param string $content The block's HTML.
	 */
	public function after_cart( $content ) {
		$this->woocommerce_checkout->enqueue_integrations( 'cart' );
		return $content;
	}

	/**
	 * On the cart page the theme's and the cart's stylesheets print inline,
	 * as `<style id="{handle}-css">` with their relative `url()`s made
	 * absolute (issue 43). The server prints the filled cart usable, so its
	 * first paint is what the shopper waits for, and it waited for these two
	 * render-blocking requests, made only once the page had arrived: at 1×
	 * CPU on the bench, 230–290 ms between the page's last byte and the
	 * stylesheets' (traces in scripts/bench/FIGURES.md). A stylesheet that
	 * is not one of Kiosk's build's or the theme's files, larger than
	 * INLINE_MAX or holding `</` stays a link.
	 *
	 * @param string $tag    The `<link>` WordPress prints.
	 * @param string $handle The stylesheet's handle.
	 * @param string $href   Its address.
	 * @return string The tag, or the stylesheet inline.
	 */
	public function inline_on_cart_page( $tag, $handle, $href ) {
		if ( ! in_array( $handle, self::INLINE_ON_CART, true ) || ! $this->page->get()->is_cart_page() ) {
			return $tag;
		}
		$file = self::file_of( (string) $href );
		$css  = null !== $file && filesize( $file ) <= self::INLINE_MAX ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( '' === $css || false !== strpos( $css, '</' ) ) {
			return $tag;
		}
		$base = dirname( (string) strtok( (string) $href, '?' ) ) . '/';
		$css  = (string) preg_replace( '#url\(\s*([\'"]?+)(?![a-z]+:|/|\#)#i', 'url($1' . $base, $css );
		return sprintf( "<style id=\"%s\">%s</style>\n", esc_attr( $handle . '-css' ), $css );
	}

	/**
	 * The local file a stylesheet's address names, in Kiosk's build or the
	 * theme's folder, or null.
	 *
	 * @param string $href The address.
	 */
	private static function file_of( string $href ): ?string {
		$path     = (string) strtok( $href, '?' );
		$manifest = Scripts::manifest();
		$folders  = array(
			$manifest->url()                            => $manifest->dir(),
			trailingslashit( get_stylesheet_directory_uri() ) => trailingslashit( get_stylesheet_directory() ),
			trailingslashit( get_template_directory_uri() ) => trailingslashit( get_template_directory() ),
		);
		foreach ( $folders as $url => $dir ) {
			$relative = 0 === strpos( $path, $url ) ? substr( $path, strlen( $url ) ) : null;
			if ( null !== $relative && '' !== $relative && false === strpos( $relative, '..' ) && '.css' === substr( $relative, -4 ) && is_file( $dir . $relative ) ) {
				return $dir . $relative;
			}
		}
		return null;
	}

	/**
	 * Enqueues the payment methods' client scripts with the checkout, as
	 * WooCommerce's checkout block does: every active integration in
	 * WooCommerce's payment method registry (PaymentMethods: WooCommerce's
	 * own bank transfer, cheque and cash on delivery included), and every
	 * handle an integration adds through `kiosk_checkout_payment_method_scripts`.
	 */
	public function enqueue_payment_methods(): void {
		$this->payment_methods->enqueue();
		if ( null === $this->lazy_scripts ) {
			// Nothing can list them for later: they print with the page.
			foreach ( $this->payment_methods->deferred() as $handle ) {
				wp_enqueue_script( $handle );
			}
		}
		/**
		 * Filters the script handles that register payment methods on the
		 * checkout, besides those of WooCommerce's payment method registry.
		 *
		 * @param string[] $handles Registered script handles.
		 */
		$handles = (array) apply_filters( 'kiosk_checkout_payment_method_scripts', array() );
		foreach ( $handles as $handle ) {
			if ( wp_script_is( (string) $handle, 'registered' ) ) {
				wp_enqueue_script( (string) $handle );
			}
		}
	}

	/**
	 * Right before the footer's scripts print: the list of the regular
	 * payment methods' scripts the checkout loads when the shopper starts
	 * on it (`kioskSettings.checkoutPayment.scripts`,
	 * LazyScripts::checkout_payment()), before the checkout's own script.
	 * Where the list cannot be printed, the scripts print with the page.
	 */
	public function print_checkout_payment(): void {
		$deferred = $this->payment_methods->deferred();
		if ( array() === $deferred || null === $this->lazy_scripts ) {
			return;
		}
		$scripts = $this->lazy_scripts->checkout_payment();
		if ( array() === $scripts || ! wp_script_is( 'kiosk-checkout', 'enqueued' ) ) {
			foreach ( $deferred as $handle ) {
				wp_enqueue_script( $handle );
			}
			return;
		}
		$settings = array( 'checkoutPayment' => array( 'scripts' => $scripts ) );
		wp_add_inline_script( 'kiosk-checkout', 'Object.assign( window.kioskSettings = window.kioskSettings || {}, ' . Settings::json( $settings ) . ' );', 'before' );
	}
}
