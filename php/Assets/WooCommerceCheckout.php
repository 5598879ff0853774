<?php
/**
 * WooCommerce's checkout-extension contracts on Kiosk's checkout, as
 * WooCommerce's checkout block provides them:
 *
 * - the integrations extensions register for WooCommerce's blocks
 *   (`Automattic\WooCommerce\Blocks\Integrations\IntegrationRegistry`,
 *   filled on `woocommerce_blocks_checkout_block_registration` and its
 *   cart and mini-cart siblings) run with Kiosk's checkout: each
 *   integration's `get_script_data()` is printed as `<name>_data` in
 *   WooCommerce's `wcSettings`, and its `get_script_handles()` are
 *   enqueued, as WooCommerce's checkout block does. The registries are
 *   WooCommerce's own (caught when WooCommerce fills them on `init`), so
 *   no integration is registered or initialized twice;
 * - the handles `wc-blocks-checkout`, `wc-blocks-data-store`,
 *   `wc-price-format` (and WordPress's `wp-notices`) such scripts depend on are aliases of
 *   `kiosk-wc-checkout` (src/wc-bridge/), which answers
 *   `wc.blocksCheckout`, `wc.wcBlocksData` and `wc.priceFormat` from
 *   Kiosk's registry and stores: it loads only where a script depends on
 *   one of them (docs/EXTENSIONS.md: why, and what it costs).
 *
 * A handle that needs the block editor's packages (an editor script an
 * integration also lists for the front end, as Germanized's
 * `wc-gzd-blocks-checkout` with `wp-block-editor` and `wp-components`) is
 * left out: it registers block types for the editor, and would bring the
 * editor's scripts onto the shop.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's block integrations and checkout handles for Kiosk's pages.
 * One instance, built in Plugin::boot() and given to the class that
 * enqueues (AssetPlan); it holds the integration registries WooCommerce
 * filled for this request.
 */
final class WooCommerceCheckout {

	/** Kiosk's bundle answering WooCommerce's checkout globals. */
	const HANDLE = 'kiosk-wc-checkout';

	/** WooCommerce's handles that are aliases of it on Kiosk's pages. */
	const HANDLES = array( 'wc-blocks-checkout', 'wc-blocks-data-store', 'wc-price-format' );

	/**
	 * WordPress's handles that are aliases of it too: `wp-notices`
	 * (`core/notices`, which gateways and extensions create their notices
	 * in, answered by Kiosk's notices store: src/wc-bridge/core-notices.ts).
	 * WordPress 7.0's own file needs `wp-components` (222 KB brotli).
	 */
	const CORE_HANDLES = array( 'wp-notices' );

	/**
	 * The block editor's packages: a script needing one is for the editor.
	 * Not `wp-plugins` (4.9 KB, no editor package among its dependencies):
	 * checkout extensions register their slot fills with its
	 * `registerPlugin` on the front end (src/wc-bridge/slots/). A script
	 * needing WooCommerce's block components (`wc-blocks-components`, its
	 * block front end, which Kiosk does not answer) stays off too, as it did
	 * while `wp-plugins` kept such scripts off (Shiptastic's pickup location
	 * block with Germanized).
	 */
	const EDITOR_ONLY = array( 'wp-block-editor', 'wp-blocks', 'wp-components', 'wp-editor', 'wp-edit-post', 'wc-blocks-components' );

	/** WooCommerce's blocks whose integration registries Kiosk's blocks run. */
	const BLOCKS = array( 'checkout', 'cart', 'mini-cart' );

	/**
	 * WooCommerce's integration registries, by block.
	 *
	 * @var array<string, object>
	 */
	private $registries = array();

	/**
	 * Hooks.
	 */
	public function hook(): void {
		foreach ( self::BLOCKS as $block ) {
			// Last, after every extension registered its integrations.
			add_action(
				'woocommerce_blocks_' . $block . '_block_registration',
				function ( $registry ) use ( $block ) {
					$this->registries[ $block ] = $registry;
				},
				PHP_INT_MAX
			);
		}
		// The checkout's integrations run when Kiosk's checkout renders: AssetPlan::after_checkout().
	}

	/**
	 * WooCommerce's integration registry for a block (`checkout`, `cart`,
	 * `mini-cart`): WooCommerce's own, or one filled now when WooCommerce
	 * did not build its block (then its action runs here, once).
	 *
	 * @param string $block The block.
	 * @return object|null IntegrationRegistry.
	 */
	public function registry( string $block ) {
		if ( isset( $this->registries[ $block ] ) ) {
			return $this->registries[ $block ];
		}
		$class = 'Automattic\\WooCommerce\\Blocks\\Integrations\\IntegrationRegistry';
		if ( ! class_exists( $class ) || ! did_action( 'init' ) ) {
			return null;
		}
		$registry = new $class();
		$registry->initialize( $block . '_block' );
		$this->registries[ $block ] = $registry;
		return $registry;
	}

	/**
	 * Makes WooCommerce's registry and checkout handles aliases of Kiosk's
	 * bundles for the rest of this request, unless WooCommerce's own file
	 * was enqueued already (its checkout block on the same page). The
	 * aliasing itself holds no state: PaymentMethods::alias_woocommerce_handles()
	 * (static, as the cart's express list calls it too) aliases the registry's
	 * handles to `kiosk-registry` and this class's HANDLES and CORE_HANDLES to
	 * HANDLE.
	 */
	public function alias_handles(): void {
		PaymentMethods::alias_woocommerce_handles();
	}

	/**
	 * Whether a script needs the block editor's packages (directly or
	 * further down its dependencies).
	 *
	 * @param string $handle A registered handle.
	 */
	public function needs_editor( string $handle ): bool {
		$scripts = wp_scripts();
		$seen    = array();
		$queue   = array( $handle );
		while ( array() !== $queue ) {
			$current = (string) array_shift( $queue );
			if ( in_array( $current, self::CORE_HANDLES, true ) ) {
				continue; // Kiosk answers it (an alias on Kiosk's pages).
			}
			if ( in_array( $current, self::EDITOR_ONLY, true ) ) {
				return true;
			}
			if ( isset( $seen[ $current ] ) || ! isset( $scripts->registered[ $current ] ) ) {
				continue;
			}
			$seen[ $current ] = true;
			$queue            = array_merge( $queue, (array) $scripts->registered[ $current ]->deps );
		}
		return false;
	}

	/**
	 * A block's integrations, as WooCommerce's block enqueues them: their
	 * script data into `wcSettings` (`<name>_data`), their front-end
	 * handles enqueued (the editor's left out). Returns the handles.
	 *
	 * @param string $block `checkout`, `cart` or `mini-cart`.
	 * @return string[]
	 */
	public function enqueue_integrations( string $block ): array {
		$registry = $this->registry( $block );
		if ( null === $registry ) {
			return array();
		}
		$handles = array();
		foreach ( (array) $registry->get_all_registered_script_handles() as $handle ) {
			$handle = (string) $handle;
			if ( wp_script_is( $handle, 'registered' ) && ! $this->needs_editor( $handle ) ) {
				$handles[] = $handle;
			}
		}
		if ( array() === $handles ) {
			return array();
		}
		$this->add_script_data( (array) $registry->get_all_registered_script_data() );
		$this->alias_handles();
		foreach ( $handles as $handle ) {
			wp_enqueue_script( $handle );
		}
		/** This action is documented in WooCommerce's Blocks\BlockTypes\Checkout. */
		do_action( 'woocommerce_blocks_enqueue_' . $block . '_block_scripts_after' );
		return $handles;
	}

	/**
	 * Adds data to WooCommerce's `wcSettings` (its AssetDataRegistry), each
	 * key unless there already, as WooCommerce's blocks do where they render
	 * (AbstractBlock::enqueue_data): an integration's script data, or what
	 * the mini cart adds for its integrations (LazyScriptList).
	 *
	 * @param array<string, mixed> $data Key => value.
	 */
	public function add_script_data( array $data ): void {
		$package = 'Automattic\\WooCommerce\\Blocks\\Package';
		$class   = 'Automattic\\WooCommerce\\Blocks\\Assets\\AssetDataRegistry';
		if ( array() === $data || ! class_exists( $package ) ) {
			return;
		}
		try {
			$assets = $package::container()->get( $class );
		} catch ( \Throwable $e ) {
			return;
		}
		foreach ( $data as $key => $value ) {
			if ( ! $assets->exists( (string) $key ) ) {
				$assets->add( (string) $key, $value );
			}
		}
	}
}
