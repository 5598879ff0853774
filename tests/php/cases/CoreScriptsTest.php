<?php
/**
 * Core's scripts joined into one file on the shop's pages (CoreScripts), on
 * real WordPress with its real core scripts: what prints, in which order,
 * and when nothing is joined.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\ComposeHooks;
use Kiosk\Assets\CoreScripts;
use Kiosk\Assets\Scripts;

/**
 * Joining core's scripts.
 */
final class CoreScriptsTest extends TestCase {

	/**
	 * The uploads folder of this test (Kiosk writes nothing there).
	 *
	 * @var string
	 */
	private $uploads = '';

	/**
	 * The joiner under test: the one the plugin wired (Plugin::boot()),
	 * whose tag filter is hooked.
	 *
	 * @var CoreScripts
	 */
	private $core;

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_script_registry();
		$this->core = \Kiosk\Plugin::instance()->core_scripts ?? \Kiosk\Tests\Wired::core_scripts();
		$this->core->reset();
		$this->uploads = sys_get_temp_dir() . '/kiosk-core-scripts-' . wp_generate_password( 8, false );
		$this->filter(
			'upload_dir',
			function ( array $dirs ): array {
				return array_merge(
					$dirs,
					array(
						'basedir' => $this->uploads,
						'baseurl' => 'http://example.test/uploads',
						'error'   => false,
					)
				);
			}
		);
		if ( false === has_filter( 'script_loader_tag', array( $this->core, 'tag' ) ) ) {
			$this->filter( 'script_loader_tag', array( $this->core, 'tag' ), 20, 2 );
		}
		// A shop script on wp-data and api-fetch, as the checkout's are.
		wp_register_script( 'kiosk-test', 'http://example.test/kiosk-test.js', array( 'wp-data', 'wp-api-fetch' ), '1', true );
	}

	protected function tearDown(): void {
		$this->core->reset();
		@rmdir( $this->uploads ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged
		$this->fresh_script_registry();
		parent::tearDown();
	}

	/** What the footer prints for the shop script and its dependencies. */
	private function printed(): string {
		return $this->capture(
			static function () {
				wp_scripts()->do_items( array( 'kiosk-test' ) );
			}
		);
	}

	/**
	 * The core scripts' tags in what printed.
	 *
	 * @param string $html Printed HTML.
	 * @return string[]
	 */
	private function core_tags( string $html ): array {
		preg_match_all( '#<script[^>]+src="[^"]*/wp-includes/js/[^"]*"#', $html, $found );
		return $found[0];
	}

	public function test_the_shop_page_prints_one_file_for_core_scripts_keeping_their_inline_scripts_before_the_shop_script(): void {
		// The order WordPress prints core's scripts in, unjoined.
		preg_match_all( '#<script id="([a-z0-9-]+)-js" src="[^"]*/wp-includes/js/#', $this->printed(), $usual );
		$this->assertCount( 19, $usual[1] );
		$this->fresh_script_registry();
		wp_register_script( 'kiosk-test', 'http://example.test/kiosk-test.js', array( 'wp-data', 'wp-api-fetch' ), '1', true );

		$this->core->want();
		$html = $this->printed();

		$this->assertSame( array(), $this->core_tags( $html ) );
		$this->assertSame( 1, preg_match_all( '#<script id="kiosk-core-scripts-js" src="([^"]+)" data-handles="([a-z0-9 -]+)"></script>#', $html, $file ) );
		$bundle = strpos( $html, 'kiosk-core-scripts-js' );
		foreach ( array( 'wp-i18n-js-after', 'wp-api-fetch-js-after', 'wp-data-js-after', 'kiosk-test-js' ) as $after ) {
			$this->assertGreaterThan( $bundle, strpos( $html, 'id="' . $after . '"' ), $after );
		}
		$this->assertLessThan( strpos( $html, 'id="kiosk-test-js"' ), strpos( $html, 'id="wp-data-js-after"' ) );

		// The file holds each core script, whole, in WordPress's order, but
		// for wp-compose, which is Kiosk's small one, and the three that only
		// core's wp-compose needs.
		$body = $this->served( $file[1][0] );
		preg_match_all( '#^/\* ([a-z0-9-]+) \*/$#m', $body, $joined );
		$kept = array_values( array_diff( $usual[1], array( 'wp-dom', 'wp-keycodes', 'wp-undo-manager' ) ) );
		$this->assertCount( 16, $kept );
		$this->assertSame( $kept, $joined[1] );
		$this->assertSame( $kept, explode( ' ', $file[2][0] ) );
		$this->assertStringNotContainsString( 'wp-keycodes', $html );
		$this->assertStringNotContainsString( 'wp-dom', $html );
		foreach ( $joined[1] as $handle ) {
			$source = 'wp-compose' === $handle ? $this->small_compose() : ABSPATH . ltrim( wp_scripts()->registered[ $handle ]->src, '/' );
			$this->assertStringContainsString( (string) file_get_contents( $source ), $body, $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		}
		$this->assertStringNotContainsString( (string) file_get_contents( $this->core_compose() ), $body ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertLessThan( strpos( $body, '/* wp-data */' ), strpos( $body, '/* wp-compose */' ) );
	}

	/** Kiosk's small wp-compose in the build. */
	private function small_compose(): string {
		$small = Scripts::manifest()->entry( ComposeHooks::SMALL );
		$this->assertNotNull( $small, 'the build has the small wp-compose' );
		return $small['file'];
	}

	/** Core's wp-compose on disk. */
	private function core_compose(): string {
		return ABSPATH . ltrim( wp_scripts()->registered['wp-compose']->src, '/' );
	}

	/**
	 * The joined file's text when these scripts print.
	 *
	 * @param string[] $handles Scripts to print.
	 */
	private function joined_body( array $handles ): string {
		$html = $this->capture(
			static function () use ( $handles ) {
				wp_scripts()->do_items( $handles );
			}
		);
		$this->assertSame( 1, preg_match( '#id="kiosk-core-scripts-js" src="([^"]+)"#', $html, $file ) );
		return $this->served( $file[1] );
	}

	public function test_a_page_script_asking_for_wp_compose_gets_cores_whole(): void {
		wp_register_script( 'kiosk-other', 'http://example.test/other.js', array( 'wp-compose' ), '1', true );
		$this->core->want();
		$body = $this->joined_body( array( 'kiosk-test', 'kiosk-other' ) );
		$this->assertStringContainsString( (string) file_get_contents( $this->core_compose() ), $body ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertStringNotContainsString( (string) file_get_contents( $this->small_compose() ), $body ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	public function test_a_page_script_asking_for_wp_compose_or_wp_dom_keeps_what_it_needs(): void {
		wp_register_script( 'kiosk-other', 'http://example.test/other.js', array( 'wp-compose' ), '1', true );
		$this->core->want();
		$this->assertSame( array( 'wp-dom', 'wp-keycodes', 'wp-undo-manager' ), array_values( array_intersect( array( 'wp-dom', 'wp-keycodes', 'wp-undo-manager' ), $this->joined( array( 'kiosk-test', 'kiosk-other' ) ) ) ) );

		$this->fresh_script_registry();
		$this->core->reset();
		wp_register_script( 'kiosk-test', 'http://example.test/kiosk-test.js', array( 'wp-data', 'wp-api-fetch' ), '1', true );
		wp_register_script( 'kiosk-other', 'http://example.test/other.js', array( 'wp-dom' ), '1', true );
		$this->core->want();
		$joined = $this->joined( array( 'kiosk-test', 'kiosk-other' ) );
		$this->assertContains( 'wp-dom', $joined );
		$this->assertNotContains( 'wp-keycodes', $joined );
		$this->assertNotContains( 'wp-undo-manager', $joined );
	}

	public function test_a_script_the_cart_page_loads_later_asking_for_wp_compose_keeps_what_it_needs(): void {
		wp_register_script( 'acme-express', 'http://example.test/acme-express.js', array( 'wp-compose' ), '1', true );
		$this->filter( 'kiosk_is_cart_page', '__return_true' );
		$this->filter(
			'kiosk_checkout_payment_method_scripts',
			static function ( array $handles ): array {
				$handles[] = 'acme-express';
				return $handles;
			}
		);
		$this->core->want();
		$joined = $this->joined( array( 'kiosk-test' ) );
		foreach ( array( 'wp-dom', 'wp-keycodes', 'wp-undo-manager' ) as $handle ) {
			$this->assertContains( $handle, $joined );
		}
	}

	/**
	 * The handles the joined file holds when these scripts print.
	 *
	 * @param string[] $handles Scripts to print.
	 * @return string[]
	 */
	private function joined( array $handles ): array {
		$html = $this->capture(
			static function () use ( $handles ) {
				wp_scripts()->do_items( $handles );
			}
		);
		preg_match( '#data-handles="([a-z0-9 -]+)"#', $html, $found );
		return explode( ' ', $found[1] ?? '' );
	}

	/**
	 * What the site answers for a joined file's address (as serve() would,
	 * from the query arguments or the path).
	 *
	 * @param string $url    The address in the tag (HTML-escaped).
	 * @param int    $status The status expected.
	 */
	private function served( string $url, int $status = 200 ): string {
		$url = html_entity_decode( $url );
		$get = $_GET; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$uri = $_SERVER['REQUEST_URI'] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $_GET );
		$_SERVER['REQUEST_URI'] = (string) wp_parse_url( $url, PHP_URL_PATH );
		$request                = CoreScripts::requested();
		$_GET                   = $get;
		$_SERVER['REQUEST_URI'] = $uri;
		$this->assertNotNull( $request, $url );
		list( $code, $body ) = CoreScripts::response( $request );
		$this->assertSame( $status, $code, $url );
		return $body;
	}

	public function test_the_address_names_the_content_and_any_node_answers_it_without_writing_a_file(): void {
		$this->core->want();
		$first = $this->printed();
		$this->assertSame( 1, preg_match( '#id="kiosk-core-scripts-js" src="([^"]+)"#', $first, $url ) );
		$body = $this->served( $url[1] );
		// The file says it ran, with its key, last.
		$this->assertMatchesRegularExpression( '#window\.kioskCoreScripts="[0-9a-f]{20}";\n$#', $body );
		// Nothing went to disk.
		$this->assertSame( array(), (array) glob( $this->uploads . '/*' ) );

		// Another request (another node, with the same versions) names the same address.
		$this->fresh_script_registry();
		wp_register_script( 'kiosk-test', 'http://example.test/kiosk-test.js', array( 'wp-data', 'wp-api-fetch' ), '1', true );
		$this->core->reset();
		$this->core->want();
		$this->assertStringContainsString( $url[1], $this->printed() );
		$this->assertSame( $body, $this->served( $url[1] ) );

		// Another version of a script gives another key; the old address is a 404.
		$this->fresh_script_registry();
		wp_scripts()->registered['wp-data']->ver = 'anders';
		$this->served( $url[1], 404 );
		// So are a forged key, a handle outside core's scripts and a path out of wp-includes/js.
		$this->fresh_script_registry();
		$this->served( (string) preg_replace( '#[0-9a-f]{20}#', str_repeat( '0', 20 ), $url[1], 1 ), 404 );
		wp_register_script( 'fremd', '/wp-includes/js/../../wp-config.php', array(), '1' );
		$this->assertSame( array( 404, '' ), CoreScripts::response( array( 'key' => str_repeat( 'a', 20 ), 'small' => false, 'members' => array( 'fremd' ) ) ) );
		$this->assertNull( CoreScripts::key( wp_scripts(), array( 'fremd' ), false ) );
		$this->assertNull( CoreScripts::key( wp_scripts(), array( 'kiosk-test' ), false ) );
	}

	public function test_when_the_joined_file_does_not_run_the_page_writes_cores_separate_tags_in_its_place(): void {
		$this->core->want();
		$html = $this->printed();
		$this->assertSame( 1, preg_match( '#data-handles="([a-z0-9 -]+)"></script>\n<script id="kiosk-core-scripts-js-fallback">\nwindow\.kioskCoreScripts==="([0-9a-f]{20})"\|\|document\.write\((".*")\);\n</script>#', $html, $found ) );
		$tags = (string) json_decode( $found[3] );
		preg_match_all( '#<script src="([^"]+)" id="([a-z0-9-]+)-js"></script>#', $tags, $written );
		$this->assertSame( explode( ' ', $found[1] ), $written[2] );
		foreach ( $written[2] as $i => $handle ) {
			$expected = 'wp-compose' === $handle ? '/compose-for-data.js' : (string) wp_scripts()->registered[ $handle ]->src;
			$this->assertStringContainsString( $expected, $written[1][ $i ], $handle );
		}
		// The written tags cannot end the inline script early.
		$this->assertStringNotContainsString( '</script>', $found[3] );
	}

	public function test_a_core_script_with_a_before_script_prints_as_usual_and_so_do_the_core_scripts_that_need_it(): void {
		wp_add_inline_script( 'wp-url', 'window.kioskBefore = 1;', 'before' );
		$this->core->want();
		$html = $this->printed();

		$own = array_map(
			static function ( string $tag ): string {
				return (string) preg_replace( '#.*/dist/(?:vendor/)?([a-z-]+)\.min\.js.*#', '$1', $tag );
			},
			$this->core_tags( $html )
		);
		$this->assertSame( array( 'url', 'api-fetch' ), $own );
		$this->assertLessThan( strpos( $html, 'id="wp-url-js"' ), strpos( $html, 'window.kioskBefore = 1;' ) );
		$this->assertLessThan( strpos( $html, 'id="wp-url-js"' ), strpos( $html, 'kiosk-core-scripts-js' ) );
	}

	public function test_pages_without_the_shop_blocks_and_a_filter_turning_it_off_print_core_scripts_as_usual(): void {
		$this->assertCount( 19, $this->core_tags( $this->printed() ) );

		$this->fresh_script_registry();
		wp_register_script( 'kiosk-test', 'http://example.test/kiosk-test.js', array( 'wp-data', 'wp-api-fetch' ), '1', true );
		$this->core->want();
		$this->filter( 'kiosk_join_core_scripts', '__return_false' );
		$html = $this->printed();
		$this->assertCount( 19, $this->core_tags( $html ) );
		$this->assertStringNotContainsString( 'kiosk-core-scripts-js', $html );
	}
}
