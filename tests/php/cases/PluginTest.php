<?php
/**
 * The plugin on real WordPress core: loading, activation, deactivation and
 * the refusal on a core older than 6.6.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Admin\Notices;
use Kiosk\Requirements;

/**
 * Plugin bootstrap tests.
 */
final class PluginTest extends TestCase {

	public function test_wordpress_and_kiosk_load_without_php_errors_warnings_or_notices(): void {
		$this->assertSame( array(), $GLOBALS['kiosk_bootstrap_errors'] );
	}

	public function test_the_plugin_is_active_and_booted_on_the_test_site(): void {
		$this->assertTrue( is_plugin_active( 'kiosk/kiosk.php' ) );
		$this->assertTrue( defined( 'KIOSK_FILE' ) );
		$this->assertSame( WP_CONTENT_DIR . '/plugins/kiosk/kiosk.php', KIOSK_FILE );
		$this->assertTrue( class_exists( \Kiosk\Plugin::class ) );
	}

	public function test_plugin_header_declares_the_real_minimum_versions_and_text_domain(): void {
		$data = get_plugin_data( KIOSK_FILE, false, false );
		$this->assertSame( 'Kiosk', $data['Name'] );
		$this->assertSame( '6.6', $data['RequiresWP'] );
		$this->assertSame( '8.1', $data['RequiresPHP'] );
		$this->assertSame( 'kiosk', $data['TextDomain'] );
		$this->assertSame( '/languages', $data['DomainPath'] );
		$this->assertSame( KIOSK_MIN_WP, $data['RequiresWP'] );
		$this->assertSame( KIOSK_MIN_PHP, $data['RequiresPHP'] );
	}

	public function test_readme_declares_the_same_minimum_versions(): void {
		$readme = (string) file_get_contents( getenv( 'KIOSK_ROOT' ) . '/readme.txt' );
		$this->assertMatchesRegularExpression( '/^Requires at least:\s*6\.6\s*$/m', $readme );
		$this->assertMatchesRegularExpression( '/^Requires PHP:\s*8\.1\s*$/m', $readme );
		$this->assertMatchesRegularExpression( '/^Stable tag:\s*' . preg_quote( KIOSK_VERSION, '/' ) . '\s*$/m', $readme );
	}

	public function test_activation_and_deactivation_on_a_fresh_site_raise_no_errors_or_output(): void {
		$env = array( 'KIOSK_TABLE_PREFIX' => 'act_' );
		$this->assertCleanRun( self::cli( array( 'install' ), $env ), 'install' );

		$refused = self::cli( array( 'activate', 'kiosk/kiosk.php' ), $env );
		$this->assertCleanRun( $refused, 'activate on 6.1' );
		$this->assertMatchesRegularExpression( '/6\.1\.\d+.*Kiosk.*6\.6/s', (string) ( $refused['result']['error'] ?? '' ), 'WordPress itself refuses: the header says 6.6' );

		$activated = self::cli( array( 'activate', 'kiosk/kiosk.php' ), $env + array( 'KIOSK_ACTIVATE_AS_WP' => '6.6' ) );
		$this->assertCleanRun( $activated, 'activate' );
		$this->assertSame( array( 'active' => true ), $activated['result'] );
		$this->assertSame( '', $activated['output'], 'activation prints nothing' );

		$options = self::cli( array( 'option', 'kiosk_probe', '1' ), $env );
		$this->assertCleanRun( $options, 'a request with Kiosk active' );

		$page = self::cli( array( 'render', '/' ), $env );
		$this->assertCleanRun( $page, 'front page with Kiosk active' );

		$admin = self::cli( array( 'admin', 'plugins.php', 'admin' ), $env );
		$this->assertCleanRun( $admin, 'admin screen with Kiosk active' );

		$deactivated = self::cli( array( 'deactivate', 'kiosk/kiosk.php' ), $env );
		$this->assertCleanRun( $deactivated, 'deactivate' );
		$this->assertSame( array( 'active' => false ), $deactivated['result'] );
		$this->assertSame( '', $deactivated['output'] );

		$after = self::cli( array( 'render', '/' ), $env );
		$this->assertCleanRun( $after, 'front page after deactivation' );
	}

	public function test_activation_stores_the_default_options(): void {
		delete_option( 'kiosk_settings' );
		\Kiosk\Plugin::activate();
		$this->assertSame( \Kiosk\Settings\Options::defaults(), get_option( 'kiosk_settings' ) );
	}

	public function test_wordpress_6_1_is_refused(): void {
		$this->assertTrue( version_compare( $GLOBALS['wp_version'], '6.6', '<' ), 'the suite runs on a core older than 6.6' );
		$this->assertFalse( Requirements::core_supported() );
	}

	public function test_a_pre_release_of_the_minimum_version_counts_as_that_version_like_core_does(): void {
		$real = $GLOBALS['wp_version'];
		$seen = array();
		try {
			foreach ( array( '6.6-RC3', '6.6-beta1', '6.6', '6.6.2', '6.7-alpha-58716', '6.5.5', '6.5-RC1', '6.1.1' ) as $version ) {
				$GLOBALS['wp_version'] = $version; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
				$seen[ $version ]      = array( Requirements::core_supported(), is_wp_version_compatible( KIOSK_MIN_WP ) );
			}
		} finally {
			$GLOBALS['wp_version'] = $real; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		}
		foreach ( $seen as $version => $answers ) {
			$this->assertSame( $answers[1], $answers[0], "Kiosk and is_wp_version_compatible() agree on $version" );
		}
		$this->assertTrue( $seen['6.6-RC3'][0], '6.6-RC3 is 6.6' );
		$this->assertTrue( $seen['6.7-alpha-58716'][0] );
		$this->assertFalse( $seen['6.5.5'][0] );
		$this->assertFalse( $seen['6.5-RC1'][0] );
		$this->assertTrue( Requirements::version_at_least( '6.6-RC3', '6.6' ) );
		$this->assertFalse( Requirements::version_at_least( '6.6-RC3', '6.6.1' ) );
	}

	public function test_on_a_refused_core_no_kiosk_script_style_or_block_is_registered(): void {
		$handles = array_filter(
			array_merge( array_keys( wp_scripts()->registered ), array_keys( wp_styles()->registered ) ),
			static function ( $handle ) {
				return 0 === strpos( $handle, 'kiosk-' );
			}
		);
		$this->assertSame( array(), array_values( $handles ) );
		$blocks = array_filter(
			array_keys( \WP_Block_Type_Registry::get_instance()->get_all_registered() ),
			static function ( $name ) {
				return 0 === strpos( $name, 'kiosk/' );
			}
		);
		$this->assertSame( array(), array_values( $blocks ) );
		$this->assertFalse( has_action( 'wp_enqueue_scripts', array( \Kiosk\Plugin::instance()->scripts, 'enqueue_styles' ) ) );
	}

	public function test_on_a_refused_core_the_front_page_loads_no_kiosk_script(): void {
		$page = self::cli( array( 'render', '/' ) );
		$this->assertCleanRun( $page, 'front page' );
		$this->assertStringNotContainsString( 'kiosk-settings', $page['output'] );
		$this->assertStringNotContainsString( '/plugins/kiosk/build/', $page['output'] );
		$this->assertStringNotContainsString( 'kiosk-notice', $page['output'], 'visitors see no admin notice' );
	}

	public function test_the_refusal_notice_is_shown_to_administrators_only(): void {
		$this->login( 'admin' );
		$messages = Notices::messages();
		$this->assertSame( 'error', $messages[0]['type'] );
		$this->assertStringContainsString( '6.6', $messages[0]['message'] );
		$this->assertStringContainsString( $GLOBALS['wp_version'], $messages[0]['message'] );

		$this->login( 'kunde' );
		$this->assertSame( array(), Notices::messages() );
		$this->login( 'redaktion' );
		$this->assertSame( array(), Notices::messages() );

		$admin = self::cli( array( 'admin', 'index.php', 'admin' ) );
		$this->assertCleanRun( $admin, 'dashboard as admin' );
		$this->assertHtmlHas( $admin['output'], '//div[contains(@class,"notice-error") and contains(@class,"kiosk-notice")]' );

		$editor = self::cli( array( 'admin', 'index.php', 'redaktion' ) );
		$this->assertCleanRun( $editor, 'dashboard as editor' );
		$this->assertStringNotContainsString( 'kiosk-notice', $editor['output'] );
	}

	public function test_the_refusal_notice_is_german_on_a_german_site(): void {
		$this->assertSame( 'de_DE', get_locale() );
		$admin = self::cli( array( 'admin', 'index.php', 'admin' ) );
		$this->assertCleanRun( $admin, 'dashboard as admin' );
		$notice = $this->assertHtmlHas( $admin['output'], '//div[contains(@class,"kiosk-notice") and contains(@class,"notice-error")]/p' )->item( 0 )->textContent;
		$this->assertStringContainsString( 'WordPress 6.6', $notice );
		$this->assertMatchesRegularExpression( '/benötigt|ausgeschaltet/u', $notice, 'German text: ' . $notice );
	}
}
