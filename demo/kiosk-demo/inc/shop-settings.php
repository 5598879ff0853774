<?php
/**
 * The demo shop's store settings, pages, taxes, shipping and gateways, as a
 * German shop owner would set them in WooCommerce → Settings.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_action( 'kiosk_demo_seed', 'kiosk_demo_seed_shop_settings', 30 );

/**
 * Seeds the store settings (idempotent: every call sets the same values).
 */
function kiosk_demo_seed_shop_settings(): void {
	if ( ! function_exists( 'WC' ) ) {
		return;
	}
	$options = array(
		'woocommerce_store_address'                   => 'Torstraße 1',
		'woocommerce_store_city'                      => 'Berlin',
		'woocommerce_store_postcode'                  => '10119',
		'woocommerce_default_country'                 => 'DE:DE-BE',
		'woocommerce_allowed_countries'               => 'specific',
		'woocommerce_specific_allowed_countries'      => array( 'DE', 'AT', 'CH' ),
		'woocommerce_ship_to_countries'               => '',
		'woocommerce_default_customer_address'        => 'base',
		'woocommerce_currency'                        => 'EUR',
		'woocommerce_currency_pos'                    => 'right_space',
		'woocommerce_price_thousand_sep'              => '.',
		'woocommerce_price_decimal_sep'               => ',',
		'woocommerce_price_num_decimals'              => 2,
		'woocommerce_weight_unit'                     => 'g',
		'woocommerce_dimension_unit'                  => 'cm',
		'woocommerce_calc_taxes'                      => 'yes',
		'woocommerce_prices_include_tax'              => 'yes',
		'woocommerce_tax_based_on'                    => 'shipping',
		'woocommerce_shipping_tax_class'              => '',
		'woocommerce_tax_round_at_subtotal'           => 'no',
		'woocommerce_tax_display_shop'                => 'incl',
		'woocommerce_tax_display_cart'                => 'incl',
		'woocommerce_tax_total_display'               => 'single',
		'woocommerce_enable_coupons'                  => 'yes',
		'woocommerce_calc_discounts_sequentially'     => 'no',
		'woocommerce_enable_guest_checkout'           => 'yes',
		'woocommerce_enable_checkout_login_reminder'  => 'yes',
		'woocommerce_enable_signup_and_login_from_checkout' => 'yes',
		'woocommerce_enable_myaccount_registration'   => 'no',
		'woocommerce_registration_generate_password'  => 'yes',
		'woocommerce_manage_stock'                    => 'yes',
		'woocommerce_notify_no_stock'                 => 'no',
		'woocommerce_hold_stock_minutes'              => '60',
		'woocommerce_ship_to_destination'             => 'shipping',
		'woocommerce_shipping_cost_requires_address'  => 'no',
		'woocommerce_coming_soon'                     => 'no',
		'woocommerce_store_pages_only'                => 'no',
		'woocommerce_allow_tracking'                  => 'no',
		'woocommerce_show_marketplace_suggestions'    => 'no',
		'woocommerce_task_list_hidden'                => 'yes',
		'woocommerce_task_list_complete'              => 'yes',
		'woocommerce_extended_task_list_hidden'       => 'yes',
		'woocommerce_feature_order_attribution_enabled' => 'yes',
		'woocommerce_checkout_order_received_endpoint' => 'bestellung-erhalten',
		'woocommerce_checkout_pay_endpoint'           => 'bestellung-bezahlen',
		'woocommerce_myaccount_orders_endpoint'       => 'bestellungen',
		'woocommerce_myaccount_edit_address_endpoint' => 'adressen',
		'woocommerce_myaccount_payment_methods_endpoint' => 'zahlungsmethoden',
		'woocommerce_myaccount_edit_account_endpoint' => 'konto-bearbeiten',
		'woocommerce_logout_endpoint'                 => 'abmelden',
		'woocommerce_permalinks'                      => array(
			'product_base'           => '/produkt',
			'category_base'          => 'produkt-kategorie',
			'tag_base'               => 'produkt-schlagwort',
			'attribute_base'         => '',
			'use_verbose_page_rules' => false,
		),
		'woocommerce_onboarding_profile'              => array(
			'skipped'   => true,
			'completed' => true,
		),
	);
	foreach ( $options as $name => $value ) {
		update_option( $name, $value );
	}
	kiosk_demo_seed_shop_pages();
	kiosk_demo_seed_taxes();
	kiosk_demo_seed_shipping();
	kiosk_demo_seed_gateways();
	// WooCommerce registers its rewrite rules with the product base read at init: rebuilt on the next request.
	delete_option( 'rewrite_rules' );
}

/**
 * WooCommerce's pages with German titles and slugs; the cart and checkout
 * hold Kiosk's blocks, as Kiosk's set-up step would put them.
 */
function kiosk_demo_seed_shop_pages(): void {
	$pages = array(
		'shop'      => array( 'Shop', 'shop', '' ),
		'cart'      => array( 'Warenkorb', 'warenkorb', '<!-- wp:kiosk/cart /-->' ),
		'checkout'  => array( 'Kasse', 'kasse', '<!-- wp:kiosk/checkout /-->' ),
		'myaccount' => array( 'Mein Konto', 'mein-konto', "<!-- wp:shortcode -->\n[woocommerce_my_account]\n<!-- /wp:shortcode -->" ),
	);
	foreach ( $pages as $key => list( $title, $slug, $content ) ) {
		$id   = (int) get_option( "woocommerce_{$key}_page_id" );
		$page = $id ? get_post( $id ) : null;
		$data = array(
			'post_title'   => $title,
			'post_name'    => $slug,
			'post_content' => $content,
			'post_status'  => 'publish',
			'post_type'    => 'page',
		);
		if ( $page ) {
			$data['ID'] = $page->ID;
			wp_update_post( wp_slash( $data ) );
		} else {
			$id = wp_insert_post( wp_slash( $data ) );
			update_option( "woocommerce_{$key}_page_id", $id );
		}
	}
	$terms = get_page_by_path( 'agb' );
	if ( $terms ) {
		update_option( 'woocommerce_terms_page_id', $terms->ID );
	}
	kiosk_demo_seed_shipping_page();
	// The demo did what Kiosk's set-up step does: its notice has nothing to ask.
	update_option( 'kiosk_setup', array( 'done' => true ), false );
}

/**
 * The shipping costs page that "zzgl. Versandkosten" links to (Kiosk's
 * setting `kiosk_shipping_page_id`).
 */
function kiosk_demo_seed_shipping_page(): void {
	$content = implode(
		"\n\n",
		array(
			'<!-- wp:heading --><h2 class="wp-block-heading">Versandkosten</h2><!-- /wp:heading -->',
			'<!-- wp:list --><ul class="wp-block-list"><li>Deutschland: 5,00 € je Bestellung, ab 50,00 € Bestellwert versandkostenfrei</li><li>Österreich und Schweiz: 12,00 € je Bestellung</li><li>Abholung in der Redaktion Berlin oder in der Buchhandlung Leipzig: kostenlos</li></ul><!-- /wp:list -->',
			'<!-- wp:paragraph --><p>Alle Preise enthalten die gesetzliche Mehrwertsteuer. Digitale Produkte werden nicht versandt.</p><!-- /wp:paragraph -->',
			'<!-- wp:heading --><h2 class="wp-block-heading">Lieferzeiten</h2><!-- /wp:heading -->',
			'<!-- wp:paragraph --><p>Die Lieferzeit steht bei jedem Produkt. Sie beginnt bei Vorkasse am Tag nach dem Zahlungseingang, sonst am Tag nach der Bestellung.</p><!-- /wp:paragraph -->',
			'<!-- wp:heading --><h2 class="wp-block-heading">Zahlungsarten</h2><!-- /wp:heading -->',
			'<!-- wp:paragraph --><p>Überweisung (Vorkasse), Scheck und Nachnahme (nur in Deutschland).</p><!-- /wp:paragraph -->',
		)
	);
	$page = get_page_by_path( 'versand-und-zahlung' );
	$data = array(
		'post_title'   => 'Versand und Zahlung',
		'post_name'    => 'versand-und-zahlung',
		'post_content' => $content,
		'post_status'  => 'publish',
		'post_type'    => 'page',
	);
	if ( $page ) {
		$data['ID'] = $page->ID;
	}
	$id = $page ? wp_update_post( wp_slash( $data ) ) : wp_insert_post( wp_slash( $data ) );
	if ( $id && ! is_wp_error( $id ) ) {
		update_option( 'kiosk_shipping_page_id', (int) $id );
	}
}

/**
 * VAT rates of Germany, Austria and Switzerland: standard and reduced.
 */
function kiosk_demo_seed_taxes(): void {
	if ( ! in_array( 'reduced-rate', WC_Tax::get_tax_class_slugs(), true ) ) {
		WC_Tax::create_tax_class( 'Reduced rate', 'reduced-rate' );
	}
	$rates = array(
		array( 'DE', '19.0000', 'MwSt.', '' ),
		array( 'DE', '7.0000', 'MwSt.', 'reduced-rate' ),
		array( 'AT', '20.0000', 'USt.', '' ),
		array( 'AT', '10.0000', 'USt.', 'reduced-rate' ),
		array( 'CH', '8.1000', 'MWST', '' ),
		array( 'CH', '2.6000', 'MWST', 'reduced-rate' ),
	);
	foreach ( $rates as list( $country, $rate, $name, $class ) ) {
		$existing = WC_Tax::find_rates(
			array(
				'country'   => $country,
				'tax_class' => $class,
			)
		);
		if ( $existing ) {
			continue;
		}
		WC_Tax::_insert_tax_rate(
			array(
				'tax_rate_country'  => $country,
				'tax_rate_state'    => '',
				'tax_rate'          => $rate,
				'tax_rate_name'     => $name,
				'tax_rate_priority' => 1,
				'tax_rate_compound' => 0,
				'tax_rate_shipping' => 1,
				'tax_rate_order'    => 0,
				'tax_rate_class'    => $class,
			)
		);
	}
}

/**
 * Shipping zones DE and AT/CH with flat rate and free shipping, and local
 * pickup at two locations (WooCommerce's pickup settings).
 */
function kiosk_demo_seed_shipping(): void {
	$existing = wp_list_pluck( WC_Shipping_Zones::get_zones(), 'zone_name' );
	// Shipping costs are entered net; these are 5,00 € and 12,00 € with 19 % VAT.
	$zones = array(
		'Deutschland'            => array(
			'countries' => array( 'DE' ),
			'methods'   => array(
				array(
					'flat_rate',
					array(
						'title'      => 'Standardversand',
						'tax_status' => 'taxable',
						'cost'       => '4.20168',
					),
				),
				array(
					'free_shipping',
					array(
						'title'            => 'Kostenloser Versand',
						'requires'         => 'min_amount',
						'min_amount'       => '50',
						'ignore_discounts' => 'no',
					),
				),
			),
		),
		'Österreich und Schweiz' => array(
			'countries' => array( 'AT', 'CH' ),
			'methods'   => array(
				array(
					'flat_rate',
					array(
						'title'      => 'Versand ins Ausland',
						'tax_status' => 'taxable',
						'cost'       => '10.08403',
					),
				),
			),
		),
	);
	$order = 0;
	foreach ( $zones as $name => $zone_data ) {
		++$order;
		if ( in_array( $name, $existing, true ) ) {
			continue;
		}
		$zone = new WC_Shipping_Zone();
		$zone->set_zone_name( $name );
		$zone->set_zone_order( $order );
		foreach ( $zone_data['countries'] as $country ) {
			$zone->add_location( $country, 'country' );
		}
		$zone->save();
		foreach ( $zone_data['methods'] as list( $method, $settings ) ) {
			$instance = $zone->add_shipping_method( $method );
			update_option( "woocommerce_{$method}_{$instance}_settings", $settings );
		}
	}
	update_option(
		'woocommerce_pickup_location_settings',
		array(
			'enabled'    => 'yes',
			'title'      => 'Abholung vor Ort',
			'tax_status' => 'taxable',
			'cost'       => '',
		)
	);
	update_option(
		'pickup_location_pickup_locations',
		array(
			array(
				'name'    => 'Redaktion Berlin',
				'address' => array(
					'address_1' => 'Torstraße 1',
					'city'      => 'Berlin',
					'state'     => '',
					'postcode'  => '10119',
					'country'   => 'DE',
				),
				'details' => 'Mo–Fr 10–18 Uhr, Empfang im Erdgeschoss.',
				'enabled' => true,
			),
			array(
				'name'    => 'Kiosk am Hafen',
				'address' => array(
					'address_1' => 'Große Elbstraße 12',
					'city'      => 'Hamburg',
					'state'     => '',
					'postcode'  => '22767',
					'country'   => 'DE',
				),
				'details' => 'Di–Sa 9–14 Uhr.',
				'enabled' => true,
			),
		)
	);
}

/**
 * WooCommerce's offline gateways with the German titles an owner would set.
 */
function kiosk_demo_seed_gateways(): void {
	update_option(
		'woocommerce_bacs_settings',
		array(
			'enabled'      => 'yes',
			'title'        => 'Überweisung (Vorkasse)',
			'description'  => 'Überweisen Sie den Betrag direkt auf unser Konto. Bitte geben Sie die Bestellnummer als Verwendungszweck an. Ihre Bestellung wird erst nach Zahlungseingang versandt.',
			'instructions' => 'Bitte überweisen Sie den Gesamtbetrag innerhalb von 7 Tagen. Verwendungszweck: Ihre Bestellnummer.',
		)
	);
	update_option(
		'woocommerce_bacs_accounts',
		array(
			array(
				'account_name'   => 'Kiosk Magazin GmbH',
				'account_number' => '',
				'bank_name'      => 'Berliner Testbank',
				'sort_code'      => '',
				'iban'           => 'DE02120300000000202051',
				'bic'            => 'BYLADEM1001',
			),
		)
	);
	update_option(
		'woocommerce_cheque_settings',
		array(
			'enabled'      => 'yes',
			'title'        => 'Scheckzahlung',
			'description'  => 'Bitte senden Sie Ihren Scheck an: Kiosk Magazin GmbH, Torstraße 1, 10119 Berlin.',
			'instructions' => 'Bitte senden Sie Ihren Scheck an: Kiosk Magazin GmbH, Torstraße 1, 10119 Berlin.',
		)
	);
	update_option(
		'woocommerce_cod_settings',
		array(
			'enabled'            => 'yes',
			'title'              => 'Nachnahme',
			'description'        => 'Bezahlen Sie bar bei Lieferung.',
			'instructions'       => 'Bezahlen Sie bar bei Lieferung.',
			'enable_for_methods' => array( 'flat_rate', 'free_shipping' ),
			'enable_for_virtual' => 'no',
		)
	);
	update_option( 'woocommerce_gateway_order', array( 'bacs' => 0, 'cheque' => 1, 'cod' => 2 ) );
}
