<?php
/**
 * The page context (PageContext) on real WordPress: one answer per page to
 * "is this Kiosk's cart, checkout, a page showing the mini cart, which of
 * Kiosk's blocks are on it, does it carry the visitor's cart, is
 * WooCommerce's front end replaced", and the public filters still decide.
 * The suite runs without WooCommerce: its conditional tags are answered
 * the way WooCommerce answers them (its cart and checkout page ids, its
 * checkout block on a page) by a WooPages standing in for it; the query,
 * the pages, has_block() and the filters are WordPress's own.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\CurrentPage;
use Kiosk\Assets\LazyScripts;
use Kiosk\Assets\PaymentMethods;
use Kiosk\Assets\PageContext;
use Kiosk\Assets\WooPages;
use Kiosk\Blocks\MiniCart;
use Kiosk\Integrations\WooCommerce\CartPreload;
use Kiosk\Integrations\WooCommerce\FrontendAssets;

/**
 * WooCommerce's conditional tags as WooCommerce answers them for its cart
 * and checkout page ids (is_page()), its checkout block on the queried
 * page (has_block( 'woocommerce/checkout' ), as its is_checkout() does),
 * and the order-received endpoint when told.
 */
final class WooPagesLikeWooCommerce extends WooPages {

	/**
	 * WooCommerce's cart page.
	 *
	 * @var int
	 */
	public $cart_page = 0;

	/**
	 * WooCommerce's checkout page.
	 *
	 * @var int
	 */
	public $checkout_page = 0;

	/**
	 * Whether the order-received endpoint is asked for.
	 *
	 * @var bool
	 */
	public $endpoint = false;

	/**
	 * How often the context read WooCommerce's answers.
	 *
	 * @var int
	 */
	public $reads = 0;

	public function loaded(): bool {
		++$this->reads;
		return true;
	}

	public function runs_cart(): bool {
		return true;
	}

	public function is_cart(): bool {
		return $this->cart_page > 0 && is_page( $this->cart_page );
	}

	public function is_checkout(): bool {
		$post = get_queried_object();
		return ( $this->checkout_page > 0 && is_page( $this->checkout_page ) )
			|| ( is_singular() && $post instanceof \WP_Post && has_block( 'woocommerce/checkout', $post ) );
	}

	public function is_order_endpoint(): bool {
		return $this->endpoint;
	}

	public function is_woocommerce(): bool {
		return false;
	}

	public function is_account_page(): bool {
		return false;
	}

	public function is_product_page(): bool {
		return false;
	}
}

/**
 * PageContext's answers.
 */
final class PageContextTest extends TestCase {

	/**
	 * WooCommerce's answers for this test.
	 *
	 * @var WooPagesLikeWooCommerce
	 */
	private $woo;

	protected function setUp(): void {
		parent::setUp();
		$this->woo = new WooPagesLikeWooCommerce();
		// Requirements::has_woocommerce(): WooCommerce counts as active.
		$this->filter( 'kiosk_has_woocommerce', '__return_true' );
	}

	/**
	 * Every answer of the context of the page now queried.
	 *
	 * @return array<string, mixed>
	 */
	private function answers(): array {
		$context = PageContext::read( $this->woo );
		return array(
			'blocks'               => $context->blocks(),
			'is_cart_page'         => $context->is_cart_page(),
			'is_cart_or_checkout'  => $context->is_cart_or_checkout(),
			'preloads_cart'        => $context->preloads_cart(),
			'mini_cart_hidden'     => $context->mini_cart_hidden(),
			'replaces_woocommerce' => $context->replaces_woocommerce(),
		);
	}

	/**
	 * A post (not a page) with the given content, queried.
	 *
	 * @param string $content Content.
	 */
	private function visit_post( string $content ): int {
		$id = $this->visit_page( $content );
		wp_update_post(
			array(
				'ID'        => $id,
				'post_type' => 'post',
			)
		);
		$GLOBALS['wp_query']     = new \WP_Query( array( 'p' => $id ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$this->assertTrue( is_single() );
		return $id;
	}

	public function test_woocommerces_cart_page_with_kiosks_cart_block_is_kiosks_cart_page_on_every_question(): void {
		$this->woo->cart_page = $this->visit_page( '<!-- wp:kiosk/cart /-->' );
		$this->assertSame(
			array(
				'blocks'               => array( 'kiosk/cart' ),
				'is_cart_page'         => true,
				'is_cart_or_checkout'  => true,
				'preloads_cart'        => true,
				'mini_cart_hidden'     => true,
				'replaces_woocommerce' => true,
			),
			$this->answers()
		);
	}

	public function test_woocommerces_checkout_page_with_kiosks_checkout_block_is_kiosks_checkout_not_its_cart(): void {
		$this->woo->checkout_page = $this->visit_page( '<!-- wp:kiosk/checkout --><div class="wp-block-kiosk-checkout"></div><!-- /wp:kiosk/checkout -->' );
		$this->assertSame(
			array(
				'blocks'               => array( 'kiosk/checkout' ),
				'is_cart_page'         => false,
				'is_cart_or_checkout'  => true,
				'preloads_cart'        => true,
				'mini_cart_hidden'     => true,
				'replaces_woocommerce' => true,
			),
			$this->answers()
		);

		// Its order-received page is WooCommerce's: nothing of Kiosk's cart or checkout.
		$this->woo->endpoint = true;
		$this->assertSame(
			array(
				'blocks'               => array( 'kiosk/checkout' ),
				'is_cart_page'         => false,
				'is_cart_or_checkout'  => false,
				'preloads_cart'        => false,
				'mini_cart_hidden'     => false,
				'replaces_woocommerce' => false,
			),
			$this->answers()
		);
	}

	public function test_any_page_with_kiosks_cart_block_is_kiosks_cart_page(): void {
		$this->visit_page( '<!-- wp:paragraph --><p>Ihr Einkauf</p><!-- /wp:paragraph --><!-- wp:kiosk/cart /-->' );
		$this->assertSame(
			array(
				'blocks'               => array( 'kiosk/cart' ),
				'is_cart_page'         => true,
				'is_cart_or_checkout'  => true,
				'preloads_cart'        => true,
				'mini_cart_hidden'     => true,
				'replaces_woocommerce' => true,
			),
			$this->answers()
		);
		// The plugin's own holder and the predicates that read it answer the same.
		$this->assertTrue( \Kiosk\Tests\Wired::lazy_scripts()->is_cart_page() );
		$this->assertTrue( ( new MiniCart( CurrentPage::shared() ) )->hidden_here() );
		$this->assertTrue( CurrentPage::shared()->get()->is_cart_page() );
	}

	public function test_woocommerces_own_checkout_block_page_keeps_woocommerces_front_end(): void {
		$this->woo->checkout_page = $this->visit_page( '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout"></div><!-- /wp:woocommerce/checkout -->' );
		$this->assertSame(
			array(
				'blocks'               => array(),
				'is_cart_page'         => false,
				// As before the context (CartPreload::applies(): is_checkout()):
				// the page counts as a checkout that carries the cart.
				'is_cart_or_checkout'  => true,
				'preloads_cart'        => true,
				'mini_cart_hidden'     => true,
				// WooCommerce's blocks do the work here: their scripts stay.
				'replaces_woocommerce' => false,
			),
			$this->answers()
		);

		// The same block on a page that is not WooCommerce's checkout page: its is_checkout() says yes too.
		$this->woo->checkout_page = 0;
		$this->visit_page( '<!-- wp:woocommerce/checkout /-->' );
		$answers = $this->answers();
		$this->assertTrue( $answers['mini_cart_hidden'] );
		$this->assertFalse( $answers['replaces_woocommerce'] );
		$this->assertFalse( $answers['is_cart_page'] );
	}

	public function test_a_post_is_none_of_the_shops_pages_and_loads_none_of_woocommerces_front_end(): void {
		$this->visit_post( '<!-- wp:paragraph --><p>Ein Artikel.</p><!-- /wp:paragraph -->' );
		$this->assertSame(
			array(
				'blocks'               => array(),
				'is_cart_page'         => false,
				'is_cart_or_checkout'  => false,
				'preloads_cart'        => false,
				'mini_cart_hidden'     => false,
				'replaces_woocommerce' => true,
			),
			$this->answers()
		);
		$this->assertFalse( \Kiosk\Tests\Wired::lazy_scripts()->is_cart_page() );
		$this->assertFalse( ( new MiniCart( CurrentPage::shared() ) )->hidden_here() );
		$this->assertFalse( CartPreload::applies() );
	}

	public function test_the_public_filters_still_decide_and_the_answers_that_follow_from_them_follow(): void {
		$this->visit_post( '<!-- wp:paragraph --><p>Ein Artikel.</p><!-- /wp:paragraph -->' );

		$this->filter( 'kiosk_is_cart_page', '__return_true' );
		$answers = $this->answers();
		$this->assertTrue( $answers['is_cart_page'] );
		$this->assertTrue( $answers['is_cart_or_checkout'], 'a page filtered to be the cart carries the cart' );
		$this->assertTrue( $answers['preloads_cart'] );
		$this->assertFalse( $answers['mini_cart_hidden'], 'the mini cart has its own filter' );
		$this->assertTrue( \Kiosk\Tests\Wired::lazy_scripts()->is_cart_page() );

		$this->filter( 'kiosk_cart_preload', '__return_false' );
		$answers = $this->answers();
		$this->assertTrue( $answers['is_cart_or_checkout'] );
		$this->assertFalse( $answers['preloads_cart'] );

		$this->filter( 'kiosk_mini_cart_hidden', '__return_true' );
		$this->assertTrue( PageContext::read( $this->woo )->mini_cart_hidden() );
		$this->assertTrue( ( new MiniCart( CurrentPage::shared() ) )->hidden_here() );

		$this->filter( 'kiosk_mini_cart_renders', '__return_true' );
		$this->assertTrue( PageContext::read( $this->woo )->shows_mini_cart() );
		$this->assertTrue( \Kiosk\Tests\Wired::lazy_scripts()->mini_cart_renders() );
	}

	public function test_in_the_admin_no_page_is_the_shops(): void {
		$this->woo->cart_page = $this->visit_page( '<!-- wp:kiosk/cart /-->' );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'edit-page' );
		$this->assertTrue( is_admin() );
		$answers = $this->answers();
		$this->assertFalse( $answers['is_cart_or_checkout'] );
		$this->assertFalse( $answers['mini_cart_hidden'] );
		$this->assertFalse( $answers['replaces_woocommerce'] );
		$this->assertFalse( PageContext::read( $this->woo )->shows_mini_cart() );
	}

	public function test_the_lazy_lists_and_the_settings_ask_the_page_context_they_were_given(): void {
		// WooCommerce's own cart page without Kiosk's block: only a context
		// that hears WooCommerce's answers knows it is the cart page.
		$this->woo->cart_page = $this->visit_page( '<!-- wp:paragraph --><p>Warenkorb</p><!-- /wp:paragraph -->' );
		$given                = new LazyScripts( new CurrentPage( $this->woo ), new PaymentMethods() );
		$this->assertTrue( $given->is_cart_page() );
		$this->assertFalse( \Kiosk\Tests\Wired::lazy_scripts()->is_cart_page(), 'the shared context hears no WooCommerce here' );
		$this->assertContains( 'kiosk-checkout-data', $given->later(), "the cart page may load the checkout's stores later" );
		$this->assertNotContains( 'kiosk-checkout-data', \Kiosk\Tests\Wired::lazy_scripts()->later() );
	}

	public function test_the_holder_reads_the_page_once_per_main_query_and_anew_for_another(): void {
		$page = new CurrentPage( $this->woo );
		$this->woo->cart_page = $this->visit_page( '<!-- wp:kiosk/cart /-->' );
		$this->assertNotSame( $page->get(), $page->get(), 'before the main query ran (`wp`) nothing is kept' );

		// The main query ran (the suite boots WordPress without wp()).
		$GLOBALS['wp_actions']['wp'] = 1;
		try {
			$first = $page->get();
			$reads = $this->woo->reads;
			$this->assertSame( $first, $page->get() );
			$this->assertSame( $first, $page->get() );
			$this->assertSame( $reads, $this->woo->reads, "WooCommerce's answers are read once" );
			$this->assertTrue( $first->is_cart_page() );

			$this->visit_page( '<!-- wp:paragraph --><p>Impressum</p><!-- /wp:paragraph -->' );
			$second = $page->get();
			$this->assertNotSame( $first, $second, 'another main query, another context' );
			$this->assertFalse( $second->is_cart_page() );
			$this->assertSame( $reads + 1, $this->woo->reads );
		} finally {
			unset( $GLOBALS['wp_actions']['wp'] );
		}
	}
}
