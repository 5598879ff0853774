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
		( new Scripts() )->register();
	}

	protected function tearDown(): void {
		$this->remove_fixture_build();
		$this->fresh_script_registry();
		parent::tearDown();
	}

	/** What prints for the handles, with the settings attached first. */
	private function printed( array $handles ): string {
		$settings = new PaymentSettings();
		foreach ( $handles as $handle ) {
			wp_enqueue_script( $handle );
		}
		$settings->attach();
		$settings->attach();
		return $this->capture( static fn() => wp_scripts()->do_items( $handles ) );
	}

	public function test_the_cart_prints_them_once_before_kiosk_data(): void {
		$html = $this->printed( array( 'kiosk-cart', 'kiosk-registry' ) );
		$this->assertSame( 1, substr_count( $html, '"paymentMethodData":' ) );
		$this->assertSame( 1, substr_count( $html, '"paymentMethodSortOrder":' ) );
		$this->assertLessThan( strpos( $html, 'build/data.js' ), strpos( $html, '"paymentMethodData":' ) );
		$this->assertStringContainsString( 'id="kiosk-data-js-before"', $html );
	}

	public function test_the_registry_alone_gets_them(): void {
		$html = $this->printed( array( 'kiosk-registry' ) );
		$this->assertSame( 1, substr_count( $html, '"paymentMethodData":' ) );
		$this->assertLessThan( strpos( $html, 'build/registry.js' ), strpos( $html, '"paymentMethodData":' ) );
	}

	public function test_a_page_without_the_cart_or_the_checkout_carries_none(): void {
		$html = $this->printed( array( 'kiosk-mini-cart', 'kiosk-api' ) );
		$this->assertStringContainsString( 'build/mini-cart.js', $html );
		$this->assertStringNotContainsString( 'paymentMethodData', $html );
	}
}
