<?php
/**
 * dist/kiosk.zip and dist/kiosk-theme.zip (written by scripts/package.mjs
 * from the current build in tests/php/run.sh) install on a fresh Debian
 * WordPress: unzip into wp-content, activate, switch theme, render pages.
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

		$activated = self::cli( array( 'activate', 'kiosk/kiosk.php' ), $env + array( 'KIOSK_ACTIVATE_AS_WP' => '6.6' ) );
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
		$this->assertStringContainsString( 'kiosk-notice', $admin['output'], 'the refusal notice on 6.1' );
	}

	/**
	 * With the version check overridden (an mu-plugin), the zipped build
	 * registers its handles and the cart page prints the cart script.
	 *
	 * @depends test_install_activate_switch_theme_and_render_home_and_cart_pages_without_errors
	 */
	public function test_with_the_version_check_overridden_the_cart_page_loads_the_cart_script(): void {
		$mu = self::$env['KIOSK_CONTENT_DIR'] . '/mu-plugins/kiosk-force-supported.php';
		// Stands in for WordPress 6.6: the version check passes and core has the
		// react-jsx-runtime handle (without it WP_Scripts drops every script that needs it).
		file_put_contents(
			$mu,
			"<?php\nadd_filter( 'kiosk_core_supported', '__return_true' );\n"
			. "add_action( 'wp_default_scripts', static function ( \$scripts ) { \$scripts->add( 'react-jsx-runtime', '/wp-includes/js/dist/vendor/react-jsx-runtime.min.js', array( 'react' ), '18.3.1', 1 ); } );\n"
		);
		try {
			$page = self::cli( array( 'render', '/warenkorb/' ), self::$env );
			$home = self::cli( array( 'render', '/' ), self::$env );
		} finally {
			unlink( $mu );
		}
		$this->assertCleanRun( $page, 'cart page with Kiosk on' );
		$this->assertCleanRun( $home, 'home page with Kiosk on' );
		$build = self::$env['KIOSK_CONTENT_DIR'] . '/plugins/kiosk/build';
		if ( is_file( "$build/order-attribution.js" ) ) {
			$this->assertStringContainsString( "id='kiosk-order-attribution-js'", $home['output'], 'order attribution on every page' );
		}
		if ( is_file( "$build/magazine.js" ) ) {
			$this->assertStringContainsString( "id='kiosk-magazine-js'", $home['output'], 'the magazine script with the theme' );
		}
		$this->assertStringNotContainsString( "id='kiosk-cart-js'", $home['output'], 'no cart script on the home page' );
		if ( ! is_file( "$build/blocks/cart/block.json" ) || ! is_file( "$build/cart.js" ) ) {
			$this->markTestIncomplete( 'the build has no cart block yet' );
		}
		$this->assertStringContainsString( "id='kiosk-cart-js'", $page['output'] );
		$this->assertStringContainsString( 'window.kioskSettings = ', $page['output'] );
	}
}
