<?php
/**
 * The server's checkout markup (php/Blocks/CheckoutMarkup): when it is
 * printed at all, the German address form's fields in their order with
 * their labels and required marks, what a shopper can type into before the
 * script runs, and exact escaping. Whether it equals the client's first
 * render is checked in the browser (tests/e2e/checkout/server-render.e2e.ts).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Blocks\CheckoutMarkup\CheckoutMarkup;

/**
 * CheckoutMarkup::render().
 */
final class CheckoutMarkupTest extends TestCase {

	/** Store API currency fields in euros. */
	private const EURO = array(
		'currency_minor_unit'         => 2,
		'currency_decimal_separator'  => ',',
		'currency_thousand_separator' => '.',
		'currency_prefix'             => '',
		'currency_suffix'             => ' €',
	);

	/** A cart with one item shipped by flat rate, pickup offered. */
	private static function cart(): array {
		return array(
			'items'            => array(
				array(
					'key'       => 'a1',
					'quantity'  => 2,
					'name'      => 'Kochen &amp; Backen',
					'variation' => array(),
					'item_data' => array(),
					'totals'    => array_merge(
						self::EURO,
						array(
							'line_subtotal'     => '4654',
							'line_subtotal_tax' => '326',
						)
					),
				),
			),
			'coupons'          => array(),
			'fees'             => array(),
			'totals'           => array_merge(
				self::EURO,
				array(
					'total_items'        => '4654',
					'total_items_tax'    => '326',
					'total_discount'     => '0',
					'total_discount_tax' => '0',
					'total_shipping'     => '420',
					'total_shipping_tax' => '80',
					'total_price'        => '5480',
					'total_tax'          => '406',
					'tax_lines'          => array(),
				)
			),
			'billing_address'  => array(
				'email'   => '',
				'country' => 'DE',
			),
			'shipping_address' => array(
				'first_name' => 'Max "M" <b>',
				'country'    => 'DE',
			),
			'needs_shipping'   => true,
			'shipping_rates'   => array(
				array(
					'package_id'     => 0,
					'shipping_rates' => array(
						array(
							'rate_id'   => 'flat_rate:1',
							'method_id' => 'flat_rate',
							'selected'  => true,
						),
						array(
							'rate_id'   => 'pickup_location:0',
							'method_id' => 'pickup_location',
							'selected'  => false,
						),
					),
				),
			),
			'errors'           => array(),
			'payment_methods'  => array( 'bacs' ),
		);
	}

	/** The settings the client reads beside the cart (German fields, as Settings gives them). */
	private static function context(): array {
		return array(
			'shop'     => array(
				'displayCartPricesIncludingTax' => true,
				'taxesEnabled'                  => true,
				'shippingCountries'             => array( 'DE', 'AT' ),
				'allowedCountries'              => array( 'DE', 'AT' ),
				'localPickupEnabled'            => true,
				'localPickupLabel'              => 'Abholung',
				'accountCreation'               => false,
				'paymentMethodData'             => array( 'bacs' => array( 'title' => 'Überweisung' ) ),
			),
			'address'  => array(
				'countries'          => array(
					'DE' => array(
						'name'   => 'Deutschland',
						'states' => array(),
					),
					'AT' => array(
						'name'   => 'Österreich',
						'states' => array(),
					),
				),
				'addressFields'      => \Kiosk\Assets\Settings::address_fields(),
				'addressFieldLocale' => array(
					'DE' => array(
						'postcode' => array( 'index' => 65 ),
						'state'    => array( 'hidden' => true ),
						'company'  => array( 'hidden' => true ),
					),
				),
			),
			'loggedIn' => false,
			'express'  => false,
		);
	}

	public function test_nothing_for_an_empty_cart_errors_a_chosen_pickup_or_an_extension_block(): void {
		$empty          = self::cart();
		$empty['items'] = array();
		$this->assertNull( CheckoutMarkup::render( $empty, array(), self::context() ) );

		$errors           = self::cart();
		$errors['errors'] = array( array( 'code' => 'woocommerce_rest_out_of_stock' ) );
		$this->assertNull( CheckoutMarkup::render( $errors, array(), self::context() ) );


		$pickup = self::cart();
		$pickup['shipping_rates'][0]['shipping_rates'][1]['selected'] = true;
		$this->assertNull( CheckoutMarkup::render( $pickup, array(), self::context() ), 'the client may start on pickup' );

		$tree = array(
			array(
				'name'        => 'kiosk/checkout-fields-block',
				'innerBlocks' => array(
					array( 'name' => 'acme/gift-note' ),
					array( 'name' => 'kiosk/checkout-contact-information-block' ),
				),
			),
			array(
				'name'        => 'kiosk/checkout-totals-block',
				'innerBlocks' => array(
					array(
						'name'        => 'kiosk/checkout-order-summary-block',
						'innerBlocks' => array( array( 'name' => 'kiosk/checkout-order-summary-totals-block' ) ),
					),
				),
			),
		);
		$this->assertNull( CheckoutMarkup::render( self::cart(), $tree, self::context() ), 'an extension block is the client\'s to render' );

		$inside                             = $tree;
		$inside[0]['innerBlocks']           = array(
			array( 'name' => 'kiosk/checkout-express-payment-block' ),
			array(
				'name'        => 'kiosk/checkout-contact-information-block',
				'innerBlocks' => array( array( 'name' => 'acme/newsletter' ) ),
			),
			array( 'name' => 'kiosk/checkout-shipping-method-block' ),
			array( 'name' => 'kiosk/checkout-pickup-options-block' ),
			array( 'name' => 'kiosk/checkout-shipping-address-block' ),
			array( 'name' => 'kiosk/checkout-billing-address-block' ),
		);
		$this->assertNull( CheckoutMarkup::render( self::cart(), $inside, self::context() ), 'nor one saved inside a first-step area' );

		$inside[0]['innerBlocks'][1]['innerBlocks'] = array();
		$this->assertNotNull( CheckoutMarkup::render( self::cart(), $inside, self::context() ), 'the same layout without it is printed' );
	}

	public function test_the_german_first_step_typeable_with_its_other_controls_inert(): void {
		$html  = (string) CheckoutMarkup::render( self::cart(), array(), self::context() );
		$xpath = $this->xpath( $html );

		$steps = array();
		foreach ( $xpath->query( '//form[@class="kiosk-checkout__form"]/*' ) as $node ) {
			$steps[] = $node->getAttribute( 'class' );
		}
		$this->assertSame(
			array(
				'kiosk-checkout-step kiosk-checkout__contact-information',
				'kiosk-checkout-step kiosk-checkout__delivery-method',
				'kiosk-checkout-step kiosk-checkout__shipping-address',
				CheckoutMarkup::REST_CLASS,
			),
			$steps
		);

		// German order (postcode before city), the company hidden, the state hidden, line 2 as its link.
		$fields = array();
		foreach ( $xpath->query( '//div[contains(@class,"kiosk-address-form--shipping")]/*' ) as $node ) {
			$control  = $xpath->query( './/input|.//select', $node )->item( 0 );
			$fields[] = $control ? $control->getAttribute( 'id' ) . ( $control->hasAttribute( 'required' ) ? '*' : '' ) : $node->getAttribute( 'class' );
		}
		$this->assertSame(
			array( 'shipping-first_name*', 'shipping-last_name*', 'shipping-address_1*', 'kiosk-address-form__add-line kiosk-link-button', 'shipping-country*', 'shipping-postcode*', 'shipping-city*', 'shipping-phone' ),
			$fields
		);
		$this->assertSame( __( 'Phone (optional)', 'kiosk' ), $xpath->query( '//label[@for="shipping-phone"]' )->item( 0 )->textContent );

		// Text fields take input at once; the rest waits for the script.
		$this->assertSame( 0, $xpath->query( '//input[(@type="text" or @type="email" or @type="tel") and @inert]' )->length );
		$this->assertSame( 0, $xpath->query( '//button[not(@inert)] | //select[not(@inert)] | //input[(@type="checkbox" or @type="radio") and not(@inert)]' )->length );
		$this->assertSame( 'DE', $xpath->query( '//select[@id="shipping-country"]/option[@selected]' )->item( 0 )->getAttribute( 'value' ) );

		// Escaped late and exactly: the cart's text shows as the client prints it.
		$this->assertSame( 'Max "M" <b>', $xpath->query( '//input[@id="shipping-first_name"]' )->item( 0 )->getAttribute( 'value' ) );
		$this->assertSame( 'Kochen &amp; Backen', $xpath->query( '//span[@class="kiosk-order-summary-item__name"]' )->item( 0 )->textContent );
		$this->assertStringContainsString( '54,80 €', $xpath->query( '//div[contains(@class,"kiosk-totals__row--total")]' )->item( 0 )->textContent );
		$this->assertStringContainsString( '5,00 €', $xpath->query( '//div[contains(@class,"kiosk-totals__row--shipping")]' )->item( 0 )->textContent );
	}

	public function test_express_buttons_have_their_place_held(): void {
		$cart                    = self::cart();
		$cart['payment_methods'] = array( 'bacs', 'wallet' );
		$context                 = self::context();
		$context['shop']['paymentMethodData']['wallet'] = array(
			'title'   => 'Wallet',
			'express' => true,
		);
		$this->assertSame( 1, CheckoutMarkup::offers_express( $cart, $context['shop'] ) );
		$context['express'] = 1;
		$xpath              = $this->xpath( (string) CheckoutMarkup::render( $cart, array(), $context ) );
		$this->assertSame( 1, $xpath->query( '//form/section[@class="kiosk-express-payment"]//li[@class="kiosk-express-payment__method"]/div[@class="kiosk-express-payment__skeleton"]' )->length );
		$this->assertSame( 0, $xpath->query( '//form/section[@class="kiosk-express-payment"]', $xpath->document )->item( 0 )->getElementsByTagName( 'button' )->length );

		$this->assertSame( 0, CheckoutMarkup::offers_express( self::cart(), $context['shop'] ), 'not offered by this cart' );
		$xpath = $this->xpath( (string) CheckoutMarkup::render( self::cart(), array(), self::context() ) );
		$this->assertSame( 0, $xpath->query( '//section[@class="kiosk-express-payment"]' )->length );
	}

	public function test_an_order_that_ships_nothing_asks_for_the_billing_address(): void {
		$cart                   = self::cart();
		$cart['needs_shipping'] = false;
		$cart['shipping_rates'] = array();
		$xpath                  = $this->xpath( (string) CheckoutMarkup::render( $cart, array(), self::context() ) );
		$this->assertSame( 1, $xpath->query( '//fieldset[contains(@class,"kiosk-checkout__billing-address")]//input[@id="billing-first_name"]' )->length );
		$this->assertSame( 0, $xpath->query( '//fieldset[contains(@class,"kiosk-checkout__shipping-address") or contains(@class,"kiosk-checkout__delivery-method")]' )->length );
	}
}
