<?php
/**
 * Script handles, dependencies, translations and blocks, checked through
 * WordPress's own registries (fresh ones per test, fed from fixture builds
 * or the real build/).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\Scripts;
use Kiosk\Blocks\Blocks;

/**
 * Registry wiring tests.
 */
final class ScriptsTest extends TestCase {

	use FixtureBuild;

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_script_registry();
	}

	protected function tearDown(): void {
		$this->remove_fixture_build();
		$this->fresh_script_registry();
		parent::tearDown();
	}

	/**
	 * Writes a fixture build directory and points Kiosk at it.
	 *
	 * @param array<string, array> $entries name → dependencies.
	 * @param array<string, array> $blocks  relative dir → block.json data.
	 */
	private function fixture( array $entries, array $blocks = array() ): void {
		$this->write_fixture_build( $entries, $blocks );
	}

	public function test_each_manifest_becomes_a_kiosk_handle_with_its_dependencies_and_version(): void {
		$this->fixture(
			array(
				'data' => array( 'wp-api-fetch', 'wp-data', 'wp-i18n' ),
				'cart' => array( 'kiosk-data', 'react-jsx-runtime', 'wp-element', 'wp-i18n' ),
			)
		);
		\Kiosk\Tests\Wired::scripts()->register();
		$cart = wp_scripts()->registered['kiosk-cart'];
		$this->assertSame( plugins_url( 'build/cart.js', KIOSK_FILE ), $cart->src );
		$this->assertSame( array( 'kiosk-settings', 'kiosk-data', 'react-jsx-runtime', 'wp-element', 'wp-i18n' ), $cart->deps );
		$this->assertSame( 'v-cart', $cart->ver );
		$this->assertSame( 1, $cart->extra['group'] ?? null, 'printed in the footer' );
		$this->assertSame( array( 'kiosk-settings', 'wp-api-fetch', 'wp-data', 'wp-i18n' ), wp_scripts()->registered['kiosk-data']->deps );
	}

	public function test_translations_are_wired_for_every_handle_that_uses_wp_i18n(): void {
		$this->fixture(
			array(
				'cart'              => array( 'wp-i18n' ),
				'order-attribution' => array(),
			)
		);
		\Kiosk\Tests\Wired::scripts()->register();
		$cart = wp_scripts()->registered['kiosk-cart'];
		$this->assertSame( 'kiosk', $cart->textdomain );
		$this->assertSame( WP_CONTENT_DIR . '/plugins/kiosk/languages', $cart->translations_path );
		$this->assertTrue( empty( wp_scripts()->registered['kiosk-order-attribution']->textdomain ) );
	}

	public function test_any_subset_of_entries_works_and_broken_manifests_are_skipped(): void {
		$this->fixture( array( 'magazine' => array() ) );
		file_put_contents( "$this->build/orphan.asset.php", "<?php return array('dependencies' => array(), 'version' => '1');\n" );
		file_put_contents( "$this->build/broken.asset.php", "<?php return 'nope';\n" );
		file_put_contents( "$this->build/broken.js", '' );
		\Kiosk\Tests\Wired::scripts()->register();
		$kiosk = array_values( array_filter( array_keys( wp_scripts()->registered ), static fn( $h ) => 0 === strpos( $h, 'kiosk-' ) ) );
		sort( $kiosk );
		$this->assertSame( array( 'kiosk-magazine', 'kiosk-settings' ), $kiosk );

		exec( 'rm -rf ' . escapeshellarg( $this->build ) );
		$this->fresh_script_registry();
		\Kiosk\Tests\Wired::scripts()->register();
		$this->assertArrayNotHasKey( 'kiosk-magazine', wp_scripts()->registered, 'no build/ at all: nothing but the settings handle' );
	}

	public function test_the_real_build_registers_every_entry_and_wordpress_has_every_dependency(): void {
		$real = getenv( 'KIOSK_ROOT' ) . '/build';
		if ( ! glob( "$real/*.asset.php" ) ) {
			$this->markTestSkipped( 'no build/ (run npm run build)' );
		}
		$scripts = \Kiosk\Tests\Wired::scripts();
		$scripts->register();
		$this->assertNotEmpty( $scripts->entries() );
		$missing = array();
		foreach ( $scripts->entries() as $handle => $entry ) {
			$this->assertTrue( wp_script_is( $handle, 'registered' ), $handle );
			$this->assertSame( array_values( array_unique( array_merge( array( 'kiosk-settings' ), $entry['deps'] ) ) ), wp_scripts()->registered[ $handle ]->deps, $handle );
			foreach ( $entry['deps'] as $dep ) {
				if ( ! wp_script_is( $dep, 'registered' ) ) {
					$missing[ $dep ] = true;
				}
			}
		}
		// WordPress core (or Kiosk itself) provides every handle the build depends on.
		$this->assertSame( array(), array_keys( $missing ) );
	}

	public function test_the_real_build_translation_files_are_found_through_load_script_textdomain(): void {
		$root = getenv( 'KIOSK_ROOT' );
		$jsons = glob( "$root/languages/kiosk-de_DE-*.json" );
		if ( ! glob( "$root/build/*.asset.php" ) || ! $jsons ) {
			$this->markTestSkipped( 'no build/ or no script translations (run npm run build)' );
		}
		$scripts = \Kiosk\Tests\Wired::scripts();
		$scripts->register();
		$found = 0;
		foreach ( $scripts->entries() as $handle => $entry ) {
			$file = WP_CONTENT_DIR . '/plugins/kiosk/languages/kiosk-de_DE-' . md5( 'build/' . $entry['name'] . '.js' ) . '.json';
			if ( ! is_readable( $file ) ) {
				continue;
			}
			$json = load_script_textdomain( $handle, 'kiosk', WP_CONTENT_DIR . '/plugins/kiosk/languages' );
			$this->assertIsString( $json, $handle );
			$this->assertArrayHasKey( 'locale_data', json_decode( $json, true ), $handle );
			++$found;
		}
		$this->assertGreaterThan( 0, $found, 'at least one handle has German script translations' );
	}

	public function test_settings_print_once_before_the_first_kiosk_script_and_cannot_break_out_of_the_script_element(): void {
		$this->fixture( array( 'cart' => array( 'wp-i18n' ) ) );
		$scripts = \Kiosk\Tests\Wired::scripts();
		$scripts->register();
		$this->filter(
			'kiosk_settings',
			static function ( $data ) {
				$data['probe'] = '</script><script>alert(1)</script><!--';
				return $data;
			}
		);
		wp_enqueue_script( 'kiosk-cart' );
		$scripts->attach_settings();
		$scripts->attach_settings();
		$html = $this->capture( static fn() => wp_scripts()->do_items( array( 'kiosk-cart' ) ) );
		$this->assertSame( 1, substr_count( $html, 'window.kioskSettings' ) );
		$this->assertLessThan( strpos( $html, 'build/cart.js' ), strpos( $html, 'window.kioskSettings' ) );
		$this->assertStringNotContainsString( '</script><script>alert', $html );
		$this->assertStringNotContainsString( '<!--', $html );
		preg_match( '/window\.kioskSettings = (.*);\n/', $html, $match );
		$this->assertSame( '</script><script>alert(1)</script><!--', json_decode( $match[1], true )['probe'] );
	}

	public function test_an_entry_stylesheet_follows_its_script(): void {
		$this->fixture(
			array(
				'data' => array(),
				'cart' => array( 'kiosk-data' ),
			)
		);
		file_put_contents( "$this->build/data.css", '.a{}' );
		$scripts = \Kiosk\Tests\Wired::scripts();
		$scripts->register();
		$this->assertTrue( wp_style_is( 'kiosk-data', 'registered' ) );
		wp_enqueue_script( 'kiosk-cart' );
		$scripts->enqueue_styles();
		$this->assertTrue( wp_style_is( 'kiosk-data', 'enqueued' ), 'a dependency\'s CSS is linked too' );
	}

	public function test_blocks_register_from_build_block_json_files_with_their_handles(): void {
		$this->fixture(
			array(
				'cart'        => array( 'wp-element' ),
				'cart-editor' => array( 'wp-blocks' ),
			),
			array(
				'cart'                          => array(
					'apiVersion'   => 3,
					'name'         => 'kiosk/cart',
					'title'        => 'Cart',
					'textdomain'   => 'kiosk',
					'editorScript' => 'kiosk-cart-editor',
					'viewScript'   => 'kiosk-cart',
				),
				'cart/inner-blocks/cart-totals' => array(
					'apiVersion' => 3,
					'name'       => 'kiosk/cart-totals-block',
					'title'      => 'Cart totals',
					'parent'     => array( 'kiosk/cart' ),
				),
			)
		);
		\Kiosk\Tests\Wired::scripts()->register();
		$names = ( \Kiosk\Tests\Wired::blocks() )->register();
		$this->assertContains( 'kiosk/cart', $names );
		$this->assertContains( 'kiosk/cart-totals-block', $names );
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'kiosk/cart' );
		$this->assertSame( array( 'kiosk-cart' ), $type->view_script_handles );
		$this->assertSame( array( 'kiosk-cart-editor' ), $type->editor_script_handles );
		$this->assertSame( array( 'kiosk/cart' ), \WP_Block_Type_Registry::get_instance()->get_registered( 'kiosk/cart-totals-block' )->parent );
	}

	public function test_a_page_with_the_cart_block_enqueues_the_cart_script_and_its_dependencies(): void {
		$this->fixture(
			array(
				'data' => array( 'wp-data' ),
				'cart' => array( 'kiosk-data', 'wp-element' ),
			),
			array(
				'cart' => array(
					'apiVersion' => 3,
					'name'       => 'kiosk/cart',
					'title'      => 'Cart',
					'viewScript' => 'kiosk-cart',
				),
			)
		);
		// Core's scripts print one by one here (joined: CoreScriptsTest).
		$this->filter( 'kiosk_join_core_scripts', '__return_false' );
		$scripts = \Kiosk\Tests\Wired::scripts();
		$scripts->register();
		( \Kiosk\Tests\Wired::blocks() )->register();
		$scripts->attach_settings();
		do_blocks( '<!-- wp:kiosk/cart --><div class="wp-block-kiosk-cart"></div><!-- /wp:kiosk/cart -->' );
		$this->assertTrue( wp_script_is( 'kiosk-cart', 'enqueued' ) );
		$html = $this->capture( static fn() => wp_scripts()->do_items( array( 'kiosk-cart' ) ) );
		$ids  = $this->script_ids( $html );
		$this->assertContains( 'kiosk-settings-js-after', $ids, $html );
		$order     = array( 'kiosk-settings-js-after', 'wp-data-js', 'kiosk-data-js', 'kiosk-cart-js' );
		$positions = array_map( static fn( $id ) => array_search( $id, $ids, true ), $order );
		$this->assertNotContains( false, $positions, $html );
		$sorted = $positions;
		sort( $sorted );
		$this->assertSame( $sorted, $positions, 'dependencies print first' );
		$this->assertHtmlHas( $html, '//script[@id="kiosk-cart-js" and @src="' . plugins_url( 'build/cart.js', KIOSK_FILE ) . '?ver=v-cart"]' );
	}

	public function test_the_address_settings_print_with_kiosk_data_only(): void {
		$this->fixture(
			array(
				'data'        => array( 'wp-data' ),
				'cart'        => array( 'kiosk-data', 'wp-element' ),
				'add-to-cart' => array(),
			)
		);
		$scripts = \Kiosk\Tests\Wired::scripts();
		$scripts->register();
		// A page with only the add-to-cart script: no countries in its HTML.
		wp_enqueue_script( 'kiosk-add-to-cart' );
		$scripts->attach_settings();
		$scripts->attach_address_settings();
		$html = $this->capture( static fn() => wp_scripts()->do_items( array( 'kiosk-add-to-cart' ) ) );
		$this->assertStringContainsString( 'window.kioskSettings', $html );
		$this->assertStringNotContainsString( '"countries"', $html );
		$this->assertStringNotContainsString( 'addressFields', $html );
		// The cart needs kiosk-data: the address settings come right before it, once.
		wp_enqueue_script( 'kiosk-cart' );
		$scripts->attach_address_settings();
		$scripts->attach_address_settings();
		$html = $this->capture( static fn() => wp_scripts()->do_items( array( 'kiosk-cart' ) ) );
		$this->assertSame( 1, substr_count( $html, '"countries"' ) );
		$ids       = $this->script_ids( $html );
		$positions = array_map( static fn( $id ) => array_search( $id, $ids, true ), array( 'kiosk-data-js-before', 'kiosk-data-js', 'kiosk-cart-js' ) );
		$this->assertNotContains( false, $positions, $html );
		$sorted = $positions;
		sort( $sorted );
		$this->assertSame( $sorted, $positions, 'before the stores and the cart' );
		preg_match( '/Object\.assign\( window\.kioskSettings = window\.kioskSettings \|\| \{\}, (.*) \);/', $html, $match );
		$this->assertSame( 'Deutschland', json_decode( $match[1], true )['countries']['DE']['name'] );
	}

	public function test_the_magazine_pages_scripts_are_deferred_and_the_shop_blocks_are_not(): void {
		$this->fixture(
			array(
				'magazine'        => array(),
				'magazine-header' => array(),
				'mini-cart'       => array(),
				'cart'            => array( 'wp-element' ),
			)
		);
		$scripts = \Kiosk\Tests\Wired::scripts();
		$scripts->register();
		$scripts->attach_settings();
		$html = $this->capture( static fn() => wp_scripts()->do_items( array( 'kiosk-magazine', 'kiosk-magazine-header', 'kiosk-mini-cart', 'kiosk-cart' ) ) );
		$this->assertHtmlHas( $html, '//script[@id="kiosk-magazine-js" and @defer]' );
		$this->assertHtmlHas( $html, '//script[@id="kiosk-magazine-header-js" and @defer]' );
		$this->assertHtmlHas( $html, '//script[@id="kiosk-mini-cart-js" and @defer]' );
		$this->assertHtmlHas( $html, '//script[@id="kiosk-cart-js" and not(@defer)]' );
	}
}
