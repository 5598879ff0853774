<?php
/**
 * The payment methods' settings print where the cart or the checkout
 * prints (before kiosk-data, or kiosk-registry without it), once, and not
 * on other pages.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\PaymentSettings;
use Kiosk\Assets\Scripts;

/**
 * Payment settings tests.
 */
final class PaymentSettingsTest extends TestCase {

	use FixtureBuild;

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_script_registry();
		$this->write_fixture_build(
			array(
				'api'       => array(),
				'data'      => array( 'kiosk-api' ),
				'registry'  => array(),
				'cart'      => array( 'kiosk-data' ),
				'mini-cart' => array(),
			)
		);
		\Kiosk\Tests\Wired::scripts()->register();
	}

	protected function tearDown(): void {
		$this->remove_fixture_build();
		$this->fresh_script_registry();
		parent::tearDown();
	}

	/** What prints for the handles, with the settings attached first (as the plugin orders its print-time hooks). */
	private function printed( array $handles ): string {
		$scripts  = \Kiosk\Tests\Wired::scripts();
		$settings = new PaymentSettings( \Kiosk\Tests\Wired::settings() );
		foreach ( $handles as $handle ) {
			wp_enqueue_script( $handle );
		}
		$scripts->attach_settings();
		$settings->attach();
		$settings->attach();
		return $this->capture( static fn() => wp_scripts()->do_items( $handles ) );
	}

	/**
	 * Asserts the settings print once, after the inline settings and before
	 * every script file.
	 *
	 * @param string $html What printed.
	 */
	private function assertOnceBeforeEveryScript( string $html ): void {
		$this->assertSame( 1, substr_count( $html, '"paymentMethodData":' ) );
		$this->assertSame( 1, substr_count( $html, '"paymentMethodSortOrder":' ) );
		$at = strpos( $html, '"paymentMethodData":' );
		$this->assertLessThan( $at, strpos( $html, 'window.kioskSettings = ' ) );
		preg_match_all( '/<script[^>]+src=/', $html, $files, PREG_OFFSET_CAPTURE );
		$this->assertNotEmpty( $files[0] );
		$this->assertLessThan( $files[0][0][1], $at, 'before the first script file' );
	}

	public function test_the_cart_prints_them_once_after_the_inline_settings(): void {
		$this->assertOnceBeforeEveryScript( $this->printed( array( 'kiosk-cart', 'kiosk-registry' ) ) );
	}

	public function test_the_registry_alone_gets_them(): void {
		$this->assertOnceBeforeEveryScript( $this->printed( array( 'kiosk-registry' ) ) );
	}

	public function test_where_the_inline_settings_printed_already_they_print_before_the_registry(): void {
		wp_enqueue_script( 'kiosk-api' );
		\Kiosk\Tests\Wired::scripts()->attach_settings();
		$this->capture( static fn() => wp_scripts()->do_items( array( 'kiosk-api' ) ) );
		$settings = new PaymentSettings( \Kiosk\Tests\Wired::settings() );
		wp_enqueue_script( 'kiosk-registry' );
		$settings->attach();
		$html = $this->capture( static fn() => wp_scripts()->do_items( array( 'kiosk-registry' ) ) );
		$this->assertSame( 1, substr_count( $html, '"paymentMethodData":' ) );
		$this->assertLessThan( strpos( $html, 'build/registry.js' ), strpos( $html, '"paymentMethodData":' ) );
	}

	public function test_a_page_without_the_cart_or_the_checkout_carries_none(): void {
		$html = $this->printed( array( 'kiosk-mini-cart', 'kiosk-api' ) );
		$this->assertStringContainsString( 'build/mini-cart.js', $html );
		$this->assertStringNotContainsString( 'paymentMethodData', $html );
	}
}
