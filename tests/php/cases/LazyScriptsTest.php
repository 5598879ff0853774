<?php
/**
 * The scripts the client lazy-loads: `cartExpress.scripts` and `.checkout`
 * from `window.kioskSettings`, the mini cart's from the address
 * `miniCart.list` names (LazyScriptList), resolved
 * from WordPress's script registry (fresh per test, fed from fixture
 * builds or the real build/).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\ComposeHooks;
use Kiosk\Assets\LazyScriptList;
use Kiosk\Assets\LazyScripts;
use Kiosk\Assets\Scripts;
use Kiosk\Assets\Settings;
use Kiosk\Blocks\Blocks;

/**
 * Lazy script list tests.
 */
final class LazyScriptsTest extends TestCase {

	use FixtureBuild;

	/**
	 * The query globals before a test changed them.
	 *
	 * @var array<string, mixed>
	 */
	private $globals = array();

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_script_registry();
		foreach ( array( 'wp_query', 'wp_the_query', 'post' ) as $name ) {
			$this->globals[ $name ] = $GLOBALS[ $name ] ?? null;
		}
	}

	protected function tearDown(): void {
		self::mini_cart_registry( null );
		foreach ( $this->globals as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		$this->remove_fixture_build();
		$this->fresh_script_registry();
		parent::tearDown();
	}

	/**
	 * Writes a fixture build (entries, the mini-cart and cart blocks),
	 * points Kiosk at it and registers handles and blocks.
	 *
	 * @param array<string, array> $entries name → dependencies.
	 * @param string[]             $css     names that emit a stylesheet.
	 */
	private function fixture( array $entries, array $css = array() ): Scripts {
		$this->write_fixture_build(
			$entries,
			array(
				'mini-cart' => array(
					'apiVersion' => 3,
					'name'       => 'kiosk/mini-cart',
					'title'      => 'Mini-Cart',
					'viewScript' => 'kiosk-mini-cart',
				),
				'cart'      => array(
					'apiVersion' => 3,
					'name'       => 'kiosk/cart',
					'title'      => 'Cart',
					'viewScript' => 'kiosk-cart',
				),
			),
			$css
		);
		$scripts = \Kiosk\Tests\Wired::scripts();
		$scripts->register();
		// Every block registered here (the plugin's own block.json too) goes again in tearDown.
		$this->blocks = array_merge( $this->blocks, ( \Kiosk\Tests\Wired::blocks() )->register() );
		return $scripts;
	}

	/**
	 * A fixture shaped like the real build's cart and express entries.
	 */
	private function shop_fixture(): Scripts {
		return $this->fixture(
			array(
				'api'             => array( 'wp-api-fetch' ),
				'data'            => array( 'kiosk-api', 'wp-data', 'wp-i18n' ),
				'checkout-data'   => array( 'kiosk-api', 'kiosk-data', 'wp-data', 'wp-hooks', 'wp-i18n' ),
				'cart'            => array( 'kiosk-api', 'kiosk-data', 'wp-data', 'wp-element', 'wp-i18n' ),
				'mini-cart'       => array(),
				'mini-cart-drawer' => array( 'kiosk-data', 'react-jsx-runtime', 'wp-data', 'wp-element', 'wp-i18n' ),
				'registry'        => array( 'react', 'wp-i18n' ),
				'compose-for-data' => array( 'wp-element' ),
			),
			array( 'cart', 'mini-cart-drawer' )
		);
	}

	/**
	 * The handles of a list.
	 *
	 * @param array $list Script entries.
	 * @return string[]
	 */
	/** The core scripts only core's wp-compose needs. */
	const COMPOSE_ONLY = array( 'wp-dom', 'wp-keycodes', 'wp-undo-manager' );

	/**
	 * Whether a list entry is Kiosk's small wp-compose.
	 *
	 * @param array<string, string> $entry A list entry.
	 */
	private static function is_small_compose( array $entry ): bool {
		return 'wp-compose' === $entry['handle'] && false !== strpos( $entry['src'], '/build/' . ComposeHooks::SMALL . '.js?ver=' );
	}

	private static function handles( array $list ): array {
		return array_map( static fn( $entry ) => $entry['handle'], $list );
	}

	/**
	 * What the address in this page's `miniCart.list` answers: the query
	 * arguments it names, the answer's status, Cache-Control and list.
	 *
	 * @return array{args: array<string, string>, status: int, cache: string, list: array}
	 */
	private static function mini_cart_answer(): array {
		$url = \Kiosk\Tests\Wired::settings()->data()['miniCart']['list'];
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $args );
		list( $status, $body, $cache ) = \Kiosk\Tests\Wired::lazy_script_list()->response(
			array(
				'name'    => (string) ( $args[ LazyScriptList::ENDPOINT ] ?? '' ),
				'compose' => (string) ( $args['compose'] ?? '' ),
				'locale'  => (string) ( $args['locale'] ?? '' ),
				'key'     => (string) ( $args['v'] ?? '' ),
			)
		);
		return array(
			'args'   => $args,
			'status' => $status,
			'cache'  => $cache,
			'list'   => (array) json_decode( $body, true ),
		);
	}

	/** The mini cart's list as its address answers it. */
	private static function mini_cart_list(): array {
		return self::mini_cart_answer()['list'];
	}

	/**
	 * A payment extension's script (what can register an express method),
	 * added where Kiosk loads its payment methods.
	 */
	private function extension_script(): void {
		wp_register_script( 'acme-express', 'https://example.test/acme-express.js', array( 'kiosk-registry', 'kiosk-api', 'wp-element' ), '1.0', true );
		$this->filter(
			'kiosk_checkout_payment_method_scripts',
			static function ( $handles ) {
				$handles[] = 'acme-express';
				return $handles;
			}
		);
	}

	/**
	 * Asserts every entry's dependencies (through source-less aliases) come
	 * before it, but for those wp-compose's unused hooks need (ComposeHooks),
	 * which a list may leave out.
	 *
	 * @param array $list Script entries.
	 */
	private function assertDependencyOrder( array $list ): void {
		$position = array_flip( self::handles( $list ) );
		$this->assertCount( count( $list ), $position, 'no handle twice' );
		$registered = wp_scripts()->registered;
		$needs      = static function ( string $handle ) use ( &$needs, $registered ): array {
			$out = array();
			foreach ( $registered[ $handle ]->deps as $dep ) {
				$out = array_merge( $out, $registered[ $dep ]->src ? array( $dep ) : $needs( $dep ) );
			}
			return $out;
		};
		foreach ( $list as $index => $entry ) {
			foreach ( $needs( $entry['handle'] ) as $dep ) {
				// Kiosk's small wp-compose needs only wp-element.
				if ( 'wp-compose' === $entry['handle'] && self::is_small_compose( $entry ) && 'wp-element' !== $dep ) {
					continue;
				}
				$this->assertArrayHasKey( $dep, $position, "{$entry['handle']} needs $dep" );
				$this->assertLessThan( $index, $position[ $dep ], "$dep comes before {$entry['handle']}" );
			}
		}
	}

	public function test_the_mini_cart_lists_its_drawer_and_all_its_dependencies_in_the_client_shape(): void {
		$this->shop_fixture();
		$data = \Kiosk\Tests\Wired::settings()->data();
		$this->assertArrayHasKey( 'miniCart', $data );
		$this->assertSame( array( 'list' ), array_keys( $data['miniCart'] ), 'the page names the list, it does not carry it' );
		$list = self::mini_cart_list();
		foreach ( $list as $entry ) {
			$this->assertSame( array(), array_diff( array_keys( $entry ), array( 'handle', 'src', 'translations', 'style' ) ), $entry['handle'] );
			$this->assertSame( array( 'handle', 'src' ), array_slice( array_keys( $entry ), 0, 2 ) );
			foreach ( $entry as $key => $value ) {
				$this->assertIsString( $value, "{$entry['handle']}.$key" );
			}
		}
		$handles = self::handles( $list );
		$this->assertSame( 'kiosk-mini-cart-drawer', end( $handles ), 'the requested handle comes last' );
		$this->assertNotContains( 'kiosk-cart', $handles, 'the drawer does not need the cart block\'s script' );
		foreach ( array( 'react', 'react-dom', 'wp-element', 'wp-data', 'wp-i18n', 'wp-api-fetch', 'kiosk-api', 'kiosk-data' ) as $handle ) {
			$this->assertContains( $handle, $handles );
		}
		$this->assertNotContains( 'kiosk-settings', $handles, 'the settings handle has no file to load' );
		$this->assertNotContains( 'kiosk-mini-cart', $handles );
		$this->assertDependencyOrder( $list );
		// wp-data brings wp-compose: Kiosk's small one, without what only
		// core's needs.
		$compose = array_values( array_filter( $list, static fn( $entry ) => 'wp-compose' === $entry['handle'] ) );
		$this->assertCount( 1, $compose );
		$this->assertSame( plugins_url( 'build/compose-for-data.js', KIOSK_FILE ) . '?ver=v-compose-for-data', $compose[0]['src'] );
		$this->assertLessThan( array_search( 'wp-data', $handles, true ), array_search( 'wp-compose', $handles, true ) );
		$this->assertSame( array(), array_intersect( self::COMPOSE_ONLY, $handles ) );
	}

	/**
	 * The mini cart's list with core's wp-compose, whole.
	 *
	 * @param array<int, array<string, string>> $list The list.
	 */
	private function assertCoreCompose( array $list ): void {
		$handles = self::handles( $list );
		$this->assertSame( self::COMPOSE_ONLY, array_values( array_intersect( self::COMPOSE_ONLY, $handles ) ) );
		$by = array_column( $list, 'src', 'handle' );
		$this->assertStringContainsString( '/wp-includes/js/dist/compose', $by['wp-compose'] );
		$this->assertDependencyOrder( $list );
	}

	public function test_a_page_script_asking_for_wp_compose_keeps_cores_whole_in_the_lists(): void {
		$this->shop_fixture();
		wp_enqueue_script( 'acme-widget', 'https://example.test/acme-widget.js', array( 'wp-compose' ), '1.0', true );
		$this->assertCoreCompose( self::mini_cart_list() );
	}

	public function test_a_filter_or_a_build_without_the_small_compose_keeps_cores_whole_in_the_lists(): void {
		$this->shop_fixture();
		$this->filter( 'kiosk_leave_out_compose_hooks', '__return_false' );
		$this->assertCoreCompose( self::mini_cart_list() );
		remove_all_filters( 'kiosk_leave_out_compose_hooks' );
		wp_delete_file( Scripts::manifest()->dir() . 'compose-for-data.js' );
		$this->assertCoreCompose( self::mini_cart_list() );
	}

	public function test_every_src_is_the_absolute_versioned_url_wordpress_prints(): void {
		$this->shop_fixture();
		$list = self::mini_cart_list();
		$by   = array_column( $list, 'src', 'handle' );
		$this->assertSame( plugins_url( 'build/mini-cart-drawer.js', KIOSK_FILE ) . '?ver=v-mini-cart-drawer', $by['kiosk-mini-cart-drawer'] );
		$react = wp_scripts()->registered['react'];
		$this->assertStringStartsWith( '/wp-includes/', $react->src, 'core registers a relative src' );
		$this->assertSame( site_url( $react->src ) . '?ver=' . $react->ver, $by['react'] );
		foreach ( $list as $entry ) {
			$this->assertMatchesRegularExpression( '#^https?://[^/]+/.+\?(.*&)?ver=[^&]+#', $entry['src'], $entry['handle'] );
		}
		// Field for field what WordPress would print for the same handle (the
		// src as a browser reads it from the parsed script element).
		$html = $this->capture( static fn() => wp_scripts()->do_items( array( 'kiosk-mini-cart-drawer' ) ) );
		$dom  = $this->xpath( $html );
		foreach ( $list as $entry ) {
			if ( self::is_small_compose( $entry ) ) {
				continue; // Kiosk's file under core's handle (test_the_mini_cart_lists…).
			}
			$printed = $dom->query( '//script[@id="' . $entry['handle'] . '-js"]' );
			$this->assertSame( 1, $printed->length, $entry['handle'] . ' printed once: ' . $html );
			$this->assertSame( $entry['src'], $printed->item( 0 )->getAttribute( 'src' ), $entry['handle'] );
		}
	}

	public function test_a_kiosk_handle_carries_its_translations_and_stylesheet(): void {
		$this->shop_fixture();
		$languages = WP_CONTENT_DIR . '/plugins/kiosk/languages';
		$this->assertFileExists( $languages . '/kiosk-de_DE-' . md5( 'build/mini-cart-drawer.js' ) . '.json', 'the drawer has German script translations' );
		$by = array();
		foreach ( self::mini_cart_list() as $entry ) {
			$by[ $entry['handle'] ] = $entry;
		}
		$drawer = $by['kiosk-mini-cart-drawer'];
		$this->assertSame( trim( (string) load_script_textdomain( 'kiosk-mini-cart-drawer', 'kiosk', $languages ) ), $drawer['translations'] );
		$this->assertArrayHasKey( 'locale_data', json_decode( $drawer['translations'], true ) );
		$this->assertSame( plugins_url( 'build/mini-cart-drawer.css', KIOSK_FILE ) . '?ver=v-mini-cart-drawer', $drawer['style'] );
		$this->assertArrayNotHasKey( 'style', $by['kiosk-data'], 'no stylesheet emitted for data' );
		$this->assertArrayNotHasKey( 'translations', $by['react'], 'no Kiosk translations for a core handle' );
		$this->assertArrayNotHasKey( 'style', $by['react'] );
		$this->assertArrayNotHasKey( 'translations', $by['kiosk-api'], 'kiosk-api does not use wp-i18n' );
	}

	public function test_cart_express_leaves_woocommerces_offline_methods_to_the_checkout_and_answers_woocommerces_registry_handles_itself(): void {
		$this->shop_fixture();
		// As WooCommerce registers them: its registry and settings files, its
		// bank transfer script and a gateway's express script depending on them.
		wp_register_script( 'wc-blocks-registry', 'https://example.test/woo/wc-blocks-registry.js', array(), '1', true );
		wp_register_script( 'wc-settings', 'https://example.test/woo/wc-settings.js', array(), '1', true );
		wp_register_script( 'wc-payment-method-bacs', 'https://example.test/woo/bacs.js', array( 'wc-blocks-registry', 'wc-settings' ), '1', true );
		wp_register_script( 'acme-wallet', 'https://example.test/acme-wallet.js', array( 'wc-blocks-registry', 'wc-settings', 'wp-element' ), '1', true );
		$this->filter(
			'kiosk_checkout_payment_method_scripts',
			static function ( $handles ) {
				return array_merge( $handles, array( 'wc-payment-method-bacs', 'acme-wallet' ) );
			}
		);
		$this->visit_page( '<!-- wp:kiosk/cart --><div class="wp-block-kiosk-cart"></div><!-- /wp:kiosk/cart -->' );
		$list    = \Kiosk\Tests\Wired::lazy_scripts()->resolve( \Kiosk\Tests\Wired::lazy_scripts()->cart_express() );
		$handles = self::handles( $list );
		$this->assertSame( 'acme-wallet', end( $handles ) );
		$this->assertNotContains( 'wc-payment-method-bacs', $handles, 'bank transfer is never express: the checkout loads it' );
		$this->assertContains( 'kiosk-registry', $handles, "Kiosk's registry answers as wc.wcBlocksRegistry" );
		$this->assertSame(
			array(),
			array_values(
				array_filter(
					array_column( $list, 'src' ),
					static function ( $src ) {
						return false !== strpos( (string) $src, '/woo/' );
					}
				)
			),
			"WooCommerce's registry and settings files are not loaded"
		);
		$this->assertDependencyOrder( $list );
	}

	public function test_cart_express_is_listed_on_the_cart_page_only_when_an_extension_can_offer_express_payment(): void {
		$this->shop_fixture();
		$this->visit_page( '<!-- wp:kiosk/cart --><div class="wp-block-kiosk-cart"></div><!-- /wp:kiosk/cart -->' );
		$this->assertSame( array(), \Kiosk\Tests\Wired::lazy_scripts()->cart_express(), 'no payment method script, nothing to load' );
		$this->assertArrayNotHasKey( 'cartExpress', \Kiosk\Tests\Wired::settings()->data(), 'nothing to load for the express area, not even the checkout\'s stores' );

		$this->extension_script();
		$this->visit_page( '<!-- wp:paragraph --><p>Impressum</p><!-- /wp:paragraph -->' );
		$this->assertArrayNotHasKey( 'cartExpress', \Kiosk\Tests\Wired::settings()->data(), 'not on a page without the cart block' );
		$this->assertArrayHasKey( 'miniCart', \Kiosk\Tests\Wired::settings()->data(), 'the mini cart renders everywhere' );

		$this->visit_page( '<!-- wp:kiosk/cart --><div class="wp-block-kiosk-cart"></div><!-- /wp:kiosk/cart -->' );
		$data = \Kiosk\Tests\Wired::settings()->data();
		$this->assertArrayHasKey( 'cartExpress', $data );
		$list    = $data['cartExpress']['scripts'];
		$handles = self::handles( $list );
		$this->assertSame( 'acme-express', end( $handles ) );
		$this->assertContains( 'kiosk-registry', $handles );
		$this->assertContains( 'kiosk-api', $handles );
		$this->assertContains( 'react', $handles );
		$this->assertDependencyOrder( $list );
		$by = array_column( $list, null, 'handle' );
		$this->assertSame( 'https://example.test/acme-express.js?ver=1.0', $by['acme-express']['src'] );
		$this->assertArrayHasKey( 'translations', $by['kiosk-registry'], 'kiosk-registry has German script translations' );
		$this->assertStringContainsString( 'window.kioskSettings', \Kiosk\Tests\Wired::settings()->inline_script() );

		// The checkout's stores, for when the shopper reaches for an express button.
		$stores = $data['cartExpress']['checkout'];
		$this->assertSame( 'kiosk-checkout-data', end( $stores )['handle'] );
		$this->assertContains( 'kiosk-data', self::handles( $stores ), 'its dependencies come along (the client skips what the page has)' );
		$this->assertDependencyOrder( $stores );
		$this->assertNotContains( 'kiosk-checkout-data', $handles, 'not among what loads at idle' );
	}

	public function test_the_checkout_stores_are_listed_where_an_extension_put_the_registry_on_the_cart_page(): void {
		$this->shop_fixture();
		$this->visit_page( '<!-- wp:kiosk/cart --><div class="wp-block-kiosk-cart"></div><!-- /wp:kiosk/cart -->' );
		wp_enqueue_script( 'kiosk-registry' );
		$data = \Kiosk\Tests\Wired::settings()->data();
		$this->assertArrayNotHasKey( 'scripts', $data['cartExpress'] ?? array(), 'no extension script to load' );
		$this->assertSame( 'kiosk-checkout-data', end( $data['cartExpress']['checkout'] )['handle'] );
	}

	public function test_the_cart_page_can_be_declared_through_a_filter(): void {
		$this->shop_fixture();
		$this->extension_script();
		$this->filter( 'kiosk_is_cart_page', '__return_true' );
		$this->assertArrayHasKey( 'cartExpress', \Kiosk\Tests\Wired::settings()->data() );
	}

	public function test_the_contact_form_list_holds_the_loader_and_the_script_with_its_dependencies(): void {
		$this->fixture(
			array(
				'contact-form'        => array( 'wp-i18n' ),
				'contact-form-loader' => array(),
			),
			array( 'contact-form' )
		);
		$this->assertArrayNotHasKey( 'contactForm', \Kiosk\Tests\Wired::settings()->data(), 'not in every page\'s settings' );
		$list = \Kiosk\Tests\Wired::lazy_scripts()->contact_form();
		$this->assertSame( array( 'loader', 'list' ), array_keys( $list ) );
		$this->assertSame( plugins_url( 'build/contact-form-loader.js', KIOSK_FILE ) . '?ver=v-contact-form-loader', $list['loader'] );
		parse_str( (string) wp_parse_url( $list['list'], PHP_URL_QUERY ), $args );
		$this->assertSame( 'contact-form', $args[ LazyScriptList::ENDPOINT ] );
		list( $status, $body ) = \Kiosk\Tests\Wired::lazy_script_list()->response(
			array(
				'name'    => 'contact-form',
				'compose' => (string) $args['compose'],
				'locale'  => (string) $args['locale'],
				'key'     => (string) $args['v'],
			)
		);
		$this->assertSame( 200, $status );
		$scripts = json_decode( $body, true );
		$this->assertSame( array( 'wp-hooks', 'wp-i18n', 'kiosk-contact-form' ), self::handles( $scripts ) );
		$this->assertDependencyOrder( $scripts );
		$this->assertSame( plugins_url( 'build/contact-form.css', KIOSK_FILE ) . '?ver=v-contact-form', end( $scripts )['style'] );
	}

	public function test_no_contact_form_list_without_the_loader(): void {
		$this->fixture( array( 'contact-form' => array( 'wp-i18n' ) ) );
		$this->assertSame( array(), \Kiosk\Tests\Wired::lazy_scripts()->contact_form() );
	}

	public function test_nothing_is_listed_when_the_core_is_unsupported(): void {
		$this->shop_fixture();
		$this->extension_script();
		$this->visit_page( '<!-- wp:kiosk/cart /-->' );
		$this->filter( 'kiosk_core_supported', '__return_false', 20 );
		$data = \Kiosk\Tests\Wired::settings()->data();
		$this->assertArrayNotHasKey( 'miniCart', $data );
		$this->assertArrayNotHasKey( 'cartExpress', $data );
		$this->assertSame( array(), \Kiosk\Tests\Wired::lazy_scripts()->settings() );
	}

	public function test_no_mini_cart_list_where_the_mini_cart_does_not_render(): void {
		$this->shop_fixture();
		$this->filter( 'kiosk_mini_cart_renders', '__return_false' );
		$this->assertArrayNotHasKey( 'miniCart', \Kiosk\Tests\Wired::settings()->data() );
		unregister_block_type( 'kiosk/mini-cart' );
		remove_filter( 'kiosk_mini_cart_renders', '__return_false' );
		$this->assertFalse( \Kiosk\Tests\Wired::lazy_scripts()->mini_cart_renders(), 'no mini-cart block, no mini cart' );
	}

	public function test_a_handle_whose_dependencies_wordpress_lacks_is_left_out_as_wordpress_would(): void {
		$this->fixture(
			array(
				'mini-cart' => array(),
				'cart'      => array( 'wp-element', 'kiosk-missing' ),
			)
		);
		$this->assertSame( array(), \Kiosk\Tests\Wired::lazy_scripts()->resolve( array( 'kiosk-cart' ) ) );
		$this->assertArrayNotHasKey( 'miniCart', \Kiosk\Tests\Wired::settings()->data() );
		// A dependency of the dropped handle is still listed for a later handle that needs it.
		$list    = \Kiosk\Tests\Wired::lazy_scripts()->resolve( array( 'kiosk-cart', 'wp-element' ) );
		$handles = self::handles( $list );
		$this->assertNotContains( 'kiosk-cart', $handles );
		$this->assertSame( 'wp-element', end( $handles ) );
		$this->assertContains( 'react', $handles );
		$this->assertDependencyOrder( $list );
	}

	public function test_the_mini_cart_lists_address_is_the_same_for_every_visitor_and_names_its_content(): void {
		$this->shop_fixture();
		$answer = self::mini_cart_answer();
		$this->assertSame( home_url( '/' ), strtok( \Kiosk\Tests\Wired::settings()->data()['miniCart']['list'], '?' ) );
		$this->assertSame( array( LazyScriptList::ENDPOINT, 'compose', 'locale', 'v' ), array_keys( $answer['args'] ) );
		$this->assertSame( 'mini-cart', $answer['args'][ LazyScriptList::ENDPOINT ] );
		$this->assertSame( 'small', $answer['args']['compose'] );
		$this->assertSame( determine_locale(), $answer['args']['locale'] );
		$this->assertSame( LazyScriptList::key( $answer['list'] ), $answer['args']['v'] );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'public, max-age=31536000, immutable', $answer['cache'], 'the key matches: cached as immutable' );
		// Nothing of the visitor: a logged-in administrator gets the same address.
		$before = \Kiosk\Tests\Wired::settings()->data()['miniCart']['list'];
		$this->login( 'admin' );
		$this->assertSame( $before, \Kiosk\Tests\Wired::settings()->data()['miniCart']['list'] );
		wp_set_current_user( 0 );
		// The drawer's translations travel in the answer, not in the page.
		$this->assertStringNotContainsString( 'locale_data', \Kiosk\Tests\Wired::settings()->inline_script() );
		$this->assertStringContainsString( 'locale_data', wp_json_encode( $answer['list'] ) );
	}

	public function test_an_address_from_an_older_page_gets_the_current_list_cached_briefly_and_an_unknown_list_nothing(): void {
		$this->shop_fixture();
		$current = self::mini_cart_list();
		list( $status, $body, $cache ) = \Kiosk\Tests\Wired::lazy_script_list()->response(
			array(
				'name'    => 'mini-cart',
				'compose' => 'small',
				'locale'  => determine_locale(),
				'key'     => str_repeat( '0', 20 ),
			)
		);
		$this->assertSame( 200, $status );
		$this->assertSame( $current, json_decode( $body, true ) );
		$this->assertSame( 'public, max-age=600', $cache );
		$this->assertSame( array( 404, '', 'no-store' ), \Kiosk\Tests\Wired::lazy_script_list()->response( array( 'name' => 'cart', 'compose' => '', 'locale' => '', 'key' => '' ) ) );
	}

	public function test_the_real_build_lists_the_cart_and_express_scripts_with_cores_handles(): void {
		$real = getenv( 'KIOSK_ROOT' ) . '/build';
		foreach ( array( 'cart', 'mini-cart-drawer', 'registry', 'checkout-data' ) as $name ) {
			if ( ! is_readable( "$real/$name.asset.php" ) ) {
				$this->markTestSkipped( 'no build/ (run npm run build)' );
			}
		}
		\Kiosk\Tests\Wired::scripts()->register();
		$jsx = wp_scripts()->registered['react-jsx-runtime'] ?? null;
		$this->assertNotNull( $jsx, 'core registers react-jsx-runtime (WordPress 6.6+)' );
		$mini = \Kiosk\Tests\Wired::lazy_scripts()->resolve( LazyScripts::MINI_CART );
		$this->assertSame( 'kiosk-mini-cart-drawer', end( $mini )['handle'] );
		$this->assertDependencyOrder( $mini );
		$by = array_column( $mini, null, 'handle' );
		$this->assertSame( '/wp-includes/js/dist/vendor/react-jsx-runtime.min.js', $jsx->src );
		$this->assertSame( site_url( $jsx->src ) . '?ver=' . $jsx->ver, $by['react-jsx-runtime']['src'] );
		if ( is_readable( "$real/mini-cart-drawer.css" ) ) {
			$this->assertStringStartsWith( plugins_url( 'build/mini-cart-drawer.css', KIOSK_FILE ) . '?ver=', $by['kiosk-mini-cart-drawer']['style'] );
		}
		if ( is_readable( WP_CONTENT_DIR . '/plugins/kiosk/languages/kiosk-de_DE-' . md5( 'build/mini-cart-drawer.js' ) . '.json' ) ) {
			$this->assertArrayHasKey( 'translations', $by['kiosk-mini-cart-drawer'] );
		}
		$this->assertSame( array(), \Kiosk\Tests\Wired::lazy_scripts()->cart_express() );
		$this->extension_script();
		$express = \Kiosk\Tests\Wired::lazy_scripts()->resolve( \Kiosk\Tests\Wired::lazy_scripts()->cart_express() );
		$handles = self::handles( $express );
		$this->assertSame( 'acme-express', end( $handles ) );
		$this->assertContains( 'kiosk-registry', $handles );
		$this->assertDependencyOrder( $express );
		$stores = \Kiosk\Tests\Wired::lazy_scripts()->resolve( LazyScripts::CART_EXPRESS_STORES );
		$this->assertSame( 'kiosk-checkout-data', end( $stores )['handle'] );
		$this->assertContains( 'kiosk-data', self::handles( $stores ) );
		$this->assertDependencyOrder( $stores );
	}

	/**
	 * Sets (or with null, forgets) the mini cart's integration registry
	 * the tests' WooCommerceCheckout caught from WooCommerce.
	 *
	 * @param object|null $registry A registry answering WooCommerce's two calls.
	 */
	private static function mini_cart_registry( $registry ): void {
		$property = new \ReflectionProperty( \Kiosk\Assets\WooCommerceCheckout::class, 'registries' );
		$property->setAccessible( true );
		$instance   = \Kiosk\Tests\Wired::woocommerce_checkout();
		$registries = (array) $property->getValue( $instance );
		unset( $registries['mini-cart'] );
		if ( null !== $registry ) {
			$registries['mini-cart'] = $registry;
		}
		$property->setValue( $instance, $registries );
	}

	/**
	 * A mini-cart integration as Germanized's: a script in its own text
	 * domain needing a settings script (data printed before it) that needs
	 * `wc-settings` (WooCommerce's `wcSettings` printed before it while the
	 * footer prints).
	 */
	private function mini_cart_integration(): string {
		$dir = get_temp_dir() . 'kiosk-acme-languages';
		wp_mkdir_p( $dir );
		$json = (string) wp_json_encode(
			array(
				'locale_data' => array(
					'messages' => array(
						''          => array( 'lang' => 'de' ),
						'incl. VAT' => array( 'inkl. MwSt.' ),
					),
				),
			)
		);
		file_put_contents( $dir . '/acme-' . determine_locale() . '-acme-mini-cart.json', $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		wp_register_script( 'acme-settings', 'https://example.test/acme-settings.js', array( 'wc-settings' ), '1', true );
		wp_localize_script( 'acme-settings', 'acmeL10n', array( 'a' => 'b' ) );
		// WooCommerce's own checkout globals, which need its block components.
		wp_register_script( 'wc-blocks-components', 'https://example.test/wc-blocks-components.js', array(), '1', true );
		wp_register_script( 'wc-blocks-checkout', 'https://example.test/wc-blocks-checkout.js', array( 'wc-blocks-components' ), '1', true );
		wp_register_script( 'kiosk-wc-checkout', 'https://example.test/kiosk-wc-checkout.js', array( 'wp-data' ), '1', true );
		wp_register_script( 'acme-mini-cart', 'https://example.test/acme-mini-cart.js', array( 'acme-settings', 'wc-blocks-checkout', 'wp-i18n' ), '1', true );
		wp_set_script_translations( 'acme-mini-cart', 'acme', $dir );
		wp_add_inline_script( 'acme-mini-cart', 'acmeMiniCart.start();', 'after' );
		self::mini_cart_registry(
			new class() {
				/** The integration's handles. */
				public function get_all_registered_script_handles(): array {
					return array( 'acme-mini-cart' );
				}
				/** Its script data (none). */
				public function get_all_registered_script_data(): array {
					return array();
				}
			}
		);
		// What WooCommerce and Germanized attach while the footer prints.
		$this->filter(
			'wp_print_footer_scripts',
			static function () {
				if ( wp_script_is( 'acme-settings', 'enqueued' ) ) {
					wp_add_inline_script( 'wc-settings', 'var wcSettings = wcSettings || {};', 'before' );
					// Core's and Kiosk's inline code is the page's, for its visitor.
					wp_add_inline_script( 'wp-i18n', 'wp.apiFetch = { nonce: "' . wp_create_nonce( 'wp_rest' ) . '" };', 'after' );
					wp_add_inline_script( 'kiosk-mini-cart-drawer', 'var kioskNonce = "' . wp_create_nonce( 'wc_store_api' ) . '";', 'before' );
					wp_add_inline_script( 'acme-settings', 'var acmeSettings = { note: "<!-- <script><b>x</b>" };', 'before' );
				}
				echo 'printed by a footer callback';
			},
			1
		);
		return $dir;
	}

	public function test_the_mini_carts_list_runs_woocommerces_mini_cart_integrations_with_what_wordpress_prints_around_their_scripts(): void {
		$this->shop_fixture();
		$plain = self::mini_cart_answer();
		$this->assertSame( 'public, max-age=31536000, immutable', $plain['cache'], 'without an integration the list is the page\'s' );
		$this->assertNotContains( 'acme-mini-cart', self::handles( $plain['list'] ) );

		$dir    = $this->mini_cart_integration();
		$answer = $this->capture( static fn() => print( wp_json_encode( self::mini_cart_answer() ) ) );
		$answer = json_decode( $answer, true );
		$list   = $answer['list'];
		$this->assertSame( 'public, max-age=600', $answer['cache'], 'the page cannot name the extensions\' data' );
		$handles = self::handles( $list );
		$this->assertSame( 'acme-mini-cart-js-after', end( $handles ), 'the integration last, its after code after its file' );
		$this->assertLessThan( array_search( 'acme-settings', $handles, true ), array_search( 'kiosk-mini-cart-drawer', $handles, true ) );
		$files = array_values( array_filter( $list, static fn( $entry ) => 0 !== strpos( $entry['src'], 'data:' ) ) );
		$this->assertDependencyOrder( $files );
		// WooCommerce's checkout globals answered by Kiosk's bridge, not its block front end.
		$this->assertContains( 'kiosk-wc-checkout', $handles );
		$this->assertNotContains( 'wc-blocks-components', $handles );
		$this->assertNotContains( 'wc-blocks-checkout', $handles, 'an alias without inline code is not listed' );
		foreach ( $files as $entry ) {
			$this->assertMatchesRegularExpression( '#^https?://#', $entry['src'], $entry['handle'] );
		}

		// Each piece of inline code is an entry of its own, named by WordPress's
		// id for it, in WordPress's order around the file (WP_Scripts::do_item()):
		// `wc-settings`, an alias of Kiosk's registry, by its data alone.
		$this->assertNotContains( 'wc-settings', $handles );
		$acme = array_values( array_filter( $handles, static fn( $handle ) => 0 === strpos( $handle, 'acme-' ) ) );
		$this->assertSame(
			array( 'acme-settings-js-extra', 'acme-settings-js-before', 'acme-settings', 'acme-mini-cart-js-translations', 'acme-mini-cart', 'acme-mini-cart-js-after' ),
			$acme
		);
		$this->assertLessThan( array_search( 'acme-settings-js-extra', $handles, true ), array_search( 'wc-settings-js-before', $handles, true ) );
		$by = array_column( $list, null, 'handle' );
		// Exactly the code WordPress prints in each tag (wp_get_inline_script_tag()).
		$code = static function ( string $handle ) use ( $by ): string {
			$prefix = 'data:text/javascript;base64,';
			$src    = $by[ $handle ]['src'];
			return 0 === strpos( $src, $prefix ) ? (string) base64_decode( substr( $src, strlen( $prefix ) ), true ) : ''; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		};
		$this->assertSame( array( 'handle', 'src' ), array_keys( $by['wc-settings-js-before'] ) );
		$this->assertSame( "\nvar wcSettings = wcSettings || {};\n//# sourceURL=wc-settings-js-before\n", $code( 'wc-settings-js-before' ) );
		$this->assertSame( "\nvar acmeL10n = {\"a\":\"b\"};\n//# sourceURL=acme-settings-js-extra\n", $code( 'acme-settings-js-extra' ) );
		$this->assertSame( "\nvar acmeSettings = { note: \"<!-- <script><b>x</b>\" };\n//# sourceURL=acme-settings-js-before\n", $code( 'acme-settings-js-before' ) );
		$this->assertSame( "\nacmeMiniCart.start();\n//# sourceURL=acme-mini-cart-js-after\n", $code( 'acme-mini-cart-js-after' ) );
		$translations = $code( 'acme-mini-cart-js-translations' );
		$this->assertStringContainsString( 'wp.i18n.setLocaleData( localeData, domain );', $translations );
		$this->assertStringContainsString( '} )( "acme", {', $translations );
		$this->assertStringContainsString( '"incl. VAT":["inkl. MwSt."]', $translations );
		$this->assertStringEndsWith( "\n//# sourceURL=acme-mini-cart-js-translations\n", $translations );
		$this->assertSame( array( 'handle', 'src' ), array_keys( $by['acme-mini-cart'] ), 'an extension\'s translations are not in its file\'s entry' );
		// WordPress's and Kiosk's own scripts are listed by their files alone.
		$this->assertSame( array(), preg_grep( '/^(wp-|kiosk-|react).*-js-/', $handles ), 'core\'s and Kiosk\'s inline code is not listed' );
		$this->assertArrayNotHasKey( 'translations', $by['wp-i18n'] );

		// Cookieless and cacheable: nothing for one visitor (no nonce, no user).
		$body = Settings::json( $list );
		foreach ( array( 'wp_rest', 'wc_store_api' ) as $action ) {
			$nonce = wp_create_nonce( $action );
			$this->assertStringNotContainsString( $nonce, $body . implode( '', array_map( $code, $handles ) ), $action );
		}
		// Nothing was printed, WordPress's footer printing is hooked again.
		$this->assertSame( 10, has_action( 'wp_print_footer_scripts', '_wp_footer_scripts' ) );
		$this->assertSame( array(), wp_scripts()->done );

		// The JSON cannot open or end a script element or a comment wherever
		// it is printed (`cartExpress.scripts` goes into the page's HTML).
		$this->assertStringNotContainsString( '<', $body );
		$this->assertStringNotContainsString( '>', $body );
		$this->assertSame( $list, json_decode( $body, true ) );
		array_map( 'wp_delete_file', (array) glob( $dir . '/*.json' ) );
	}

	public function test_the_page_marks_an_extensions_inline_code_it_printed_so_the_lists_entry_of_it_does_not_run_again(): void {
		$this->shop_fixture();
		$this->assertSame( 10, has_filter( 'wp_inline_script_attributes', array( LazyScripts::class, 'mark_inline' ) ), 'the plugin marks them (AssetPlan::hook())' );
		wp_register_script( 'acme-notes', 'https://example.test/acme-notes.js', array(), '1', true );
		wp_localize_script( 'acme-notes', 'acmeL10n', array( 'a' => 'b' ) );
		wp_add_inline_script( 'acme-notes', 'acmeNotes.before();', 'before' );
		wp_add_inline_script( 'acme-notes', 'acmeNotes.after();', 'after' );
		wp_register_script( 'acme-alias', false, array(), '1', true );
		wp_add_inline_script( 'acme-alias', 'var acmeAlias = 1;', 'before' );
		wp_add_inline_script( 'wp-i18n', 'wp.i18n.core();', 'after' );
		wp_add_inline_script( 'kiosk-data', 'kiosk.own();', 'before' );
		$html = $this->capture( static fn() => wp_scripts()->do_items( array( 'acme-notes', 'acme-alias', 'wp-i18n', 'kiosk-data' ) ) );

		$marked = array();
		$tags   = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( 'script' ) ) {
			$marked[ (string) $tags->get_attribute( 'id' ) ] = $tags->get_attribute( 'data-handles' );
		}
		// The handle of each in the drawer's list is the tag's id (LazyScripts::entries()).
		$this->assertSame( 'acme-notes-js-extra', $marked['acme-notes-js-extra'] );
		$this->assertSame( 'acme-notes-js-before', $marked['acme-notes-js-before'] );
		$this->assertSame( 'acme-notes-js-after', $marked['acme-notes-js-after'] );
		$this->assertSame( 'acme-alias-js-before', $marked['acme-alias-js-before'] );
		// The file's tag, core's and Kiosk's inline code are left as WordPress prints them.
		$this->assertNull( $marked['acme-notes-js'] );
		$this->assertNull( $marked['wp-i18n-js-after'] );
		$this->assertNull( $marked['kiosk-data-js-before'] );
		$this->assertSame( array( 'acme-notes-js-extra', 'acme-notes-js-before', 'acme-notes' ), array_slice( self::handles( LazyScripts::entries( wp_scripts(), 'acme-notes' ) ), 0, 3 ) );
	}
}
