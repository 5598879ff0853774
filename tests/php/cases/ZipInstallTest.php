<?php
/**
 * dist/kiosk.zip and dist/kiosk-theme.zip (written by scripts/package.mjs
 * from the current build in tests/php/run.sh) install on a fresh site of
 * the stack's WordPress: unzip into wp-content, activate, switch theme,
 * render pages.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

/**
 * Zip install tests.
 */
final class ZipInstallTest extends TestCase {

	/**
	 * The fresh site's environment.
	 *
	 * @var array<string, string>
	 */
	private static $env = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$dist = (string) getenv( 'KIOSK_DIST_DIR' );
		if ( '' === $dist || ! is_file( "$dist/kiosk.zip" ) || ! is_file( "$dist/kiosk-theme.zip" ) ) {
			return;
		}
		$content = getenv( 'KIOSK_TMP' ) . '/zip-site/wp-content';
		exec( 'bash ' . escapeshellarg( getenv( 'KIOSK_ROOT' ) . '/tests/php/lib/stage-site.sh' ) . ' ' . escapeshellarg( $content ) . ' ' . escapeshellarg( ABSPATH ) . ' 2>&1', $out, $status );
		exec( 'unzip -q ' . escapeshellarg( "$dist/kiosk.zip" ) . ' -d ' . escapeshellarg( "$content/plugins" ) . ' 2>&1', $out, $unzip_plugin );
		exec( 'unzip -q ' . escapeshellarg( "$dist/kiosk-theme.zip" ) . ' -d ' . escapeshellarg( "$content/themes" ) . ' 2>&1', $out, $unzip_theme );
		if ( $status || $unzip_plugin || $unzip_theme ) {
			throw new \RuntimeException( 'staging the zip site failed: ' . implode( "\n", $out ) );
		}
		self::$env = array(
			'KIOSK_CONTENT_DIR'  => $content,
			'KIOSK_DB_NAME'      => 'kiosk_zip',
			'KIOSK_TABLE_PREFIX' => 'wp_',
		);
	}

	protected function setUp(): void {
		parent::setUp();
		if ( ! self::$env ) {
			$this->fail( 'no dist zips (KIOSK_DIST_DIR): node and scripts/package.mjs are needed by tests/php/run.sh' );
		}
	}

	public function test_the_zips_hold_the_plugin_and_the_theme_in_a_kiosk_folder(): void {
		$plugin = self::$env['KIOSK_CONTENT_DIR'] . '/plugins/kiosk';
		$theme  = self::$env['KIOSK_CONTENT_DIR'] . '/themes/kiosk';
		foreach ( array( 'kiosk.php', 'readme.txt', 'block.json', 'php/Plugin.php', 'php/autoload.php' ) as $file ) {
			$this->assertFileExists( "$plugin/$file" );
		}
		$this->assertDirectoryDoesNotExist( "$plugin/php/theme", 'the theme ships separately' );
		$this->assertDirectoryDoesNotExist( "$plugin/build/vendor", 'core handles come from WordPress' );
		$this->assertDirectoryDoesNotExist( "$plugin/languages/de_DE", 'only compiled translations' );
		$this->assertSame( array(), glob( "$plugin/build/*.{br,gz}", GLOB_BRACE ) );
		foreach ( glob( getenv( 'KIOSK_ROOT' ) . '/build/*.asset.php' ) as $asset ) {
			$this->assertFileExists( "$plugin/build/" . basename( $asset ) );
		}
		foreach ( array( 'style.css', 'functions.php', 'index.php', 'header.php', 'footer.php', 'single.php', 'page.php', 'archive.php', 'search.php', '404.php' ) as $file ) {
			$this->assertFileExists( "$theme/$file" );
		}
	}

	public function test_install_activate_switch_theme_and_render_home_and_cart_pages_without_errors(): void {
		$env = self::$env;
		$this->assertCleanRun( self::cli( array( 'install' ), $env ), 'install' );

		$activated = self::cli( array( 'activate', 'kiosk/kiosk.php' ), $env );
		$this->assertCleanRun( $activated, 'activate the zipped plugin' );
		$this->assertSame( array( 'active' => true ), $activated['result'] );

		// The theme needs no newer core than this one: switched to as Appearance → Themes would.
		$theme = self::cli( array( 'theme', 'kiosk' ), $env );
		$this->assertCleanRun( $theme, 'switch to the zipped theme' );
		$this->assertSame( 'kiosk', $theme['result']['stylesheet'] ?? null, $theme['raw'] );
		$this->assertSame( array(), $theme['result']['errors'] );

		$this->assertCleanRun( self::cli( array( 'post', 'post', 'Erster Beitrag', '<p>Hallo</p>', 'erster-beitrag', 'Politik' ), $env ), 'create a post' );
		$cart = self::cli( array( 'post', 'page', 'Warenkorb', '<!-- wp:kiosk/cart --><div class="wp-block-kiosk-cart"></div><!-- /wp:kiosk/cart -->', 'warenkorb' ), $env );
		$this->assertCleanRun( $cart, 'create the cart page' );

		$home = self::cli( array( 'render', '/' ), $env );
		$this->assertCleanRun( $home, 'home page' );
		$this->assertStringContainsString( 'class="kiosk-header"', $home['output'] );
		$this->assertStringContainsString( 'Erster Beitrag', $home['output'] );

		$page = self::cli( array( 'render', '/warenkorb/' ), $env );
		$this->assertCleanRun( $page, 'cart page' );
		$this->assertStringContainsString( 'wp-block-kiosk-cart', $page['output'] );

		$admin = self::cli( array( 'admin', 'plugins.php', 'admin' ), $env );
		$this->assertCleanRun( $admin, 'plugins screen' );
		$this->assertSame( 0, $this->xpath( $admin['output'] )->query( '//div[contains(@class,"notice-error") and contains(@class,"kiosk-notice")]' )->length, 'this WordPress is new enough: no refusal' );
		$this->assertHtmlHas( $admin['output'], '//div[contains(@class,"notice-warning") and contains(@class,"kiosk-notice")]', 'the missing integrations are named on the plugins screen' );
	}

	/**
	 * The zipped build registers its handles: the cart page prints the cart
	 * script, the home page only what every page loads.
	 *
	 * @depends test_install_activate_switch_theme_and_render_home_and_cart_pages_without_errors
	 */
	public function test_the_cart_page_loads_the_cart_script_and_the_home_page_does_not(): void {
		$page = self::cli( array( 'render', '/warenkorb/' ), self::$env );
		$home = self::cli( array( 'render', '/' ), self::$env );
		$this->assertCleanRun( $page, 'cart page' );
		$this->assertCleanRun( $home, 'home page' );
		$build   = self::$env['KIOSK_CONTENT_DIR'] . '/plugins/kiosk/build';
		$on_home = $this->script_ids( $home['output'] );
		// WooCommerce is not active in this suite: no order attribution to track.
		$this->assertNotContains( 'kiosk-order-attribution-js', $on_home, 'no order attribution without WooCommerce' );
		if ( is_file( "$build/magazine.js" ) ) {
			$this->assertContains( 'kiosk-magazine-js', $on_home, 'the magazine script with the theme' );
		}
		$this->assertNotContains( 'kiosk-cart-js', $on_home, 'no cart script on the home page' );
		if ( ! is_file( "$build/blocks/cart/block.json" ) || ! is_file( "$build/cart.js" ) ) {
			$this->markTestIncomplete( 'the build has no cart block yet' );
		}
		$this->assertHtmlHas( $page['output'], '//script[@id="kiosk-cart-js" and starts-with(@src, "http://kiosk.test/wp-content/plugins/kiosk/build/cart.js?ver=")]' );
		$this->assertStringContainsString( 'window.kioskSettings = ', $page['output'] );
	}
}
