<?php
/**
 * The scripts the client loads later: `cartExpress.scripts` and
 * `cartExpress.checkout` listed in `window.kioskSettings`; the mini cart's
 * drawer list only named there (`miniCart.list`, an address LazyScriptList
 * answers when the reader first opens the drawer);
 * `contactForm`, which the contact-form integration prints where it is used;
 * ScriptEntry in src/components/script-loader/load-script.ts). Resolved
 * from WordPress's own script registry: dependencies first, each with the
 * URL, translations and stylesheet WordPress would print for it.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

use Kiosk\Requirements;

/**
 * Lazy-loaded script lists. One instance, built in Plugin::boot() with this
 * request's page context and the payment methods; the parts that read only
 * WordPress's script registry (entry(), small_compose()) stay static.
 */
final class LazyScripts {

	/** The drawer's handle, which the header's mini cart loads on its first open. */
	const MINI_CART = array( 'kiosk-mini-cart-drawer' );

	/**
	 * The checkout's stores, which the cart's express buttons load when the
	 * shopper reaches for one (`cartExpress.checkout`): a cart view does not
	 * carry the checkout's logic.
	 */
	const CART_EXPRESS_STORES = array( 'kiosk-checkout-data' );

	/**
	 * The loader a form that posts without Kiosk's contact-form script (the
	 * theme's newsletter) adds when the reader reaches for it, and what it
	 * loads (contact_form()).
	 */
	const CONTACT_FORM_LOADER = 'kiosk-contact-form-loader';
	const CONTACT_FORM        = array( 'kiosk-contact-form' );

	/**
	 * This request's page context.
	 *
	 * @var CurrentPage
	 */
	private $page;

	/**
	 * WooCommerce's payment methods, read for the cart's express area.
	 *
	 * @var PaymentMethods
	 */
	private $payment_methods;

	/**
	 * The lists for the page $page holds.
	 *
	 * @param CurrentPage    $page            This request's page context.
	 * @param PaymentMethods $payment_methods WooCommerce's payment methods.
	 */
	public function __construct( CurrentPage $page, PaymentMethods $payment_methods ) {
		$this->page            = $page;
		$this->payment_methods = $payment_methods;
	}

	/**
	 * The handles the cart page's express payment area loads: the registry
	 * and the payment method scripts that can register an express method,
	 * those of WooCommerce's payment method registry (PaymentMethods) and
	 * those extensions add (`kiosk_checkout_payment_method_scripts`).
	 * WooCommerce's own offline methods (bank transfer, cheque, cash on
	 * delivery) are never express, so the cart leaves them to the checkout.
	 * Without such a script nothing can offer express payment: the list is
	 * empty and the cart loads nothing for the area. With one, the handles
	 * `wc-blocks-registry` and `wc-settings` it depends on become aliases
	 * of Kiosk's registry here, as on the checkout.
	 *
	 * @return string[]
	 */
	public function cart_express(): array {
		/** This filter is documented in php/Assets/AssetPlan.php */
		$extra   = (array) apply_filters( 'kiosk_checkout_payment_method_scripts', array() );
		$methods = array_merge( $this->payment_methods->script_handles(), array_map( 'strval', $extra ) );
		$methods = array_values( array_unique( array_diff( $methods, PaymentMethods::OFFLINE ) ) );
		if ( array() === $methods ) {
			return array();
		}
		PaymentMethods::alias_woocommerce_handles();
		return array_merge( array( 'kiosk-registry' ), $methods );
	}

	/**
	 * The settings entries for this request: `miniCart` where the mini cart
	 * renders (the address of its list: the list itself, about 9 KB with the
	 * drawer's translations, is only needed after a click), `cartExpress` on
	 * the cart page; nothing on an unsupported core.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function settings(): array {
		$out = array();
		if ( ! Requirements::core_supported() ) {
			return $out;
		}
		if ( $this->mini_cart_renders() ) {
			$list = $this->list_url( LazyScriptList::MINI_CART );
			if ( '' !== $list ) {
				$out['miniCart'] = array( 'list' => $list );
			}
		}
		if ( $this->is_cart_page() ) {
			$express = array();
			$scripts = $this->resolve( $this->cart_express() );
			if ( $scripts ) {
				$express['scripts'] = $scripts;
			}
			// Where an express method can exist: the stores its flow runs in.
			if ( $scripts || wp_script_is( 'kiosk-registry', 'enqueued' ) ) {
				$checkout = $this->resolve( self::CART_EXPRESS_STORES );
				if ( $checkout ) {
					$express['checkout'] = $checkout;
				}
			}
			if ( $express ) {
				$out['cartExpress'] = $express;
			}
		}
		return $out;
	}

	/**
	 * Every handle this page may load later (before its dependencies are
	 * resolved): what decides which core scripts the page can go without
	 * (ComposeHooks) has to see them, so that a script loaded later finds
	 * what it needs.
	 *
	 * @return string[]
	 */
	public function later(): array {
		$handles = array_merge( array( self::CONTACT_FORM_LOADER ), self::CONTACT_FORM );
		if ( $this->mini_cart_renders() ) {
			$handles = array_merge( $handles, self::MINI_CART );
		}
		if ( $this->is_cart_page() ) {
			$handles = array_merge( $handles, $this->cart_express(), self::CART_EXPRESS_STORES );
		}
		return $handles;
	}

	/**
	 * Whether the mini-cart block renders on this page (never in the admin):
	 * it is registered and either was rendered already (block themes render
	 * before the head) or the theme prints it in its header
	 * (`kiosk_header_cart`, the Kiosk theme). Filter: `kiosk_mini_cart_renders`
	 * (PageContext::shows_mini_cart()).
	 */
	public function mini_cart_renders(): bool {
		return $this->page->get()->shows_mini_cart();
	}

	/**
	 * What a page whose forms post without Kiosk's contact-form script (the
	 * theme's newsletter) loads once the reader reaches for such a form:
	 * the loader's URL and the address of the list of scripts it loads
	 * (`kioskSettings.contactForm`, src/magazine/newsletter.ts; the list,
	 * with the script's translations, is answered by LazyScriptList). Empty
	 * when either cannot be printed.
	 *
	 * @return array{loader?: string, list?: string}
	 */
	public function contact_form(): array {
		$loader = $this->resolve( array( self::CONTACT_FORM_LOADER ) );
		$list   = $this->list_url( LazyScriptList::CONTACT_FORM );
		if ( ! $loader || '' === $list ) {
			return array();
		}
		return array(
			'loader' => $loader[ count( $loader ) - 1 ]['src'],
			'list'   => $list,
		);
	}

	/**
	 * The address of a lazy list (LazyScriptList) as this page would print it, or '' when it is
	 * empty (nothing resolves).
	 *
	 * @param string $name A key of LazyScriptList::LISTS.
	 */
	public function list_url( string $name ): string {
		$small   = null;
		$scripts = $this->resolve( LazyScriptList::LISTS[ $name ] ?? array(), $small );
		if ( ! $scripts ) {
			return '';
		}
		return esc_url_raw(
			add_query_arg(
				array(
					LazyScriptList::ENDPOINT => $name,
					'compose'      => $small ? 'small' : 'core',
					'locale'       => determine_locale(),
					'v'            => LazyScriptList::key( $scripts ),
				),
				home_url( '/' )
			)
		);
	}

	/**
	 * Whether this is the cart page: WooCommerce's (is_cart()) or a page
	 * containing the Kiosk cart block. Filter: `kiosk_is_cart_page`
	 * (PageContext::is_cart_page()).
	 */
	public function is_cart_page(): bool {
		return $this->page->get()->is_cart_page();
	}

	/**
	 * The handles and their dependencies, dependencies first, as WordPress
	 * would print them (WP_Dependencies::all_deps): a handle that is not
	 * registered or whose dependencies cannot all be resolved is left out,
	 * and so is everything that needs it. Handles without a source (aliases
	 * such as `kiosk-settings`) contribute only their dependencies. Where
	 * only wp-data asks for wp-compose (ComposeHooks), wp-compose is Kiosk's
	 * small file, and the core scripts only core's needed are left out.
	 *
	 * @param string[]  $handles Handles.
	 * @param bool|null $small   Set to whether the page's wp-compose is Kiosk's small one.
	 * @return array<int, array{handle: string, src: string, translations?: string, style?: string}>
	 */
	public function resolve( array $handles, ?bool &$small = null ): array {
		$registry = wp_scripts();
		$ordered  = array();
		$state    = array();
		foreach ( $handles as $handle ) {
			self::visit( $registry, (string) $handle, $state, $ordered );
		}
		$compose = ComposeHooks::on_page( $registry, array_merge( $this->later(), $ordered ) );
		$small   = null !== $compose['small'];
		$out     = array();
		foreach ( array_diff( $ordered, $compose['left_out'] ) as $handle ) {
			$entry = 'wp-compose' === $handle && $compose['small']
				? self::small_compose( $compose['small'] )
				: self::entry( $registry, $handle );
			if ( $entry ) {
				$out[] = $entry;
			}
		}
		return $out;
	}

	/**
	 * Depth-first walk: appends a handle after its dependencies. Returns
	 * whether the handle (and all it needs) can be printed.
	 *
	 * @param \WP_Scripts           $registry Script registry.
	 * @param string                $handle   Handle.
	 * @param array<string, string> $state    Handle → 'visiting' | 'ok' | 'missing'.
	 * @param string[]              $ordered  Resolved handles so far.
	 */
	private static function visit( \WP_Scripts $registry, string $handle, array &$state, array &$ordered ): bool {
		if ( isset( $state[ $handle ] ) ) {
			return 'ok' === $state[ $handle ];
		}
		if ( ! isset( $registry->registered[ $handle ] ) ) {
			$state[ $handle ] = 'missing';
			return false;
		}
		$state[ $handle ] = 'visiting';
		$resolved         = array();
		foreach ( (array) $registry->registered[ $handle ]->deps as $dep ) {
			if ( ! self::visit( $registry, (string) $dep, $state, $resolved ) ) {
				// Not listed after all: may still be listed for another handle.
				foreach ( $resolved as $dropped ) {
					unset( $state[ $dropped ] );
				}
				$state[ $handle ] = 'missing';
				return false;
			}
		}
		// Dependencies are kept only when the whole handle resolves.
		foreach ( $resolved as $dep ) {
			$ordered[] = $dep;
		}
		$ordered[]        = $handle;
		$state[ $handle ] = 'ok';
		return true;
	}

	/**
	 * One list entry: the URL WordPress::do_item would print (absolute, with
	 * `ver`, through `script_loader_src`), the handle's translations
	 * (`translations`, Jed JSON as `load_script_textdomain()` reads it, and
	 * `domain` where the text domain is not `kiosk`: an extension's script
	 * in its own domain), its inline scripts (`before`, `after`: what
	 * WordPress prints around the tag, e.g. an extension's settings) and its
	 * Kiosk stylesheet; `wp_localize_script()`'s data leads `before`. A handle without a source (an alias) is listed only
	 * for its inline scripts. WordPress's own scripts (under
	 * `/wp-includes/`) and Kiosk's are listed as before, without inline
	 * scripts: theirs are printed with the page (`kioskSettings`, the
	 * address settings) or hold data for the visitor (wp-api-fetch's
	 * nonce) that a list asked for without cookies and kept by caches must
	 * not carry. Null for a handle with nothing to load.
	 *
	 * @param \WP_Scripts $registry Script registry.
	 * @param string      $handle   Handle.
	 * @return array{handle: string, src: string, translations?: string, domain?: string, before?: string, after?: string, style?: string}|null
	 */
	public static function entry( \WP_Scripts $registry, string $handle ): ?array {
		$script = $registry->registered[ $handle ];
		$source = is_string( $script->src ) ? $script->src : '';
		$core   = 0 === strpos( $source, '/wp-includes/' );
		$inline = array();
		if ( ! $core && 0 !== strpos( $handle, 'kiosk-' ) ) {
			// `wp_localize_script()`'s data runs first, as WordPress prints it.
			$before = array( (string) $registry->get_data( $handle, 'data' ), $registry->get_inline_script_data( $handle, 'before' ) );
			$code   = array(
				'before' => trim( implode( "\n", array_filter( array_map( 'trim', $before ) ) ) ),
				'after'  => trim( $registry->get_inline_script_data( $handle, 'after' ) ),
			);
			$inline = array_filter( $code, static fn( string $text ): bool => '' !== $text );
		}
		$src = '';
		if ( '' !== $source ) {
			$src = self::absolute( $registry, $source, self::version( $registry, $script, $handle ) );
			/** This filter is documented in wp-includes/class-wp-scripts.php */
			$src = esc_url_raw( (string) apply_filters( 'script_loader_src', $src, $handle ) );
			if ( '' === $src ) {
				return null;
			}
		}
		if ( '' === $src && array() === $inline ) {
			return null;
		}
		$entry = array(
			'handle' => $handle,
			'src'    => $src,
		);

		$domain = (string) ( $script->textdomain ?? '' );
		if ( '' !== $src && '' !== $domain && ( ! $core || 'kiosk' === $domain ) ) {
			$json = load_script_textdomain( $handle, $domain, (string) ( $script->translations_path ?? '' ) );
			if ( is_string( $json ) && '' !== trim( $json ) ) {
				$entry['translations'] = trim( $json );
				if ( 'kiosk' !== $domain ) {
					$entry['domain'] = $domain;
				}
			}
		}
		$entry += $inline;

		$styles = wp_styles();
		if ( '' !== $src && 0 === strpos( $handle, 'kiosk-' ) && isset( $styles->registered[ $handle ] ) && is_string( $styles->registered[ $handle ]->src ) && '' !== $styles->registered[ $handle ]->src ) {
			$style = $styles->registered[ $handle ];
			$href  = self::absolute( $styles, $style->src, self::version( $styles, $style, $handle ) );
			/** This filter is documented in wp-includes/class-wp-styles.php */
			$href = esc_url_raw( (string) apply_filters( 'style_loader_src', $href, $handle ) );
			if ( '' !== $href ) {
				$entry['style'] = $href;
			}
		}
		return $entry;
	}

	/**
	 * The entry of Kiosk's small wp-compose, under core's handle: the loader
	 * then knows wp-compose has run.
	 *
	 * @param array{src: string, version: string} $small The small file's build entry.
	 * @return array{handle: string, src: string}|null
	 */
	public static function small_compose( array $small ): ?array {
		/** This filter is documented in wp-includes/class-wp-scripts.php */
		$src = esc_url_raw( (string) apply_filters( 'script_loader_src', add_query_arg( 'ver', $small['version'], $small['src'] ), 'wp-compose' ) );
		return '' === $src ? null : array(
			'handle' => 'wp-compose',
			'src'    => $src,
		);
	}

	/**
	 * The `ver` WordPress prints for a handle (none for a null version, the
	 * registry default for an empty one, plus any handle arguments).
	 *
	 * @param \WP_Dependencies $registry Registry.
	 * @param \_WP_Dependency  $item     Registered item.
	 * @param string           $handle   Handle.
	 */
	private static function version( \WP_Dependencies $registry, \_WP_Dependency $item, string $handle ): string {
		if ( null === $item->ver ) {
			$ver = '';
		} else {
			$ver = $item->ver ? (string) $item->ver : (string) ( $registry->default_version ?? '' );
		}
		if ( isset( $registry->args[ $handle ] ) && '' !== (string) $registry->args[ $handle ] ) {
			$ver = '' !== $ver ? $ver . '&' . $registry->args[ $handle ] : (string) $registry->args[ $handle ];
		}
		return $ver;
	}

	/**
	 * A source made absolute the way WP_Scripts::do_item and
	 * WP_Styles::_css_href do (`base_url` unless already a full URL or under
	 * `content_url`), with `ver` appended.
	 *
	 * @param \WP_Dependencies $registry Registry (WP_Scripts or WP_Styles).
	 * @param string           $src      Registered source.
	 * @param string           $ver      Version.
	 */
	private static function absolute( \WP_Dependencies $registry, string $src, string $ver ): string {
		$content_url = (string) ( $registry->content_url ?? '' );
		if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( '' !== $content_url && 0 === strpos( $src, $content_url ) ) ) {
			$src = (string) ( $registry->base_url ?? '' ) . $src;
		}
		if ( '' !== $ver ) {
			$src = add_query_arg( 'ver', $ver, $src );
		}
		return $src;
	}
}
