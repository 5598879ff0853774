<?php
/**
 * Which payment method scripts Kiosk's checkout loads later
 * (PaymentMethods::only_regular()): WooCommerce's own offline methods and
 * any gateway script that never names `registerExpressPaymentMethod`; a
 * script that can register an express method, or whose file cannot be
 * read, prints with the page.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\PaymentMethods;

/**
 * The split between the checkout's first paint and later.
 */
final class PaymentMethodsTest extends TestCase {

	/**
	 * Files written by the test.
	 *
	 * @var string[]
	 */
	private $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			unlink( $file );
		}
		remove_all_filters( 'kiosk_payment_script_loads_later' );
		parent::tearDown();
	}

	/**
	 * Registers a handle whose file on disk (under wp-content) holds $code.
	 *
	 * @param string $handle Handle.
	 * @param string $code   The file's code.
	 */
	private function gateway_script( string $handle, string $code ): void {
		$name          = "kiosk-test-{$handle}.js";
		$file          = WP_CONTENT_DIR . '/' . $name;
		$this->files[] = $file;
		file_put_contents( $file, $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		wp_register_script( $handle, content_url( $name ) . '?ver=3', array( 'wc-blocks-registry' ), null, true );
	}

	public function test_woocommerce_offline_methods_load_later(): void {
		foreach ( PaymentMethods::OFFLINE as $handle ) {
			$this->assertTrue( PaymentMethods::only_regular( $handle ), $handle );
		}
	}

	public function test_a_gateway_script_registering_only_regular_methods_loads_later(): void {
		$this->gateway_script( 'acme-card', '(()=>{var e=window.wc.wcBlocksRegistry;(0,e.registerPaymentMethod)({name:"acme_card"})})();' );
		$this->assertTrue( PaymentMethods::only_regular( 'acme-card' ) );
	}

	public function test_a_script_that_can_register_an_express_method_prints_with_the_page(): void {
		$this->gateway_script( 'acme-wallet', '(()=>{var e=window.wc.wcBlocksRegistry;(0,e.registerPaymentMethod)({});(0,e.registerExpressPaymentMethod)({})})();' );
		$this->assertFalse( PaymentMethods::only_regular( 'acme-wallet' ) );
		$this->gateway_script( 'acme-old', 'wc.wcBlocksRegistry.__experimentalRegisterExpressPaymentMethod({});' );
		$this->assertFalse( PaymentMethods::only_regular( 'acme-old' ), 'the older name too' );
	}

	public function test_a_script_whose_file_cannot_be_read_prints_with_the_page(): void {
		wp_register_script( 'acme-remote', 'https://cdn.example.test/acme.js', array(), '1', true );
		$this->assertFalse( PaymentMethods::only_regular( 'acme-remote' ) );
		wp_register_script( 'acme-missing', content_url( 'kiosk-test-absent.js' ), array(), '1', true );
		$this->assertFalse( PaymentMethods::only_regular( 'acme-missing' ) );
		$this->assertFalse( PaymentMethods::only_regular( 'not-registered' ) );
	}

	public function test_a_site_can_keep_a_script_with_the_page(): void {
		add_filter(
			'kiosk_payment_script_loads_later',
			static function ( $later, $handle ) {
				return 'wc-payment-method-cod' === $handle ? false : $later;
			},
			10,
			2
		);
		$this->assertFalse( PaymentMethods::only_regular( 'wc-payment-method-cod' ) );
		$this->assertTrue( PaymentMethods::only_regular( 'wc-payment-method-bacs' ) );
	}
}
