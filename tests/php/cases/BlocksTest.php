<?php
/**
 * The shop blocks on real WordPress: the Kiosk block category.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Blocks\Category;

/**
 * Block category.
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
		$this->filter( 'kiosk_core_supported', '__return_true' );
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
