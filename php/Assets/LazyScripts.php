<?php
/**
 * The scripts the client loads later: `cartExpress.scripts` and
 * `cartExpress.checkout` listed in `window.kioskSettings`; the mini cart's
 * drawer list only named there (`miniCart.list`, an address LazyScriptList
 * answers when the reader first opens the drawer);
 * `contactForm`, which the contact-form integration prints where it is used;
 * ScriptEntry in src/components/script-loader/load-script.ts). Resolved
 * from WordPress's own script registry: dependencies first, each with the
 * URL, translations and stylesheet WordPress would print for it, and an
 * extension's inline code as entries of its own (entries()).
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
		return array_merge( $handles, $this->payment_methods->deferred() );
	}

	/**
	 * The checkout's regular payment methods' scripts, which it loads when
	 * the shopper starts on it (`kioskSettings.checkoutPayment.scripts`,
	 * printed before the checkout's script: AssetPlan::print_checkout_payment()):
	 * the handles PaymentMethods::enqueue() left out of the page, with
	 * their dependencies, translations and inline code in WordPress's
	 * order (entries()). Empty where none was left out.
	 *
	 * @return array<int, array{handle: string, src: string, translations?: string, style?: string}>
	 */
	public function checkout_payment(): array {
		$deferred = $this->payment_methods->deferred();
		return array() === $deferred ? array() : $this->resolve( $deferred );
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
	 * such as `kiosk-settings`) contribute only their dependencies and, an
	 * extension's, their inline code (entries()). Where
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
			if ( 'wp-compose' === $handle && $compose['small'] ) {
				$out[] = self::small_compose( $compose['small'] );
			} else {
				$out = array_merge( $out, self::entries( $registry, $handle ) );
			}
		}
		return array_values( array_filter( $out ) );
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
	 * `ver`, through `script_loader_src`), the handle's Kiosk translations
	 * and its Kiosk stylesheet. Null for a handle without a source.
	 *
	 * @param \WP_Scripts $registry Script registry.
	 * @param string      $handle   Handle.
	 * @return array{handle: string, src: string, translations?: string, style?: string}|null
	 */
	public static function entry( \WP_Scripts $registry, string $handle ): ?array {
		$script = $registry->registered[ $handle ];
		if ( ! $script->src || ! is_string( $script->src ) ) {
			return null;
		}
		$src = self::absolute( $registry, $script->src, self::version( $registry, $script, $handle ) );
		/** This filter is documented in wp-includes/class-wp-scripts.php */
		$src = esc_url_raw( (string) apply_filters( 'script_loader_src', $src, $handle ) );
		if ( '' === $src ) {
			return null;
		}
		$entry = array(
			'handle' => $handle,
			'src'    => $src,
		);

		if ( 'kiosk' === ( $script->textdomain ?? '' ) ) {
			$json = load_script_textdomain( $handle, 'kiosk', (string) ( $script->translations_path ?? '' ) );
			if ( is_string( $json ) && '' !== trim( $json ) ) {
				$entry['translations'] = trim( $json );
			}
		}

		$styles = wp_styles();
		if ( 0 === strpos( $handle, 'kiosk-' ) && isset( $styles->registered[ $handle ] ) && is_string( $styles->registered[ $handle ]->src ) && '' !== $styles->registered[ $handle ]->src ) {
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
	 * A handle's list entries, in the order WordPress prints them around its
	 * tag (WP_Scripts::do_item()): `wp_localize_script()`'s data
	 * (`{handle}-js-extra`), the translations (`{handle}-js-translations`,
	 * not for an alias), the inline `before` code, the file (entry()), the
	 * inline `after` code. Each piece of inline code is an entry of its own
	 * whose handle is WordPress's id for it and whose `src` is a `data:` URL
	 * holding exactly the code WordPress would print there, so the client's
	 * loader runs it as it runs a file, in list order, with no code of its
	 * own for it; the page marks the inline code it printed (mark_inline()),
	 * so the loader leaves out what ran already.
	 *
	 * Only an extension's scripts bring inline code: WordPress's own (under
	 * `/wp-includes/`) and Kiosk's are listed by their file alone, as
	 * theirs are printed with the page (`kioskSettings`, the address
	 * settings) or hold data for the visitor (wp-api-fetch's nonce) that a
	 * list asked for without cookies and kept by caches must not carry;
	 * Kiosk's translations travel in the file's entry (entry()).
	 *
	 * @param \WP_Scripts $registry Script registry.
	 * @param string      $handle   Handle.
	 * @return array<int, array{handle: string, src: string, translations?: string, style?: string}>
	 */
	public static function entries( \WP_Scripts $registry, string $handle ): array {
		$file = self::entry( $registry, $handle );
		if ( ! self::carries_inline( $registry, $handle ) ) {
			return null === $file ? array() : array( $file );
		}
		$source = $registry->registered[ $handle ]->src;
		if ( is_string( $source ) && '' !== $source && null === $file ) {
			// Its file is filtered away: WordPress prints nothing of it either.
			return array();
		}
		$code = array( 'extra' => (string) $registry->print_extra_script( $handle, false ) );
		if ( null !== $file && null === ( $file['translations'] ?? null ) ) {
			$translations = $registry->print_translations( $handle, false );
			// WP_Scripts::do_item() adds this comment where it prints them.
			$code['translations'] = is_string( $translations ) ? $translations . "\n//# sourceURL=" . rawurlencode( "{$handle}-js-translations" ) : '';
		}
		$code['before'] = $registry->get_inline_script_data( $handle, 'before' );
		$out            = array();
		foreach ( $code as $position => $text ) {
			$out[] = self::inline_entry( $handle, $position, $text );
		}
		$out[] = $file;
		$out[] = self::inline_entry( $handle, 'after', $registry->get_inline_script_data( $handle, 'after' ) );
		return array_values( array_filter( $out ) );
	}

	/**
	 * Whether a handle's inline code and translations are listed as entries
	 * of their own (entries()): an extension's, not WordPress's own or
	 * Kiosk's.
	 *
	 * @param \WP_Scripts $registry Script registry.
	 * @param string      $handle   A registered handle.
	 */
	private static function carries_inline( \WP_Scripts $registry, string $handle ): bool {
		$source = $registry->registered[ $handle ]->src;
		return 0 !== strpos( $handle, 'kiosk-' ) && ! ( is_string( $source ) && 0 === strpos( $source, '/wp-includes/' ) );
	}

	/**
	 * An entry for inline code: WordPress's id for it as the handle, the
	 * code as wp_get_inline_script_tag() would print it in a `data:` URL
	 * (base64: the list's JSON holds no `<` or `>` of it). Null for none.
	 *
	 * @param string $handle   The script's handle.
	 * @param string $position `extra`, `translations`, `before` or `after`.
	 * @param string $code     The code.
	 * @return array{handle: string, src: string}|null
	 */
	private static function inline_entry( string $handle, string $position, string $code ): ?array {
		$code = trim( $code, "\n\r " );
		if ( '' === $code ) {
			return null;
		}
		return array(
			'handle' => "{$handle}-js-{$position}",
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a data: URL of code WordPress prints itself.
			'src'    => 'data:text/javascript;base64,' . base64_encode( "\n{$code}\n" ),
		);
	}

	/**
	 * Marks the inline code WordPress prints for an extension's script on the
	 * page (`wp_inline_script_attributes`): `data-handles` names the tag's
	 * own id (`{handle}-js-extra|translations|before|after`), the handle of
	 * the same code in a lazy list (entries()). The client's loader leaves
	 * out an entry named in a printed script's `data-handles`, as it does for
	 * core's joined file, so what the page ran does not run twice.
	 *
	 * @param mixed $attributes The tag's attributes.
	 * @return mixed The attributes.
	 */
	public static function mark_inline( $attributes ) {
		if ( ! is_array( $attributes ) || isset( $attributes['data-handles'] ) ) {
			return $attributes;
		}
		$id = isset( $attributes['id'] ) && is_string( $attributes['id'] ) ? $attributes['id'] : '';
		if ( ! preg_match( '/^(.+)-js-(?:extra|translations|before|after)$/', $id, $match ) ) {
			return $attributes;
		}
		$registry = wp_scripts();
		if ( isset( $registry->registered[ $match[1] ] ) && self::carries_inline( $registry, $match[1] ) ) {
			$attributes['data-handles'] = $id;
		}
		return $attributes;
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
