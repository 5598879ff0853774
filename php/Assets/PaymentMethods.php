<?php
/**
 * The payment methods Kiosk's checkout offers, from WooCommerce's own
 * payment method registry (`Automattic\WooCommerce\Blocks\Payments\
 * PaymentMethodRegistry`, filled on
 * `woocommerce_blocks_payment_method_type_registration`), as WooCommerce's
 * checkout block takes them: every active integration's script handles
 * and its `get_payment_method_data()`. Kiosk's registry answers as
 * `wc.wcBlocksRegistry` and `wc.wcSettings` (src/registry/
 * woocommerce-globals.ts), so the handles `wc-blocks-registry` and
 * `wc-settings` a gateway's script depends on are aliases of
 * `kiosk-registry` on Kiosk's pages (docs/EXTENSIONS.md: why, and the cost
 * measured against WooCommerce's own files).
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

use Kiosk\Integrations\WooCommerce\BlockPageView;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's payment method registry, read for Kiosk's checkout. One
 * instance, built in Plugin::boot() and given to the classes that read it
 * (LazyScripts, Settings, AssetPlan); registry() and
 * alias_woocommerce_handles() hold no state and stay static.
 */
final class PaymentMethods {

	/**
	 * The scripts enqueue() left for the checkout to load later.
	 *
	 * @var string[]
	 */
	private $deferred = array();

	/** The handles a WooCommerce gateway script depends on, which Kiosk's registry answers. */
	const WOO_HANDLES = array( 'wc-blocks-registry', 'wc-settings' );

	/**
	 * WooCommerce's own offline methods' scripts: never express, so the
	 * cart's express area leaves them to the checkout.
	 */
	const OFFLINE = array( 'wc-payment-method-bacs', 'wc-payment-method-cheque', 'wc-payment-method-cod' );

	/**
	 * WooCommerce's registry once it was initialized (`init` 5), or null
	 * (no WooCommerce, or a version without it).
	 *
	 * @return object|null \Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry
	 */
	public static function registry() {
		$package  = 'Automattic\\WooCommerce\\Blocks\\Package';
		$registry = 'Automattic\\WooCommerce\\Blocks\\Payments\\PaymentMethodRegistry';
		if ( ! class_exists( $package ) || ! class_exists( $registry ) || ! did_action( 'init' ) ) {
			return null;
		}
		try {
			$found = $package::container()->get( $registry );
		} catch ( \Throwable $e ) {
			return null;
		}
		return is_object( $found ) && method_exists( $found, 'get_all_active_registered' ) ? $found : null;
	}

	/**
	 * The active integrations by name (`bacs`, `kiosk_card_demo`, …).
	 *
	 * @return array<string, object> Name => PaymentMethodTypeInterface.
	 */
	public function active(): array {
		$registry = self::registry();
		if ( null === $registry ) {
			return array();
		}
		$out = array();
		// Asked as on WooCommerce's block page (Germanized's invoice asks).
		$active = BlockPageView::run( array( $registry, 'get_all_active_registered' ) );
		foreach ( (array) $active as $name => $method ) {
			$out[ (string) $name ] = $method;
		}
		return $out;
	}

	/**
	 * Each active integration's `get_payment_method_data()`, by name, as
	 * WooCommerce prints it for its checkout (`paymentMethodData`).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function data(): array {
		$out = array();
		foreach ( $this->active() as $name => $method ) {
			$data = $method->get_payment_method_data();
			if ( ! empty( $data ) ) {
				$out[ $name ] = (array) $data;
			}
		}
		return $out;
	}

	/**
	 * The enabled gateways in the owner's order (WooCommerce's payments
	 * settings), as WooCommerce prints `paymentMethodSortOrder`.
	 *
	 * @return string[]
	 */
	public function sort_order(): array {
		if ( ! function_exists( 'WC' ) || ! is_object( WC()->payment_gateways() ) ) {
			return array();
		}
		$order = array();
		foreach ( (array) WC()->payment_gateways()->payment_gateways() as $id => $gateway ) {
			if ( filter_var( $gateway->enabled, FILTER_VALIDATE_BOOLEAN ) ) {
				$order[] = (string) $id;
			}
		}
		return $order;
	}

	/**
	 * The active integrations' script handles (each integration registers
	 * its scripts when asked), as WooCommerce's checkout block depends on them.
	 *
	 * @return string[]
	 */
	public function script_handles(): array {
		$handles = array();
		foreach ( $this->active() as $method ) {
			$own = array_filter( array_map( 'strval', (array) $method->get_payment_method_script_handles() ) );
			if ( $this->needs_woocommerce_front_end( $own ) ) {
				continue;
			}
			$handles = array_merge( $handles, $own );
		}
		return array_values( array_unique( $handles ) );
	}

	/**
	 * Whether a method's scripts depend, directly or further down, on one
	 * of WooCommerce's block front-end files that Kiosk does not answer
	 * (e.g. `wc-blocks-components`, `wc-blocks-shared-context`). Kiosk
	 * answers `wc-blocks-registry` and `wc-settings` (kiosk-registry) and
	 * `wc-blocks-checkout`, `wc-blocks-data-store` and `wc-price-format`
	 * (kiosk-wc-checkout: WooCommerceCheckout). Such a method is left out
	 * of Kiosk's checkout instead of pulling WooCommerce's checkout bundles
	 * onto the page.
	 *
	 * @param string[] $handles The method's own script handles.
	 */
	private function needs_woocommerce_front_end( array $handles ): bool {
		$scripts = wp_scripts();
		$seen    = array();
		$queue   = array();
		foreach ( $handles as $handle ) {
			$queue = array_merge( $queue, isset( $scripts->registered[ $handle ] ) ? (array) $scripts->registered[ $handle ]->deps : array() );
		}
		while ( array() !== $queue ) {
			$handle = (string) array_shift( $queue );
			$answered = in_array( $handle, self::WOO_HANDLES, true ) || in_array( $handle, WooCommerceCheckout::HANDLES, true );
			if ( isset( $seen[ $handle ] ) || $answered || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$script          = $scripts->registered[ $handle ];
			if ( is_string( $script->src ) && false !== strpos( $script->src, '/plugins/woocommerce/assets/client/blocks/' ) ) {
				return true;
			}
			$queue = array_merge( $queue, (array) $script->deps );
		}
		return false;
	}

	/**
	 * The enabled gateways WooCommerce's registry has no integration for
	 * (a classic-only gateway): the block checkouts cannot offer them.
	 *
	 * @return array<string, string> Gateway id => title.
	 */
	public function without_integration(): array {
		if ( ! function_exists( 'WC' ) || ! is_object( WC()->payment_gateways() ) || null === self::registry() ) {
			return array();
		}
		$registry = self::registry();
		$out      = array();
		foreach ( (array) WC()->payment_gateways()->payment_gateways() as $id => $gateway ) {
			if ( 'yes' !== $gateway->enabled || $registry->is_registered( (string) $id ) ) {
				continue;
			}
			$out[ (string) $id ] = wp_strip_all_tags( (string) $gateway->get_title() );
		}
		return $out;
	}

	/**
	 * Makes `wc-blocks-registry` and `wc-settings` aliases of
	 * `kiosk-registry` for the rest of this request (a gateway's script then
	 * finds Kiosk's registry under WooCommerce's name), and WooCommerce's
	 * checkout handles aliases of `kiosk-wc-checkout`, unless WooCommerce's
	 * own file was enqueued already (its checkout block on the same page).
	 */
	public static function alias_woocommerce_handles(): void {
		// A method's script may also need WooCommerce's checkout globals
		// (Germanized's direct debit): those handles are Kiosk's too.
		self::alias( array_merge( WooCommerceCheckout::HANDLES, WooCommerceCheckout::CORE_HANDLES ), WooCommerceCheckout::HANDLE );
		self::alias( self::WOO_HANDLES, 'kiosk-registry' );
	}

	/**
	 * Makes each handle an alias of $target (a handle without a file that
	 * depends on it), unless its own file was enqueued already.
	 *
	 * @param string[] $handles The handles.
	 * @param string   $target  Kiosk's handle that answers them.
	 */
	private static function alias( array $handles, string $target ): void {
		foreach ( $handles as $handle ) {
			if ( wp_script_is( $handle, 'enqueued' ) || wp_script_is( $handle, 'done' ) ) {
				continue;
			}
			wp_deregister_script( $handle );
			// phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- an alias has no file.
			wp_register_script( $handle, false, array( $target ), false, array( 'in_footer' => true ) );
		}
	}

	/**
	 * Enqueues the active integrations' scripts for the checkout, with the
	 * handles aliased first: those that can register an express method
	 * (the express area is in the checkout's first step) print with the
	 * page; those that only register regular methods (only_regular():
	 * WooCommerce's bank transfer, cheque and cash on delivery, and any
	 * gateway's script that never calls `registerExpressPaymentMethod`)
	 * are left for the client to load when the checkout needs them
	 * (deferred(), listed by LazyScripts::checkout_payment()). With any
	 * deferred, `wc-blocks-registry` and `wc-settings` print with the page
	 * all the same, so WooCommerce's `wcSettings` is printed as before.
	 * Returns the handles, both kinds.
	 *
	 * @return string[]
	 */
	public function enqueue(): array {
		$handles = $this->script_handles();
		if ( array() === $handles ) {
			return array();
		}
		self::alias_woocommerce_handles();
		$this->deferred = array_values( array_filter( $handles, array( self::class, 'only_regular' ) ) );
		$now            = array_diff( $handles, $this->deferred );
		if ( array() !== $this->deferred ) {
			$now = array_merge( self::WOO_HANDLES, $now );
		}
		foreach ( $now as $handle ) {
			if ( wp_script_is( $handle, 'registered' ) ) {
				wp_enqueue_script( $handle );
			}
		}
		return $handles;
	}

	/**
	 * The payment method scripts enqueue() left for later in this request
	 * (the checkout loads them when the shopper starts on it).
	 *
	 * @return string[]
	 */
	public function deferred(): array {
		return $this->deferred;
	}

	/**
	 * Whether a payment method's script only registers regular methods, so
	 * the checkout may load it when the payment step is needed: WooCommerce's
	 * own offline methods, or a script whose file (on this site's disk) does
	 * not name `registerExpressPaymentMethod` (a bundle keeps the names it
	 * calls on `wc.wcBlocksRegistry`; minifiers do not rename properties).
	 * A script whose file cannot be read (another host, a filtered URL)
	 * stays with the page. Filter: `kiosk_payment_script_loads_later`.
	 *
	 * @param string $handle A registered script handle.
	 */
	public static function only_regular( string $handle ): bool {
		$later = in_array( $handle, self::OFFLINE, true );
		if ( ! $later ) {
			$file  = self::local_file( $handle );
			$code  = '' !== $file && is_readable( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local script file.
			$later = '' !== $code && false === stripos( $code, 'registerExpressPaymentMethod' );
		}
		/**
		 * Filters whether a payment method's script loads when Kiosk's
		 * checkout needs the payment step (true) or with the page (false).
		 *
		 * @param bool   $later  Whether it loads later.
		 * @param string $handle The script's handle.
		 */
		return (bool) apply_filters( 'kiosk_payment_script_loads_later', $later, $handle );
	}

	/**
	 * The file on this site's disk a registered script's URL points to, or
	 * '' (no such file, another host).
	 *
	 * @param string $handle A script handle.
	 */
	private static function local_file( string $handle ): string {
		$scripts = wp_scripts();
		$src     = isset( $scripts->registered[ $handle ] ) ? $scripts->registered[ $handle ]->src : '';
		if ( ! is_string( $src ) || '' === $src ) {
			return '';
		}
		$src   = (string) preg_replace( '/[?#].*$/', '', $src );
		$roots = array(
			content_url() => WP_CONTENT_DIR,
			site_url()    => ABSPATH,
		);
		foreach ( $roots as $url => $dir ) {
			$url = (string) preg_replace( '|^https?:|', '', untrailingslashit( $url ) );
			$bare = (string) preg_replace( '|^https?:|', '', $src );
			if ( '' !== $url && 0 === strpos( $bare, $url . '/' ) ) {
				$file = untrailingslashit( $dir ) . substr( $bare, strlen( $url ) );
				return false === strpos( $file, '..' ) ? $file : '';
			}
		}
		if ( 0 === strpos( $src, '/' ) && 0 !== strpos( $src, '//' ) && false === strpos( $src, '..' ) ) {
			return untrailingslashit( ABSPATH ) . $src;
		}
		return '';
	}
}
