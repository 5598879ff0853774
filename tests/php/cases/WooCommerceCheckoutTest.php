<?php
/**
 * Which integration scripts Kiosk's checkout leaves out
 * (WooCommerceCheckout::needs_editor), on real WordPress with its real core
 * scripts: an extension's front-end fill script (`wp-plugins`) is kept, an
 * editor script or one needing WooCommerce's block components is not.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

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
		$this->assertFalse( WooCommerceCheckout::needs_editor( 'acme-order-meta' ) );
	}

	public function test_an_editor_script_is_left_out(): void {
		wp_register_script( 'acme-block-editor', 'https://example.test/b.js', array( 'wp-plugins', 'wp-block-editor' ), '1', true );
		$this->assertTrue( WooCommerceCheckout::needs_editor( 'acme-block-editor' ) );
	}

	public function test_a_script_needing_woocommerces_block_components_further_down_is_left_out(): void {
		wp_register_script( 'wc-blocks-components', 'https://example.test/c.js', array(), '1', true );
		wp_register_script( 'acme-blocks', 'https://example.test/d.js', array( 'wc-blocks-components' ), '1', true );
		wp_register_script( 'acme-pickup', 'https://example.test/e.js', array( 'acme-blocks', 'wp-plugins' ), '1', true );
		$this->assertTrue( WooCommerceCheckout::needs_editor( 'acme-pickup' ) );
	}

	public function test_a_gateway_needing_wp_notices_is_kept_and_wp_notices_becomes_an_alias_of_the_bridge(): void {
		$this->assertContains( 'wp-components', wp_scripts()->registered['wp-notices']->deps );
		wp_register_script( 'acme-gateway', 'https://example.test/f.js', array( 'wc-blocks-registry', 'wp-notices' ), '1', true );
		$this->assertFalse( WooCommerceCheckout::needs_editor( 'acme-gateway' ) );
		WooCommerceCheckout::alias_bridge_handles();
		$notices = wp_scripts()->registered['wp-notices'];
		$this->assertFalse( $notices->src );
		$this->assertSame( array( WooCommerceCheckout::HANDLE ), $notices->deps );
	}
}
