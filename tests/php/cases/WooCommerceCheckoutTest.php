<?php
/**
 * Which integration scripts Kiosk's checkout leaves out
 * (WooCommerceCheckout's needs_editor()), on real WordPress with its real core
 * scripts: an extension's front-end fill script (`wp-plugins`) is kept, an
 * editor script or one needing WooCommerce's block components is not.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\PaymentMethods;
use Kiosk\Assets\WooCommerceCheckout;

/**
 * The editor-only check.
 */
final class WooCommerceCheckoutTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_script_registry();
	}

	public function test_a_script_registering_slot_fills_with_wp_plugins_is_kept(): void {
		wp_register_script( 'acme-order-meta', 'https://example.test/a.js', array( 'wc-blocks-checkout', 'wp-plugins', 'wp-element' ), '1', true );
		$this->assertTrue( wp_script_is( 'wp-plugins', 'registered' ) );
		$this->assertFalse( ( new WooCommerceCheckout() )->needs_editor( 'acme-order-meta' ) );
	}

	public function test_an_editor_script_is_left_out(): void {
		wp_register_script( 'acme-block-editor', 'https://example.test/b.js', array( 'wp-plugins', 'wp-block-editor' ), '1', true );
		$this->assertTrue( ( new WooCommerceCheckout() )->needs_editor( 'acme-block-editor' ) );
	}

	public function test_a_script_needing_woocommerces_block_components_further_down_is_left_out(): void {
		wp_register_script( 'wc-blocks-components', 'https://example.test/c.js', array(), '1', true );
		wp_register_script( 'acme-blocks', 'https://example.test/d.js', array( 'wc-blocks-components' ), '1', true );
		wp_register_script( 'acme-pickup', 'https://example.test/e.js', array( 'acme-blocks', 'wp-plugins' ), '1', true );
		$this->assertTrue( ( new WooCommerceCheckout() )->needs_editor( 'acme-pickup' ) );
	}

	public function test_a_gateway_needing_wp_notices_is_kept_and_wp_notices_becomes_an_alias_of_the_bridge(): void {
		$this->assertContains( 'wp-components', wp_scripts()->registered['wp-notices']->deps );
		wp_register_script( 'acme-gateway', 'https://example.test/f.js', array( 'wc-blocks-registry', 'wp-notices' ), '1', true );
		$this->assertFalse( ( new WooCommerceCheckout() )->needs_editor( 'acme-gateway' ) );
		PaymentMethods::alias_woocommerce_handles();
		$notices = wp_scripts()->registered['wp-notices'];
		$this->assertFalse( $notices->src );
		$this->assertSame( array( WooCommerceCheckout::HANDLE ), $notices->deps );
	}

	public function test_an_instance_runs_the_integrations_woocommerce_registered_for_its_block(): void {
		wp_register_script( 'acme-fill', 'https://example.test/g.js', array( 'wc-blocks-checkout', 'wp-plugins' ), '1', true );
		wp_register_script( 'acme-editor', 'https://example.test/h.js', array( 'wp-block-editor' ), '1', true );
		$registry = new class() {
			/** @return string[] */
			public function get_all_registered_script_handles(): array {
				return array( 'acme-fill', 'acme-editor', 'acme-unregistered' );
			}
			/** @return array<string, mixed> */
			public function get_all_registered_script_data(): array {
				return array();
			}
		};
		$checkout = new WooCommerceCheckout();
		$actions  = array();
		foreach ( WooCommerceCheckout::BLOCKS as $block ) {
			$name             = 'woocommerce_blocks_' . $block . '_block_registration';
			$actions[ $name ] = isset( $GLOBALS['wp_filter'][ $name ] ) ? clone $GLOBALS['wp_filter'][ $name ] : null;
		}
		$checkout->hook();
		$after = 0;
		$count = static function () use ( &$after ) {
			++$after;
		};
		add_action( 'woocommerce_blocks_enqueue_cart_block_scripts_after', $count );
		try {
			do_action( 'woocommerce_blocks_cart_block_registration', $registry );
			$this->assertSame( $registry, $checkout->registry( 'cart' ), 'the registry WooCommerce filled is the one the instance keeps' );

			$this->assertSame( array( 'acme-fill' ), $checkout->enqueue_integrations( 'cart' ) );
			$this->assertTrue( wp_script_is( 'acme-fill', 'enqueued' ) );
			$this->assertFalse( wp_script_is( 'acme-editor', 'enqueued' ), 'the editor\'s script stays off' );
			$this->assertSame( array( WooCommerceCheckout::HANDLE ), wp_scripts()->registered['wc-blocks-checkout']->deps, 'the checkout handle became an alias of Kiosk\'s bridge' );
			$this->assertSame( 1, $after, 'WooCommerce\'s after-enqueue action ran once' );
		} finally {
			foreach ( $actions as $name => $hooked ) {
				// The plugin's own callbacks, as they were before this test hooked its instance.
				if ( null === $hooked ) {
					unset( $GLOBALS['wp_filter'][ $name ] );
				} else {
					$GLOBALS['wp_filter'][ $name ] = $hooked;
				}
			}
			remove_action( 'woocommerce_blocks_enqueue_cart_block_scripts_after', $count );
		}
	}
}
