<?php
/**
 * WooCommerce's own pages (shop, product, order received): jQuery moves
 * to the footer with the deferred head scripts that need it, never past a
 * blocking one (JqueryFooter); the order-received page loses WooCommerce's
 * classic checkout scripts and select2's style (OrderPages); an owner's
 * filter turns each off. On real WordPress (its script registry and
 * printing); WooCommerce's conditional tags are answered by a WooPages
 * standing in for it, its scripts registered as WooCommerce 10 registers
 * them (`defer` in the head, jQuery as dependency).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\CurrentPage;
use Kiosk\Assets\WooPages;
use Kiosk\Integrations\WooCommerce\JqueryFooter;
use Kiosk\Integrations\WooCommerce\OrderPages;
use Kiosk\Integrations\WooCommerce\ProductGallery;
use Kiosk\Integrations\WooCommerce\ShopImages;

/**
 * WooCommerce's answers as told: a product page or the checkout's endpoint.
 */
final class WooPagesAsTold extends WooPages {

	/**
	 * Shop, product category or product.
	 *
	 * @var bool
	 */
	public $product = false;

	/**
	 * Order received or order pay.
	 *
	 * @var bool
	 */
	public $endpoint = false;

	public function loaded(): bool {
		return true;
	}

	public function runs_cart(): bool {
		return true;
	}

	public function is_cart(): bool {
		return false;
	}

	public function is_checkout(): bool {
		return $this->endpoint;
	}

	public function is_order_endpoint(): bool {
		return $this->endpoint;
	}

	public function is_woocommerce(): bool {
		return $this->product;
	}

	public function is_account_page(): bool {
		return false;
	}

	public function is_product_page(): bool {
		return $this->product;
	}
}

/**
 * The asset changes on WooCommerce's own pages.
 */
final class WooCommercePagesAssetsTest extends TestCase {

	/**
	 * The script registry under test.
	 *
	 * @var \WP_Scripts
	 */
	private $scripts;

	protected function setUp(): void {
		parent::setUp();
		$this->scripts = $this->fresh_script_registry();
	}

	/**
	 * Registers a script as WooCommerce 10 does (head, `defer`) or blocking.
	 *
	 * @param string   $handle Handle.
	 * @param string[] $deps   Dependencies.
	 * @param bool     $defer  Whether deferred.
	 */
	private function woo_script( string $handle, array $deps = array( 'jquery' ), bool $defer = true ): void {
		wp_register_script( $handle, "https://shop.test/{$handle}.js", $deps, '10.0.2', $defer ? array( 'strategy' => 'defer' ) : false );
		wp_enqueue_script( $handle );
	}

	/**
	 * The head's and the footer's script tags, as WordPress prints them.
	 *
	 * @return array{0: string, 1: string}
	 */
	private function printed(): array {
		ob_start();
		$this->scripts->do_head_items();
		$head = (string) ob_get_clean();
		ob_start();
		$this->scripts->do_footer_items();
		$foot = (string) ob_get_clean();
		return array( $head, $foot );
	}

	public function test_jquery_and_the_deferred_scripts_needing_it_print_in_the_footer_in_order(): void {
		$this->woo_script( 'jquery-blockui' );
		$this->woo_script( 'woocommerce', array( 'jquery', 'jquery-blockui' ) );
		$this->woo_script( 'wc-single-product' );
		$this->woo_script( 'sourcebuster-js', array() );
		wp_add_inline_script( 'jquery', 'window.kioskAfterJquery = 1;' );

		$this->assertTrue( JqueryFooter::move( $this->scripts ) );
		list( $head, $foot ) = $this->printed();

		$this->assertStringNotContainsString( 'jquery', $head );
		$this->assertStringNotContainsString( 'blockui', $head );
		$this->assertStringNotContainsString( 'wc-single-product', $head );
		// A script that does not need jQuery stays where it was.
		$this->assertStringContainsString( 'sourcebuster-js.js', $head );
		$core    = strpos( $foot, 'jquery.min.js' );
		$migrate = strpos( $foot, 'jquery-migrate.min.js' );
		$inline  = strpos( $foot, 'window.kioskAfterJquery' );
		$blockui = strpos( $foot, 'jquery-blockui.js' );
		$woo     = strpos( $foot, 'woocommerce.js' );
		$this->assertNotFalse( $core );
		$this->assertNotFalse( $migrate );
		$this->assertNotFalse( $inline );
		$this->assertNotFalse( $blockui );
		$this->assertNotFalse( $woo );
		$this->assertTrue( $core < $migrate && $migrate < $inline && $inline < $blockui && $blockui < $woo );
		// jQuery itself stays blocking (it runs before the deferred ones); theirs stay deferred.
		$this->assertSame( 1, preg_match( '/<script[^>]*id="jquery-core-js"[^>]*>/', $foot, $core_tag ) );
		$this->assertStringNotContainsString( 'defer', $core_tag[0] );
		$this->assertSame( 1, preg_match( '/<script[^>]*id="woocommerce-js"[^>]*>/', $foot, $woo_tag ) );
		$this->assertStringContainsString( ' defer', $woo_tag[0] );
	}

	public function test_one_blocking_head_script_needing_jquery_keeps_jquery_in_the_head(): void {
		$this->woo_script( 'woocommerce' );
		$this->woo_script( 'a-theme-slider', array( 'jquery' ), false );

		$this->assertFalse( JqueryFooter::move( $this->scripts ) );
		list( $head ) = $this->printed();
		$this->assertStringContainsString( 'jquery.min.js', $head );
		$this->assertStringContainsString( 'a-theme-slider.js', $head );
	}

	public function test_a_blocking_script_needing_jquery_through_another_keeps_it_in_the_head(): void {
		$this->woo_script( 'woocommerce' );
		$this->woo_script( 'an-addon', array( 'woocommerce' ), false );

		$this->assertFalse( JqueryFooter::move( $this->scripts ) );
		list( $head ) = $this->printed();
		$this->assertStringContainsString( 'jquery.min.js', $head );
	}

	public function test_nothing_moves_when_the_page_needs_no_jquery(): void {
		$this->woo_script( 'sourcebuster-js', array() );

		$this->assertFalse( JqueryFooter::move( $this->scripts ) );
		$this->assertSame( 0, (int) $this->scripts->get_data( 'jquery-core', 'group' ) );
	}

	/**
	 * JqueryFooter for a page WooCommerce answers as told.
	 *
	 * @param bool $product        A product page.
	 * @param bool $endpoint       The checkout's endpoint.
	 * @param bool $order_received The order-received endpoint.
	 */
	private function footer_for( bool $product, bool $endpoint, bool $order_received ): JqueryFooter {
		$woo           = new WooPagesAsTold();
		$woo->product  = $product;
		$woo->endpoint = $endpoint;
		return new JqueryFooter(
			new CurrentPage( $woo ),
			function () use ( $order_received ) {
				return $order_received;
			}
		);
	}

	public function test_it_applies_to_product_pages_and_order_received_only(): void {
		$this->assertTrue( $this->footer_for( true, false, false )->applies() );
		$this->assertTrue( $this->footer_for( false, true, true )->applies() );
		// Order pay: gateways may script its form inline.
		$this->assertFalse( $this->footer_for( false, true, false )->applies() );
		// A magazine page, the cart or the checkout.
		$this->assertFalse( $this->footer_for( false, false, false )->applies() );
	}

	public function test_the_owners_filter_keeps_jquery_in_the_head(): void {
		$this->woo_script( 'woocommerce' );
		$this->filter( 'kiosk_jquery_in_footer', '__return_false' );
		$footer = $this->footer_for( true, false, false );
		$this->assertFalse( $footer->applies() );
		$footer->on_print_head_scripts();
		list( $head ) = $this->printed();
		$this->assertStringContainsString( 'jquery.min.js', $head );
	}

	public function test_on_a_product_page_the_head_prints_no_jquery(): void {
		$this->woo_script( 'woocommerce' );
		$this->footer_for( true, false, false )->on_print_head_scripts();
		list( $head, $foot ) = $this->printed();
		$this->assertStringNotContainsString( 'jquery', $head );
		$this->assertStringContainsString( 'jquery.min.js', $foot );
	}

	/**
	 * Enqueues WooCommerce's scripts and styles of an is_checkout() page, as
	 * WooCommerce 10's WC_Frontend_Scripts does.
	 */
	private function enqueue_checkout_assets(): void {
		$this->woo_script( 'jquery-blockui' );
		$this->woo_script( 'js-cookie', array() );
		$this->woo_script( 'woocommerce', array( 'jquery', 'jquery-blockui', 'js-cookie' ) );
		$this->woo_script( 'wc-add-to-cart', array( 'jquery', 'jquery-blockui' ) );
		$this->woo_script( 'selectWoo' );
		$this->woo_script( 'wc-country-select' );
		$this->woo_script( 'wc-address-i18n', array( 'jquery', 'wc-country-select' ) );
		$this->woo_script( 'wc-checkout', array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) );
		wp_enqueue_style( 'select2', 'https://shop.test/select2.css', array(), '10.0.2' );
		wp_enqueue_style( 'woocommerce-general', 'https://shop.test/woocommerce.css', array(), '10.0.2' );
	}

	/**
	 * OrderPages on an endpoint as told.
	 *
	 * @param bool $order_received The order-received endpoint.
	 */
	private function order_pages( bool $order_received ): OrderPages {
		return new OrderPages(
			function () use ( $order_received ) {
				return $order_received;
			}
		);
	}

	public function test_order_received_drops_the_classic_checkout_scripts_and_select2s_style(): void {
		$this->enqueue_checkout_assets();
		$this->order_pages( true )->dequeue_on_order_received();
		foreach ( array( 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'wc-add-to-cart' ) as $handle ) {
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), $handle );
		}
		$this->assertFalse( wp_style_is( 'select2', 'enqueued' ) );
		// WooCommerce's global script and its dependencies stay, and so does its stylesheet.
		$this->assertTrue( wp_script_is( 'woocommerce', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'woocommerce-general', 'enqueued' ) );
		list( $head, $foot ) = $this->printed();
		$this->assertStringContainsString( 'jquery-blockui.js', $head . $foot );
		$this->assertStringNotContainsString( 'selectWoo.js', $head . $foot );
		$this->assertStringNotContainsString( 'wc-checkout.js', $head . $foot );
	}

	public function test_order_pay_keeps_the_classic_checkout_scripts(): void {
		$this->enqueue_checkout_assets();
		$this->order_pages( false )->dequeue_on_order_received();
		$this->assertTrue( wp_script_is( 'wc-checkout', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'selectWoo', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'select2', 'enqueued' ) );
	}

	public function test_the_owners_filter_keeps_them_on_order_received(): void {
		$this->enqueue_checkout_assets();
		$this->filter( 'kiosk_order_received_drops_checkout_scripts', '__return_false' );
		$this->order_pages( true )->dequeue_on_order_received();
		$this->assertTrue( wp_script_is( 'wc-checkout', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'select2', 'enqueued' ) );
	}

	/**
	 * A product as WooCommerce's gallery template sees it.
	 *
	 * @param int   $image   The product image's id (0: none).
	 * @param int[] $gallery The gallery images' ids.
	 */
	private function product( int $image, array $gallery ): object {
		return new class( $image, $gallery ) {
			/**
			 * Image id.
			 *
			 * @var int
			 */
			private $image;

			/**
			 * Gallery ids.
			 *
			 * @var int[]
			 */
			private $gallery;

			/**
			 * As told.
			 *
			 * @param int   $image   Image id.
			 * @param int[] $gallery Gallery ids.
			 */
			public function __construct( int $image, array $gallery ) {
				$this->image   = $image;
				$this->gallery = $gallery;
			}

			public function get_image_id(): int {
				return $this->image;
			}

			/**
			 * Gallery ids.
			 *
			 * @return int[]
			 */
			public function get_gallery_image_ids(): array {
				return $this->gallery;
			}
		};
	}

	/**
	 * The gallery's classes as the template filters them, for a product.
	 *
	 * @param object $product The product.
	 * @return string[]
	 */
	private function gallery_classes( object $product ): array {
		$GLOBALS['product'] = $product;
		try {
			$gallery = new ProductGallery();
			$gallery->hook();
			$classes = apply_filters( 'woocommerce_single_product_image_gallery_classes', array( 'woocommerce-product-gallery', 'images' ) );
			remove_filter( 'woocommerce_single_product_image_gallery_classes', array( $gallery, 'classes' ) );
			return $classes;
		} finally {
			unset( $GLOBALS['product'] );
		}
	}

	public function test_without_a_slider_the_gallery_shows_at_the_first_paint(): void {
		// Kiosk's theme declares no gallery slider.
		$this->assertFalse( ProductGallery::slider_enabled() );
		$this->assertContains( ProductGallery::SHOWN, $this->gallery_classes( $this->product( 7, array( 8, 9 ) ) ) );
	}

	public function test_a_slider_with_several_images_keeps_woocommerces_hidden_gallery(): void {
		$this->filter( 'woocommerce_single_product_flexslider_enabled', '__return_true' );
		$this->assertNotContains( ProductGallery::SHOWN, $this->gallery_classes( $this->product( 7, array( 8 ) ) ) );
		// One image (no gallery images, or only gallery images without the product's image: WooCommerce prints them only beside it): no slider.
		$this->assertContains( ProductGallery::SHOWN, $this->gallery_classes( $this->product( 7, array() ) ) );
		$this->assertContains( ProductGallery::SHOWN, $this->gallery_classes( $this->product( 0, array( 8 ) ) ) );
		// A product it does not know: as with a slider.
		$this->assertFalse( ProductGallery::shown_at_first_paint( null ) );
	}

	public function test_the_owners_filter_keeps_woocommerces_hidden_gallery(): void {
		$this->filter( 'kiosk_product_gallery_at_first_paint', '__return_false' );
		$this->assertNotContains( ProductGallery::SHOWN, $this->gallery_classes( $this->product( 7, array() ) ) );
	}

	public function test_the_stylesheet_shows_the_marked_gallery_over_the_inline_opacity(): void {
		$css = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/add-to-cart/style.css' );
		$this->assertMatchesRegularExpression( '/\.woocommerce-product-gallery\.' . ProductGallery::SHOWN . '\{opacity:1!important\}/', $css );
	}

	/**
	 * The attributes ShopImages gives an image of a size.
	 *
	 * @param bool   $product_page A shop or product page.
	 * @param string $size         The requested size.
	 * @return array<string, string>
	 */
	private function image_attributes( bool $product_page, string $size ): array {
		$woo          = new WooPagesAsTold();
		$woo->product = $product_page;
		$images       = new ShopImages( new CurrentPage( $woo ) );
		return $images->attributes(
			array(
				'src'    => 'https://shop.test/p-300x300.jpg',
				'srcset' => 'https://shop.test/p-300x300.jpg 300w, https://shop.test/p-600x600.jpg 600w',
				'sizes'  => '(max-width: 300px) 100vw, 300px',
			),
			null,
			$size
		);
	}

	public function test_the_product_grids_images_describe_their_slot(): void {
		$this->assertSame( ShopImages::SIZES, $this->image_attributes( true, 'woocommerce_thumbnail' )['sizes'] );
		// The product's own image, and the grid on a magazine page: as WordPress has them.
		$this->assertSame( '(max-width: 300px) 100vw, 300px', $this->image_attributes( true, 'woocommerce_single' )['sizes'] );
		$this->assertSame( '(max-width: 300px) 100vw, 300px', $this->image_attributes( false, 'woocommerce_thumbnail' )['sizes'] );
	}

	public function test_the_owners_filter_keeps_wordpresss_sizes(): void {
		$this->filter( 'kiosk_shop_image_sizes', '__return_empty_string' );
		$this->assertSame( '(max-width: 300px) 100vw, 300px', $this->image_attributes( true, 'woocommerce_thumbnail' )['sizes'] );
	}
}
