<?php
/**
 * The asset plan (AssetPlan) on real WordPress: the blocks render, the plan
 * enqueues what they need as they start to render, in the order the
 * blocks' own render callbacks enqueued it before (the payment methods'
 * scripts before the checkout's view script), and nothing of the mini
 * cart where the page shows the cart itself.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\AssetPlan;
use Kiosk\Assets\CoreScripts;
use Kiosk\Assets\CurrentPage;
use Kiosk\Assets\Scripts;
use Kiosk\Assets\WooPages;
use Kiosk\Blocks\Blocks;

/**
 * What the cart, checkout and mini-cart blocks get loaded.
 */
final class AssetPlanTest extends TestCase {

	use FixtureBuild;

	protected function tearDown(): void {
		$this->remove_fixture_build();
		parent::tearDown();
	}

	/**
	 * A build with the cart, checkout and mini-cart blocks and their view scripts.
	 */
	private function shop_build(): void {
		$block = static function ( string $name, string $view ): array {
			return array(
				'apiVersion' => 3,
				'name'       => $name,
				'title'      => $name,
				'category'   => 'kiosk',
				'textdomain' => 'kiosk',
				'viewScript' => $view,
			);
		};
		$this->write_fixture_build(
			array(
				'checkout'  => array( 'wp-element' ),
				'cart'      => array( 'wp-element' ),
				'mini-cart' => array(),
			),
			array(
				'checkout'  => $block( 'kiosk/checkout', 'kiosk-checkout' ),
				'cart'      => $block( 'kiosk/cart', 'kiosk-cart' ),
				'mini-cart' => $block( 'kiosk/mini-cart', 'kiosk-mini-cart' ),
			)
		);
		$this->fresh_script_registry();
		\Kiosk\Tests\Wired::scripts()->register();
		( \Kiosk\Tests\Wired::blocks() )->register();
	}

	public function test_the_checkout_gets_its_payment_methods_before_its_own_script_and_core_scripts_joined(): void {
		$this->shop_build();
		wp_register_script( 'kiosk-test-gateway', 'http://example.test/gateway.js', array(), '1', true );
		$this->filter( 'kiosk_checkout_payment_method_scripts', static fn() => array( 'kiosk-test-gateway', 'not-registered' ) );

		$html = do_blocks( '<!-- wp:kiosk/checkout /-->' );

		$this->assertStringContainsString( 'wp-block-kiosk-checkout', $html, 'the block renders its container' );
		$queue = wp_scripts()->queue;
		$this->assertContains( 'kiosk-test-gateway', $queue );
		$this->assertNotContains( 'not-registered', $queue );
		$this->assertLessThan( array_search( 'kiosk-checkout', $queue, true ), array_search( 'kiosk-test-gateway', $queue, true ), 'the gateway prints before the checkout' );
		$this->assertSame( 1, preg_match_all( '#id="kiosk-core-scripts-js"#', $this->printed_scripts() ), "core's scripts joined" );
	}

	public function test_the_checkouts_own_script_prints_deferred_and_the_carts_stays_blocking(): void {
		$this->shop_build();
		do_blocks( '<!-- wp:kiosk/checkout /-->' );
		$html = $this->printed_scripts();
		$this->assertHtmlHas( $html, '//script[@id="kiosk-checkout-js" and @defer]', 'the server-printed step paints without waiting for it' );

		$this->shop_build();
		do_blocks( '<!-- wp:kiosk/cart /-->' );
		$html = $this->printed_scripts();
		$this->assertHtmlHas( $html, '//script[@id="kiosk-cart-js" and not(@defer)]' );
	}

	public function test_a_blocking_script_that_needs_the_checkouts_script_keeps_it_blocking(): void {
		$this->shop_build();
		wp_register_script( 'kiosk-test-extension', 'http://example.test/extension.js', array( 'kiosk-checkout' ), '1', true );
		do_blocks( '<!-- wp:kiosk/checkout /-->' );
		wp_enqueue_script( 'kiosk-test-extension' );
		$html = $this->printed_scripts();
		$this->assertHtmlHas( $html, '//script[@id="kiosk-checkout-js" and not(@defer)]', 'WordPress keeps a dependency of a blocking script blocking' );
		$this->assertHtmlHas( $html, '//script[@id="kiosk-test-extension-js"]' );
	}

	public function test_the_cart_gets_core_scripts_joined_and_no_payment_method_scripts(): void {
		$this->shop_build();
		wp_register_script( 'kiosk-test-gateway', 'http://example.test/gateway.js', array(), '1', true );
		$this->filter( 'kiosk_checkout_payment_method_scripts', static fn() => array( 'kiosk-test-gateway' ) );

		do_blocks( '<!-- wp:kiosk/cart /-->' );

		$this->assertTrue( wp_script_is( 'kiosk-cart', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'kiosk-test-gateway', 'enqueued' ), "the cart lists express methods for later, it does not load them" );
		$this->assertSame( 1, preg_match_all( '#id="kiosk-core-scripts-js"#', $this->printed_scripts() ) );
	}

	public function test_a_page_without_the_cart_or_checkout_joins_nothing(): void {
		$this->shop_build();
		do_blocks( '<!-- wp:paragraph --><p>Ein Artikel.</p><!-- /wp:paragraph -->' );
		wp_enqueue_script( 'kiosk-cart' );
		$this->assertSame( 0, preg_match_all( '#id="kiosk-core-scripts-js"#', $this->printed_scripts() ) );
	}

	public function test_the_mini_cart_loads_its_script_where_it_shows_and_none_on_the_cart_page(): void {
		$this->shop_build();
		$this->visit_page( '<!-- wp:paragraph --><p>Impressum</p><!-- /wp:paragraph -->' );
		do_blocks( '<!-- wp:kiosk/mini-cart /-->' );
		$this->assertTrue( wp_script_is( 'kiosk-mini-cart', 'enqueued' ) );

		wp_dequeue_script( 'kiosk-mini-cart' );
		$this->visit_page( '<!-- wp:kiosk/cart /-->' );
		$html = do_blocks( '<!-- wp:kiosk/mini-cart /-->' );
		$this->assertStringContainsString( 'visibility:hidden', $html );
		$this->assertFalse( wp_script_is( 'kiosk-mini-cart', 'enqueued' ) );
	}

	public function test_the_plan_asks_the_joiner_it_was_given_for_the_cart_and_the_checkout_and_for_nothing_else(): void {
		$this->shop_build();
		$core = \Kiosk\Tests\Wired::core_scripts();
		$plan = new AssetPlan( new CurrentPage( new WooPages() ), $core, new \Kiosk\Assets\PaymentMethods(), new \Kiosk\Assets\WooCommerceCheckout() );

		$plan->on_render_data( array( 'blockName' => 'core/paragraph' ) );
		$plan->on_render_data( array( 'blockName' => 'kiosk/mini-cart' ) );
		$this->assertFalse( $core->wanted(), 'neither a paragraph nor the mini cart wants core\'s scripts joined' );

		$plan->on_render_data( array( 'blockName' => 'kiosk/cart' ) );
		$this->assertTrue( $core->wanted(), 'the cart does' );
		$this->assertFalse( \Kiosk\Plugin::instance()->core_scripts->wanted(), 'the plugin\'s own joiner was not asked: the plan reads only what it was given' );

		$other = \Kiosk\Tests\Wired::core_scripts();
		( new AssetPlan( new CurrentPage( new WooPages() ), $other, new \Kiosk\Assets\PaymentMethods(), new \Kiosk\Assets\WooCommerceCheckout() ) )->on_render_data( array( 'blockName' => 'kiosk/checkout' ) );
		$this->assertTrue( $other->wanted(), 'and the checkout' );
		$other->reset();
		$this->assertFalse( $other->wanted(), 'reset() forgets the request' );
	}

	public function test_the_cart_page_prints_the_carts_stylesheet_inline_with_its_urls_made_absolute(): void {
		$this->shop_build();
		file_put_contents( $this->build . '/cart.css', '.a{background:url(img/a.png)}.b{background:url("/abs.png")}.c{background:url(data:image/gif;base64,R0)}' );
		wp_register_style( 'kiosk-cart', plugins_url( 'build/cart.css', KIOSK_FILE ), array(), 'v1' );
		wp_register_style( 'kiosk-other', plugins_url( 'build/cart.css', KIOSK_FILE ), array(), 'v1' );

		$this->visit_page( '<!-- wp:kiosk/cart /-->' );
		$html = $this->printed_styles( array( 'kiosk-cart', 'kiosk-other' ) );
		$this->assertStringNotContainsString( "id='kiosk-cart-css' href", $html, 'no request before the first paint' );
		$this->assertStringContainsString( '<style id="kiosk-cart-css">.a{background:url(' . plugins_url( 'build/img/a.png', KIOSK_FILE ) . ')}.b{background:url("/abs.png")}.c{background:url(data:image/gif;base64,R0)}</style>', $html );
		$this->assertStringContainsString( "id='kiosk-other-css' href", $html, 'only the theme\'s and the cart\'s stylesheets' );

		file_put_contents( $this->build . '/cart.css', '.a{content:"</style>"}' );
		$this->assertStringContainsString( "id='kiosk-cart-css' href", $this->printed_styles( array( 'kiosk-cart' ) ), 'a stylesheet that could end the element stays a link' );

		$this->visit_page( '<!-- wp:paragraph --><p>Impressum</p><!-- /wp:paragraph -->' );
		$this->assertStringContainsString( "id='kiosk-cart-css' href", $this->printed_styles( array( 'kiosk-cart' ) ), 'other pages link it (cached across pages)' );
	}

	/**
	 * What WordPress prints for the stylesheets $handles, read anew.
	 *
	 * @param string[] $handles The handles.
	 */
	private function printed_styles( array $handles ): string {
		wp_styles()->done = array();
		ob_start();
		wp_styles()->do_items( $handles );
		return (string) ob_get_clean();
	}

	/**
	 * What WordPress prints for the queued scripts (the footer group included).
	 */
	private function printed_scripts(): string {
		ob_start();
		wp_scripts()->do_items();
		return (string) ob_get_clean();
	}
}
