<?php
/**
 * The shop blocks on real WordPress: the Kiosk block category, titles
 * translated from block.json, and the containers the front end mounts into
 * (for content saved as inner-block comments only, or as a bare
 * `<!-- wp:kiosk/checkout /-->` from before the checkout had inner blocks).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\Scripts;
use Kiosk\Blocks\Blocks;
use Kiosk\Blocks\Category;

/**
 * Block category, metadata translation and container rendering.
 */
final class BlocksTest extends TestCase {

	use FixtureBuild;

	/**
	 * Whether the plugin's main block (registered by Blocks::register()) was registered before the test.
	 *
	 * @var bool
	 */
	private $had_main_block = false;

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_script_registry();
		$this->had_main_block = \WP_Block_Type_Registry::get_instance()->is_registered( 'kiosk/shop' );
	}

	protected function tearDown(): void {
		if ( ! $this->had_main_block && \WP_Block_Type_Registry::get_instance()->is_registered( 'kiosk/shop' ) ) {
			unregister_block_type( 'kiosk/shop' );
		}
		$this->remove_fixture_build();
		$this->fresh_script_registry();
		parent::tearDown();
	}

	/**
	 * A build with the checkout and cart blocks (as the real block.json files
	 * declare them) and one checkout inner block.
	 */
	private function shop_build(): void {
		$block = static function ( string $name, string $title, array $extra = array() ): array {
			return array_merge(
				array(
					'apiVersion' => 3,
					'name'       => $name,
					'title'      => $title,
					'category'   => 'kiosk',
					'textdomain' => 'kiosk',
				),
				$extra
			);
		};
		$this->write_fixture_build(
			array(
				'checkout' => array( 'wp-element' ),
				'cart'     => array( 'wp-element' ),
			),
			array(
				'checkout'                                    => $block(
					'kiosk/checkout',
					'Kiosk Checkout',
					array(
						'description' => 'Contact information, addresses, shipping, payment and the order summary.',
						'supports'    => array( 'align' => array( 'wide', 'full' ) ),
						'attributes'  => array( 'align' => array( 'type' => 'string', 'default' => 'wide' ) ),
						'viewScript'  => 'kiosk-checkout',
						'style'       => 'kiosk-checkout',
					)
				),
				'checkout/inner-blocks/terms'                 => $block( 'kiosk/checkout-terms-block', 'Terms and Conditions', array( 'parent' => array( 'kiosk/checkout-fields-block' ) ) ),
				'checkout/inner-blocks/checkout-fields' => $block( 'kiosk/checkout-fields-block', 'Checkout Fields', array( 'parent' => array( 'kiosk/checkout' ) ) ),
				'cart'                                        => $block( 'kiosk/cart', 'Kiosk Cart', array( 'viewScript' => 'kiosk-cart', 'style' => 'kiosk-cart' ) ),
			),
			array( 'checkout', 'cart' )
		);
		\Kiosk\Tests\Wired::scripts()->register();
		( \Kiosk\Tests\Wired::blocks() )->register();
	}

	public function test_the_kiosk_category_is_added_once_with_a_german_title(): void {
		$this->assertSame( 'de_DE', get_locale() );
		$category   = new Category();
		$categories = $category->add( array( array( 'slug' => 'text', 'title' => 'Text', 'icon' => null ) ) );
		$this->assertSame( array( 'text', 'kiosk' ), array_column( $categories, 'slug' ) );
		$this->assertSame( 'Kiosk-Shop', $categories[1]['title'] );
		$this->assertCount( 2, $category->add( $categories ), 'not added twice' );
	}

	public function test_the_category_reaches_the_editor_through_block_categories_all(): void {
		$category = new Category();
		$category->hook();
		try {
			$slugs = array_column( get_block_categories( get_post( self::a_page() ) ), 'slug' );
		} finally {
			remove_filter( 'block_categories_all', array( $category, 'add' ) );
		}
		$this->assertContains( 'kiosk', $slugs );
		$this->assertContains( 'text', $slugs, 'core categories stay' );
	}

	public function test_block_titles_and_descriptions_are_translated_from_block_json(): void {
		$this->shop_build();
		$registry = \WP_Block_Type_Registry::get_instance();
		$this->assertSame( 'Kiosk-Kasse', $registry->get_registered( 'kiosk/checkout' )->title );
		$this->assertSame( 'Kontaktdaten, Adressen, Versand, Zahlung und die Bestellübersicht.', $registry->get_registered( 'kiosk/checkout' )->description );
		$this->assertSame( 'Kiosk-Warenkorb', $registry->get_registered( 'kiosk/cart' )->title );
		$this->assertSame( 'Allgemeine Geschäftsbedingungen', $registry->get_registered( 'kiosk/checkout-terms-block' )->title );
		$this->assertSame( array( 'kiosk/checkout-fields-block' ), $registry->get_registered( 'kiosk/checkout-terms-block' )->parent );
	}

	public function test_a_build_with_block_manifests_registers_its_blocks_from_them_not_from_block_json(): void {
		$this->shop_build();
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( array( 'kiosk/checkout', 'kiosk/checkout-fields-block', 'kiosk/checkout-terms-block', 'kiosk/cart' ) as $name ) {
			$registry->unregister( $name );
		}
		// A manifest per family, as scripts/blocks-manifest.cjs writes them,
		// but with a keyword the block.json files lack: registration must
		// take the manifest's metadata.
		$build = Scripts::manifest()->dir() . '/blocks';
		foreach ( array( 'checkout', 'cart' ) as $family ) {
			$blocks = array();
			foreach ( array_merge( array( "$build/$family/block.json" ), (array) glob( "$build/$family/inner-blocks/*/block.json" ) ) as $file ) {
				$metadata               = wp_json_file_decode( $file, array( 'associative' => true ) );
				$metadata['keywords']   = array( 'aus-dem-manifest' );
				$blocks[ basename( dirname( $file ) ) ] = $metadata;
			}
			file_put_contents( "$build/$family/blocks-manifest.php", '<?php return ' . var_export( $blocks, true ) . ';' );
		}
		$names = ( \Kiosk\Tests\Wired::blocks() )->register();
		sort( $names );
		$this->assertSame( array( 'kiosk/cart', 'kiosk/checkout', 'kiosk/checkout-fields-block', 'kiosk/checkout-terms-block' ), $names );
		foreach ( $names as $name ) {
			$this->assertSame( array( 'aus-dem-manifest' ), $registry->get_registered( $name )->keywords, $name );
		}
		$this->assertNotNull( \WP_Block_Metadata_Registry::get_metadata( "$build/checkout/inner-blocks/terms" ), 'the collection is registered' );
		$this->assertSame( 'Kiosk-Kasse', $registry->get_registered( 'kiosk/checkout' )->title, 'still translated' );
		$html = do_blocks( '<!-- wp:kiosk/checkout /-->' );
		$this->assertStringContainsString( 'wp-block-kiosk-checkout', $html, 'the render callback is kept' );
	}

	public function test_a_checkout_saved_without_inner_blocks_renders_its_aligned_container(): void {
		$this->shop_build();
		$html = do_blocks( '<!-- wp:kiosk/checkout /-->' );
		$div  = $this->assertHtmlHas( $html, '//div[contains(concat(" ",@class," ")," wp-block-kiosk-checkout ")]' )->item( 0 );
		$this->assertStringContainsString( 'alignwide', $div->getAttribute( 'class' ), 'the default alignment' );
		$this->assertFalse( $div->hasAttribute( 'data-kiosk-blocks' ), 'no saved tree: the default layout' );
		$this->assertStringContainsString( 'Für die Kasse wird JavaScript benötigt.', $html );
		$this->assertTrue( wp_script_is( 'kiosk-checkout', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'kiosk-checkout', 'enqueued' ), 'block.json style' );
	}

	public function test_a_checkout_saved_with_its_locked_inner_blocks_renders_one_container(): void {
		$this->shop_build();
		$html = do_blocks( '<!-- wp:kiosk/checkout {"align":"full"} --><!-- wp:kiosk/checkout-fields-block --><!-- wp:kiosk/checkout-terms-block /--><!-- /wp:kiosk/checkout-fields-block --><!-- /wp:kiosk/checkout -->' );
		$divs = $this->assertHtmlHas( $html, '//div[contains(concat(" ",@class," ")," wp-block-kiosk-checkout ")]' );
		$this->assertSame( 1, $divs->length );
		$this->assertStringContainsString( 'alignfull', $divs->item( 0 )->getAttribute( 'class' ) );
		// The saved tree, for the front end to render the areas where they were saved.
		$this->assertSame(
			array(
				array(
					'name'        => 'kiosk/checkout-fields-block',
					'attributes'  => array(),
					'innerBlocks' => array(
						array(
							'name'        => 'kiosk/checkout-terms-block',
							'attributes'  => array(),
							'innerBlocks' => array(),
						),
					),
				),
			),
			json_decode( $divs->item( 0 )->getAttribute( 'data-kiosk-blocks' ), true )
		);
	}

	public function test_a_cart_saved_with_its_inner_blocks_prints_its_tree_and_one_without_none(): void {
		$this->shop_build();
		$html = do_blocks( '<!-- wp:kiosk/cart --><!-- wp:kiosk/filled-cart-block --><!-- wp:kiosk/cart-totals-block --><!-- wp:kiosk/cart-express-payment-block /--><!-- wp:kiosk/proceed-to-checkout-block /--><!-- /wp:kiosk/cart-totals-block --><!-- /wp:kiosk/filled-cart-block --><!-- wp:kiosk/empty-cart-block /--><!-- /wp:kiosk/cart -->' );
		$divs = $this->assertHtmlHas( $html, '//div[contains(concat(" ",@class," ")," wp-block-kiosk-cart ")]' );
		$this->assertSame( 1, $divs->length );
		$tree = json_decode( $divs->item( 0 )->getAttribute( 'data-kiosk-blocks' ), true );
		$this->assertSame( array( 'kiosk/filled-cart-block', 'kiosk/empty-cart-block' ), array_column( $tree, 'name' ) );
		$this->assertSame(
			array( 'kiosk/cart-express-payment-block', 'kiosk/proceed-to-checkout-block' ),
			array_column( $tree[0]['innerBlocks'][0]['innerBlocks'], 'name' ),
			'the areas in their saved order, the removed ones absent'
		);
		$bare = $this->assertHtmlHas( do_blocks( '<!-- wp:kiosk/cart /-->' ), '//div[contains(concat(" ",@class," ")," wp-block-kiosk-cart ")]' );
		$this->assertFalse( $bare->item( 0 )->hasAttribute( 'data-kiosk-blocks' ), 'no saved tree: the default layout' );
	}

	public function test_content_saved_with_its_container_is_kept_as_it_is(): void {
		$this->shop_build();
		$saved = '<div class="wp-block-kiosk-cart">Warenkorb wird geladen…</div>';
		$this->assertSame( $saved, trim( do_blocks( "<!-- wp:kiosk/cart -->$saved<!-- /wp:kiosk/cart -->" ) ) );
		$this->assertHtmlHas( do_blocks( '<!-- wp:kiosk/cart /-->' ), '//div[contains(@class,"wp-block-kiosk-cart")]/noscript' );
	}

	public function test_the_checkout_stylesheet_prints_once_on_the_front_end(): void {
		$this->shop_build();
		do_blocks( '<!-- wp:kiosk/checkout /-->' );
		wp_enqueue_script( 'kiosk-checkout' );
		Scripts::manifest();
		\Kiosk\Tests\Wired::scripts()->enqueue_styles();
		$html = $this->capture( static fn() => wp_styles()->do_items() );
		$this->assertSame( 1, substr_count( $html, '/build/checkout.css' ), $html );
	}

	/**
	 * A page to ask for the editor's categories with.
	 */
	private static function a_page(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Kasse',
				'post_status' => 'draft',
			)
		);
	}
}
