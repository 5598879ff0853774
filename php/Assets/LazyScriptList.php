<?php
/**
 * A list of scripts the client loads later, answered at its own address
 * instead of printed into every page (issue 43). The mini cart's drawer
 * list (the drawer, React, wp-data and their kin, with the German
 * translations of three scripts) is about 9 KB of JSON that only a click
 * on the cart icon needs: the page carries its address
 * (`kioskSettings.miniCart.list`), the header's script fetches it when the
 * reader reaches for the button (src/blocks/mini-cart/frontend.ts). So is
 * the contact-form script's list, which a page whose newsletter form posts
 * without it loads when the reader reaches for the form (`contactForm.list`,
 * src/contact-form/loader-entry.ts).
 *
 * The address is the same for every visitor and names what the page would
 * have printed: the list (`?kiosk-lazy-scripts=mini-cart`), the page's
 * wp-compose (`compose`: Kiosk's small one or core's, ComposeHooks), its
 * locale and a key from the list's content (`v`). The answer holds no
 * per-visitor data (the client asks without cookies), so a full-page cache
 * (nginx's) may keep it like the page: when this site computes the same
 * key, it is cached for a year as immutable; otherwise (a cached page from
 * an older version) the current list answers, cached for ten minutes.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Serves lazy script lists.
 */
final class LazyScriptList {

	/** The query argument that names a list. */
	const ENDPOINT = 'kiosk-lazy-scripts';

	/** The mini cart's drawer. */
	const MINI_CART = 'mini-cart';

	/** The contact-form script, for forms that post without it (the theme's newsletter). */
	const CONTACT_FORM = 'contact-form';

	/** The lists by name: the handles each resolves (LazyScripts::resolve(); their addresses: LazyScripts::list_url()). */
	const LISTS = array(
		self::MINI_CART    => LazyScripts::MINI_CART,
		self::CONTACT_FORM => LazyScripts::CONTACT_FORM,
	);

	/**
	 * What resolves the lists.
	 *
	 * @var LazyScripts
	 */
	private $lazy_scripts;

	/**
	 * WooCommerce's block integrations (the mini cart's, for its drawer).
	 *
	 * @var WooCommerceCheckout
	 */
	private $woocommerce_checkout;

	/**
	 * The lists $lazy_scripts resolves.
	 *
	 * @param LazyScripts         $lazy_scripts         This request's lazy script lists.
	 * @param WooCommerceCheckout $woocommerce_checkout This request's WooCommerce block integrations.
	 */
	public function __construct( LazyScripts $lazy_scripts, WooCommerceCheckout $woocommerce_checkout ) {
		$this->lazy_scripts         = $lazy_scripts;
		$this->woocommerce_checkout = $woocommerce_checkout;
	}

	/**
	 * Answers the list requests (once every script and block is registered).
	 */
	public function hook(): void {
		add_action( 'wp_loaded', array( $this, 'serve' ), 0 );
	}

	/**
	 * The key of a list's content.
	 *
	 * @param array<int, array<string, string>> $scripts The list.
	 */
	public static function key( array $scripts ): string {
		return substr( md5( Settings::json( $scripts ) ), 0, 20 );
	}

	/**
	 * Answers a request for a list and ends it; anything else passes.
	 */
	public function serve(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a public, read-only list, the same for every visitor.
		if ( is_admin() || ! isset( $_GET[ self::ENDPOINT ] ) ) {
			return;
		}
		$request = array(
			'name'    => sanitize_key( wp_unslash( $_GET[ self::ENDPOINT ] ) ),
			'compose' => isset( $_GET['compose'] ) ? sanitize_key( wp_unslash( $_GET['compose'] ) ) : '',
			'locale'  => isset( $_GET['locale'] ) ? sanitize_text_field( wp_unslash( $_GET['locale'] ) ) : '',
			'key'     => isset( $_GET['v'] ) ? sanitize_key( wp_unslash( $_GET['v'] ) ) : '',
		);
		// phpcs:enable
		list( $status, $body, $cache ) = $this->response( $request );
		status_header( $status );
		header( 'X-Content-Type-Options: nosniff' );
		header( 'Cache-Control: ' . $cache );
		if ( 200 === $status ) {
			header( 'Content-Type: application/json; charset=utf-8' );
			echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON (Settings::json), not HTML.
		}
		exit;
	}

	/**
	 * The answer to a list request: status, JSON body and Cache-Control.
	 *
	 * @param array{name: string, compose: string, locale: string, key: string} $request What the address names.
	 * @return array{0: int, 1: string, 2: string}
	 */
	public function response( array $request ): array {
		if ( ! isset( self::LISTS[ $request['name'] ] ) ) {
			return array( 404, '', 'no-store' );
		}
		$switched = false;
		$locale   = $request['locale'];
		if ( preg_match( '/^[A-Za-z]{2,3}(_[A-Za-z0-9]+)*$/', $locale ) && determine_locale() !== $locale ) {
			$switched = switch_to_locale( $locale );
		}
		// The page's wp-compose decides the list's (ComposeHooks): a page
		// with core's lists core's.
		$core = 'core' === $request['compose'];
		if ( $core ) {
			add_filter( 'kiosk_leave_out_compose_hooks', '__return_false', PHP_INT_MAX );
		}
		$scripts = $this->lazy_scripts->resolve( array_merge( self::LISTS[ $request['name'] ], $this->extensions( $request['name'] ) ) );
		if ( $core ) {
			remove_filter( 'kiosk_leave_out_compose_hooks', '__return_false', PHP_INT_MAX );
		}
		if ( $switched ) {
			restore_previous_locale();
		}
		// The page's key names the list without the extensions' data (the
		// page cannot know it before it prints): with extensions, the list
		// answers as to an older page, cached briefly.
		$cache = '' !== $request['key'] && hash_equals( self::key( $scripts ), $request['key'] )
			? 'public, max-age=31536000, immutable'
			: 'public, max-age=600';
		return array( 200, Settings::json( $scripts ), $cache );
	}

	/**
	 * The handles a list loads besides its own: for the mini cart's drawer,
	 * WooCommerce's mini-cart block integrations (filled on
	 * `woocommerce_blocks_mini-cart_block_registration`, e.g. Germanized's
	 * `woocommerce-germanized-mini-cart`), as WooCommerce's mini cart runs
	 * them: their script data in `wcSettings`, their front-end handles, with
	 * WooCommerce's checkout handles as aliases of Kiosk's bridge
	 * (WooCommerceCheckout::enqueue_integrations()). Then the data
	 * WordPress's plugins attach to their scripts while the footer prints
	 * (WooCommerce's `wcSettings`, Germanized's `wcGzdBlocksSettings`) is
	 * attached here too, so the list's entries carry it (LazyScripts::entry()).
	 * Nothing without an integration: the drawer's list stays as it was.
	 *
	 * @param string $name A key of LISTS.
	 * @return string[]
	 */
	private function extensions( string $name ): array {
		if ( self::MINI_CART !== $name ) {
			return array();
		}
		$registry = $this->woocommerce_checkout->registry( 'mini-cart' );
		if ( null === $registry || array() === (array) $registry->get_all_registered_script_handles() ) {
			return array();
		}
		// WooCommerce's checkout handles are Kiosk's before the integrations'
		// scripts are looked at: WooCommerce's own `wc-blocks-checkout` needs
		// its block components, which would leave every such script out.
		$this->woocommerce_checkout->alias_handles();
		$handles = $this->woocommerce_checkout->enqueue_integrations( 'mini-cart' );
		if ( array() !== $handles ) {
			// What WooCommerce's mini-cart block adds to `wcSettings` where it
			// renders (MiniCart::enqueue_data()): Germanized's notices read it.
			$incl     = 'incl' === get_option( 'woocommerce_tax_display_cart' );
			$settings = array( 'displayCartPricesIncludingTax' => $incl );
			if ( function_exists( 'WC' ) && isset( WC()->countries ) ) {
				$settings['taxLabel'] = $incl ? WC()->countries->inc_tax_or_vat() : WC()->countries->ex_tax_or_vat();
			}
			$this->woocommerce_checkout->add_script_data( $settings );
			self::attach_footer_data();
		}
		return $handles;
	}

	/**
	 * Runs `wp_print_footer_scripts` without printing a script: the
	 * callbacks that attach inline data to enqueued handles run (priority 1
	 * for WooCommerce's and Germanized's), WordPress's own printing
	 * (`_wp_footer_scripts`) does not, and whatever a callback echoes is
	 * dropped (this request answers JSON).
	 */
	private static function attach_footer_data(): void {
		$priority = has_action( 'wp_print_footer_scripts', '_wp_footer_scripts' );
		if ( false !== $priority ) {
			remove_action( 'wp_print_footer_scripts', '_wp_footer_scripts', (int) $priority );
		}
		ob_start();
		/** This action is documented in wp-includes/script-loader.php */
		do_action( 'wp_print_footer_scripts' );
		ob_end_clean();
		if ( false !== $priority ) {
			add_action( 'wp_print_footer_scripts', '_wp_footer_scripts', (int) $priority );
		}
	}
}
