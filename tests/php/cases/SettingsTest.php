<?php
/**
 * The inline settings' shape (src/types/settings.ts, ShopSettings in
 * src/types/store-api.ts) and their values without WooCommerce.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\Settings;

/**
 * Settings tests.
 */
final class SettingsTest extends TestCase {

	public function test_the_base_fields_have_the_client_types(): void {
		$data = \Kiosk\Tests\Wired::settings()->data();
		$this->assertSame( rest_url(), $data['restRoot'] );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $data['ajaxUrl'] );
		$this->assertIsString( $data['nonce'] );
		$this->assertSame( 'de_DE', $data['locale'] );
		$this->assertFalse( $data['isAdmin'] );
		$this->assertSame( plugins_url( '', KIOSK_FILE ), $data['pluginUrl'] );
	}

	public function test_the_shop_fields_match_the_shop_settings_type(): void {
		$data     = \Kiosk\Tests\Wired::settings()->data();
		$expected = array(
			'currency'                      => 'array',
			'displayCartPricesIncludingTax' => 'boolean',
			'displayShopPricesIncludingTax' => 'boolean',
			'displayItemizedTaxes'          => 'boolean',
			'taxesEnabled'                  => 'boolean',
			'couponsEnabled'                => 'boolean',
			'shippingEnabled'               => 'boolean',
			'allowedCountries'              => 'array',
			'shippingCountries'             => 'array',
			'pages'                         => 'array',
			'guestCheckout'                 => 'boolean',
			'accountCreation'               => 'boolean',
			'localPickupEnabled'            => 'boolean',
			'localPickupLabel'              => 'string',
			'orderAttribution'              => 'array',
			'placeOrderLabel'               => 'string',
		);
		foreach ( $expected as $key => $type ) {
			$this->assertArrayHasKey( $key, $data );
			$this->assertSame( $type, gettype( $data[ $key ] ), $key );
		}
		foreach ( array( 'paymentMethodData', 'paymentMethodSortOrder' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $data, "$key goes out where the cart or checkout prints (PaymentSettings)" );
			$this->assertIsArray( \Kiosk\Tests\Wired::settings()->payment( false )[ $key ] );
			$this->assertIsArray( \Kiosk\Tests\Wired::settings()->shop( false )[ $key ], "$key is in the shop settings the server's cart reads" );
		}
		$this->assertSame( array( 'code', 'precision', 'symbol', 'symbolPosition', 'decimalSeparator', 'thousandSeparator', 'priceFormat' ), array_keys( $data['currency'] ) );
		$this->assertSame( array( 'shop', 'cart', 'checkout', 'privacy', 'terms', 'myaccount', 'shipping', 'legalNotice', 'withdrawal', 'accessibility' ), array_keys( $data['pages'] ) );
		foreach ( array( 'countries', 'addressFields', 'addressFieldLocale' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $data, "$key goes out with kiosk-data only" );
		}
		$address = Settings::address();
		$this->assertSame( array( 'countries', 'addressFields', 'addressFieldLocale' ), array_keys( $address ) );
		foreach ( $address['countries'] as $code => $country ) {
			$this->assertMatchesRegularExpression( '/^[A-Z]{2}$/', $code );
			$this->assertSame( array( 'name', 'states' ), array_keys( $country ) );
		}
		foreach ( $address['addressFields'] as $field ) {
			foreach ( array( 'key', 'label', 'optionalLabel', 'required', 'hidden', 'index' ) as $key ) {
				$this->assertArrayHasKey( $key, $field );
			}
		}
		$this->assertSame(
			array( 'first_name', 'last_name', 'company', 'address_1', 'address_2', 'country', 'postcode', 'city', 'state', 'phone' ),
			array_column( $address['addressFields'], 'key' )
		);
		foreach ( array( 'enabled', 'allowTracking', 'lifetime', 'session', 'base64', 'prefix' ) as $key ) {
			$this->assertArrayHasKey( $key, $data['orderAttribution'] );
		}
	}

	public function test_without_woocommerce_the_shop_has_german_defaults_and_no_store_api_nonce(): void {
		$data = \Kiosk\Tests\Wired::settings()->data();
		$this->assertArrayNotHasKey( 'integrations', $data, 'no script reads it' );
		$this->assertArrayNotHasKey( 'storeApiNonce', $data );
		$this->assertSame( 'EUR', $data['currency']['code'] );
		$this->assertSame( ',', $data['currency']['decimalSeparator'] );
		$this->assertSame( 'Deutschland', Settings::address()['countries']['DE']['name'] );
		$this->assertSame( 'Vorname', Settings::address()['addressFields'][0]['label'] );
		$this->assertSame( array(), \Kiosk\Tests\Wired::settings()->payment( false )['paymentMethodData'] );
		$this->assertFalse( $data['orderAttribution']['enabled'] );
	}

	public function test_only_the_countries_the_shop_sells_or_ships_to_go_out(): void {
		$all = array(
			'AF' => 'Afghanistan',
			'DE' => 'Deutschland',
			'AT' => 'Österreich',
			'CH' => 'Schweiz',
		);
		$this->assertSame(
			array(
				'DE' => 'Deutschland',
				'AT' => 'Österreich',
			),
			Settings::selling_countries( $all, array( 'AT', 'DE', 'DE' ) )
		);
		$this->assertSame( $all, Settings::selling_countries( $all, array() ) );
	}

	public function test_my_account_falls_back_to_the_login_url(): void {
		$this->assertSame( wp_login_url(), \Kiosk\Tests\Wired::settings()->data()['pages']['myaccount'] );
	}

	public function test_page_links_come_from_the_german_pages_when_present(): void {
		$cart  = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Warenkorb', 'post_name' => 'warenkorb', 'post_status' => 'publish' ) );
		$konto = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'Mein Konto', 'post_name' => 'mein-konto', 'post_status' => 'publish' ) );
		$pages = \Kiosk\Tests\Wired::settings()->data()['pages'];
		$this->assertSame( get_permalink( $cart ), $pages['cart'] );
		$this->assertSame( get_permalink( $konto ), $pages['myaccount'] );
		$this->assertSame( '', $pages['checkout'] );
	}

	public function test_is_admin_and_the_rest_nonce_follow_the_viewer(): void {
		$user = $this->login( 'admin' );
		$data = \Kiosk\Tests\Wired::settings()->data();
		$this->assertTrue( $data['isAdmin'] );
		$this->assertSame( 1, wp_verify_nonce( $data['nonce'], 'wp_rest' ) );

		$this->login( 'kunde' );
		$this->assertFalse( \Kiosk\Tests\Wired::settings()->data()['isAdmin'] );
		$this->login( 'redaktion' );
		$this->assertFalse( \Kiosk\Tests\Wired::settings()->data()['isAdmin'], 'editors are not store administrators' );
		$this->assertNotSame( $user->ID, get_current_user_id() );
	}

	public function test_with_woocommerce_reported_active_a_store_api_nonce_is_printed_and_nothing_breaks(): void {
		$this->filter( 'kiosk_has_woocommerce', '__return_true' );
		$data = \Kiosk\Tests\Wired::settings()->data();
		$this->assertArrayNotHasKey( 'integrations', $data );
		$this->assertSame( 1, wp_verify_nonce( $data['storeApiNonce'], 'wc_store_api' ) );
		$this->assertTrue( $data['orderAttribution']['enabled'] );
	}

	public function test_the_place_order_label_comes_from_kiosk_options(): void {
		update_option( 'kiosk_settings', array( 'place_order_label' => 'Jetzt kaufen' ) );
		$this->assertSame( 'Jetzt kaufen', \Kiosk\Tests\Wired::settings()->data()['placeOrderLabel'] );
	}

	public function test_the_inline_script_is_json_that_cannot_close_the_script_element(): void {
		$this->filter(
			'kiosk_settings',
			static function ( $data ) {
				$data['probe'] = "</script><!-- \u{2028} & '\"";
				return $data;
			}
		);
		$script = \Kiosk\Tests\Wired::settings()->inline_script();
		$this->assertStringStartsWith( 'window.kioskSettings = {', $script );
		$this->assertStringNotContainsString( '</', $script );
		$this->assertStringNotContainsString( '<!--', $script );
		$this->assertStringNotContainsString( "\u{2028}", $script );
		$decoded = json_decode( substr( $script, strlen( 'window.kioskSettings = ' ), -1 ), true );
		$this->assertSame( "</script><!-- \u{2028} & '\"", $decoded['probe'] );
	}
}
