<?php
/**
 * FrontendAssets::skip_unused_mini_cart_list(): WooCommerce's Mini-Cart
 * block type builds its lazy-load list on every page's
 * wp_print_footer_scripts (at 2) for a script that prints only where its
 * block is on the page; Kiosk takes that callback off where the script
 * does not print, and leaves it where it does (enqueued, or a dependency
 * of an enqueued script). WooCommerce is not loaded in the suite: a
 * stand-in MiniCart (tests/php/lib/FakeWooMiniCart.php) is hooked the way
 * WooCommerce hooks its own, on a hook of the test's own.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Automattic\WooCommerce\Blocks\BlockTypes\MiniCart;
use Kiosk\Assets\CurrentPage;
use Kiosk\Integrations\WooCommerce\FrontendAssets;

/**
 * Tests.
 */
final class FrontendAssetsTest extends TestCase {

	/**
	 * The site's wp_print_footer_scripts hook, restored after each test.
	 *
	 * @var \WP_Hook|null
	 */
	private $footer_hook = null;

	protected function tearDown(): void {
		global $wp_filter;
		$wp_filter['wp_print_footer_scripts'] = $this->footer_hook; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tearDown();
	}

	/**
	 * Runs wp_print_footer_scripts with only Kiosk's callback (at 1) and
	 * the stand-in's (at 2) on it; returns how often the list was built.
	 */
	private function print_footer(): int {
		global $wp_filter;
		$this->footer_hook                    = $wp_filter['wp_print_footer_scripts'] ?? null;
		$wp_filter['wp_print_footer_scripts'] = new \WP_Hook(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$mini_cart                            = new MiniCart();
		$assets                               = new FrontendAssets( CurrentPage::shared() );
		add_action( 'wp_print_footer_scripts', array( $assets, 'skip_unused_mini_cart_list' ), 1 );
		add_action( 'wp_print_footer_scripts', array( $mini_cart, 'print_lazy_load_scripts' ), 2 );
		do_action( 'wp_print_footer_scripts' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
		return $mini_cart->built;
	}

	public function test_hook_adds_the_skip_before_woocommerce_builds_the_list(): void {
		global $wp_filter;
		$this->footer_hook = $wp_filter['wp_print_footer_scripts'] ?? null;
		$assets            = new FrontendAssets( CurrentPage::shared() );
		$assets->hook();
		$this->assertSame( 1, has_action( 'wp_print_footer_scripts', array( $assets, 'skip_unused_mini_cart_list' ) ) );
		remove_action( 'wp_print_footer_scripts', array( $assets, 'skip_unused_mini_cart_list' ), 1 );
		remove_action( 'wp_print_footer_scripts', array( $assets, 'dequeue' ), 1 );
		remove_action( 'wp_enqueue_scripts', array( $assets, 'dequeue' ), 100 );
	}

	public function test_the_list_is_not_built_where_the_mini_cart_script_does_not_print(): void {
		$this->fresh_script_registry();
		wp_register_script( FrontendAssets::MINI_CART_SCRIPT, 'https://example.test/mini-cart.js', array(), '1', true );
		$this->assertSame( 0, $this->print_footer() );
	}

	public function test_the_list_is_built_where_the_mini_cart_script_is_enqueued(): void {
		$this->fresh_script_registry();
		wp_register_script( FrontendAssets::MINI_CART_SCRIPT, 'https://example.test/mini-cart.js', array(), '1', true );
		wp_enqueue_script( FrontendAssets::MINI_CART_SCRIPT );
		$this->assertSame( 1, $this->print_footer() );
	}

	public function test_the_list_is_built_where_an_enqueued_script_depends_on_the_mini_cart_script(): void {
		$this->fresh_script_registry();
		wp_register_script( FrontendAssets::MINI_CART_SCRIPT, 'https://example.test/mini-cart.js', array(), '1', true );
		wp_register_script( 'some-drawer', 'https://example.test/drawer.js', array( FrontendAssets::MINI_CART_SCRIPT ), '1', true );
		wp_enqueue_script( 'some-drawer' );
		$this->assertSame( 1, $this->print_footer() );
	}

	public function test_other_footer_callbacks_stay(): void {
		$this->fresh_script_registry();
		$other = new \ArrayObject();
		$this->footer_hook = $GLOBALS['wp_filter']['wp_print_footer_scripts'] ?? null;
		$GLOBALS['wp_filter']['wp_print_footer_scripts'] = new \WP_Hook(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$assets = new FrontendAssets( CurrentPage::shared() );
		add_action( 'wp_print_footer_scripts', array( $assets, 'skip_unused_mini_cart_list' ), 1 );
		add_action(
			'wp_print_footer_scripts',
			static function () use ( $other ) {
				$other['ran'] = true;
			},
			2
		);
		do_action( 'wp_print_footer_scripts' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
		$this->assertTrue( $other['ran'] ?? false );
	}
}
