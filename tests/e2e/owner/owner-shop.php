<?php
/**
 * A German shop as its owner has set it up in WooCommerce → Settings before
 * installing Kiosk (run inside the owner's site by the journey test): euro
 * prices with 19 % VAT included, a shipping zone for Germany, local pickup at
 * the shop, bank transfer with the owner's own title and bank details, two
 * products, a coupon. Nothing here is Kiosk's.
 *
 * @package Kiosk
 */

foreach (
	array(
		'woocommerce_store_address'              => 'Karl-Liebknecht-Straße 9',
		'woocommerce_store_city'                 => 'Leipzig',
		'woocommerce_store_postcode'             => '04107',
		'woocommerce_default_country'            => 'DE:DE-SN',
		'woocommerce_allowed_countries'          => 'specific',
		'woocommerce_specific_allowed_countries' => array( 'DE' ),
		'woocommerce_currency'                   => 'EUR',
		'woocommerce_currency_pos'               => 'right_space',
		'woocommerce_price_thousand_sep'         => '.',
		'woocommerce_price_decimal_sep'          => ',',
		'woocommerce_calc_taxes'                 => 'yes',
		'woocommerce_prices_include_tax'         => 'yes',
		'woocommerce_tax_display_shop'           => 'incl',
		'woocommerce_tax_display_cart'           => 'incl',
		'woocommerce_enable_coupons'             => 'yes',
		'woocommerce_enable_guest_checkout'      => 'yes',
		'woocommerce_coming_soon'                => 'no',
		'woocommerce_task_list_hidden'           => 'yes',
		'woocommerce_onboarding_profile'         => array( 'skipped' => true ),
	) as $kiosk_option => $kiosk_value
) {
	update_option( $kiosk_option, $kiosk_value );
}

WC_Tax::_insert_tax_rate(
	array(
		'tax_rate_country'  => 'DE',
		'tax_rate'          => '19.0000',
		'tax_rate_name'     => 'MwSt.',
		'tax_rate_priority' => 1,
		'tax_rate_shipping' => 1,
		'tax_rate_class'    => '',
	)
);

$kiosk_zone = new WC_Shipping_Zone();
$kiosk_zone->set_zone_name( 'Deutschland' );
$kiosk_zone->add_location( 'DE', 'country' );
$kiosk_zone->save();
$kiosk_instance = $kiosk_zone->add_shipping_method( 'flat_rate' );
update_option(
	"woocommerce_flat_rate_{$kiosk_instance}_settings",
	array(
		'title'      => 'Paketversand',
		'tax_status' => 'taxable',
		'cost'       => '4.11765',
	)
);
update_option(
	'woocommerce_pickup_location_settings',
	array(
		'enabled'    => 'yes',
		'title'      => 'Abholung im Laden',
		'tax_status' => 'taxable',
		'cost'       => '',
	)
);
update_option(
	'pickup_location_pickup_locations',
	array(
		array(
			'name'    => 'Laden Leipzig',
			'address' => array(
				'address_1' => 'Karl-Liebknecht-Straße 9',
				'city'      => 'Leipzig',
				'state'     => '',
				'postcode'  => '04107',
				'country'   => 'DE',
			),
			'details' => 'Mo–Sa 10–19 Uhr.',
			'enabled' => true,
		),
	)
);

update_option(
	'woocommerce_bacs_settings',
	array(
		'enabled'      => 'yes',
		'title'        => 'Überweisung (Vorkasse)',
		'description'  => 'Sie überweisen den Betrag nach der Bestellung auf unser Konto.',
		'instructions' => 'Bitte überweisen Sie den Betrag innerhalb von 7 Tagen.',
	)
);
update_option(
	'woocommerce_bacs_accounts',
	array(
		array(
			'account_name'   => 'Buchladen am Markt GmbH',
			'account_number' => '',
			'bank_name'      => 'Sparkasse Leipzig',
			'sort_code'      => '',
			'iban'           => 'DE89370400440532013000',
			'bic'            => 'WELADE8LXXX',
		),
	)
);

foreach (
	array(
		array( 'Notizbuch Stadtansichten', 'notizbuch-stadtansichten', '12.90' ),
		array( 'Kaffeebecher Leipzig', 'kaffeebecher-leipzig', '9.50' ),
	) as list( $kiosk_name, $kiosk_slug, $kiosk_price )
) {
	$kiosk_product = new WC_Product_Simple();
	$kiosk_product->set_name( $kiosk_name );
	$kiosk_product->set_slug( $kiosk_slug );
	$kiosk_product->set_regular_price( $kiosk_price );
	$kiosk_product->set_status( 'publish' );
	$kiosk_product->set_manage_stock( true );
	$kiosk_product->set_stock_quantity( 50 );
	$kiosk_product->save();
}

$kiosk_coupon = new WC_Coupon();
$kiosk_coupon->set_code( 'sommer10' );
$kiosk_coupon->set_discount_type( 'percent' );
$kiosk_coupon->set_amount( 10 );
$kiosk_coupon->save();

delete_option( 'rewrite_rules' );
echo wp_json_encode(
	array(
		'shop'     => wc_get_page_permalink( 'shop' ),
		'cart'     => wc_get_page_permalink( 'cart' ),
		'checkout' => wc_get_page_permalink( 'checkout' ),
		'account'  => wc_get_page_permalink( 'myaccount' ),
		'product'  => get_permalink( get_page_by_path( 'notizbuch-stadtansichten', OBJECT, 'product' ) ),
	)
);
