<?php
/**
 * The demo catalogue: books and subscriptions (reduced VAT), merchandise
 * (standard VAT); one product on sale, one with low stock, one sold
 * individually, a virtual e-paper, a variable T-shirt, one sold in pairs
 * (2–10), one sold out, and cross-sells. Prices include VAT. Plus the
 * coupons SOMMER10, FIX5, WINTER2023 (expired) and LESER15 (minimum 50 €).
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_action( 'kiosk_demo_seed', 'kiosk_demo_seed_catalogue', 31 );
add_filter( 'woocommerce_store_api_product_quantity_minimum', 'kiosk_demo_quantity_limit', 10, 2 );
add_filter( 'woocommerce_store_api_product_quantity_maximum', 'kiosk_demo_quantity_limit', 10, 2 );
add_filter( 'woocommerce_store_api_product_quantity_multiple_of', 'kiosk_demo_quantity_limit', 10, 2 );

/** Quantity limits by SKU: minimum, maximum, multiple of. */
const KIOSK_DEMO_LIMITS = array( 'KIOSK-8' => array( 2, 10, 2 ) );

/**
 * WooCommerce's own filters for the Store API's quantity limits (core has
 * no per-product setting; extensions such as min/max plugins use these).
 *
 * @param int|float  $value   WooCommerce's value.
 * @param WC_Product $product The product.
 * @return int|float
 */
function kiosk_demo_quantity_limit( $value, $product ) {
	$limits = KIOSK_DEMO_LIMITS[ $product->get_sku() ] ?? null;
	if ( ! $limits ) {
		return $value;
	}
	$index = array(
		'woocommerce_store_api_product_quantity_minimum'     => 0,
		'woocommerce_store_api_product_quantity_maximum'     => 1,
		'woocommerce_store_api_product_quantity_multiple_of' => 2,
	)[ current_filter() ];
	return $limits[ $index ];
}

/**
 * The catalogue's rows: sku, slug, name, price, sale, tax class, category,
 * stock (null: not managed), extras.
 */
function kiosk_demo_catalogue(): array {
	$books = array( 'Bücher', 'buecher' );
	$abos  = array( 'Abonnements', 'abonnements' );
	$merch = array( 'Fanartikel', 'fanartikel' );
	return array(
		array( 'KIOSK-1', 'die-stadt-und-das-meer', 'Die Stadt und das Meer', '22.00', '', 'reduced-rate', $books, null, array( 'cross' => array( 'KIOSK-2', 'KIOSK-5' ), 'short' => 'Der Roman unserer Kolumnistin über einen Sommer an der Ostsee.', 'long' => 'Gebundene Ausgabe, 320 Seiten. Signiert von der Autorin.', 'weight' => 550 ) ),
		array( 'KIOSK-2', 'kochen-mit-kiosk', 'Kochen mit Kiosk', '29.90', '24.90', 'reduced-rate', $books, null, array( 'cross' => array( 'KIOSK-6' ), 'short' => 'Die besten Rezepte aus zehn Jahren Kiosk-Küche – jetzt im Angebot.', 'long' => 'Hardcover, 208 Seiten, durchgehend farbig bebildert.', 'weight' => 800 ) ),
		array( 'KIOSK-3', 'jahresabo-kiosk-magazin', 'Jahresabo Kiosk Magazin', '89.00', '', 'reduced-rate', $abos, null, array( 'cross' => array( 'KIOSK-4' ), 'individually' => true, 'short' => 'Zwölf Ausgaben frei Haus, jederzeit zum Ende der Laufzeit kündbar.', 'long' => 'Das gedruckte Magazin, jeden Monat in Ihrem Briefkasten.', 'weight' => 0 ) ),
		array( 'KIOSK-4', 'kiosk-e-paper', 'Kiosk E-Paper Monatsabo', '9.99', '', 'reduced-rate', $abos, null, array( 'virtual' => true, 'short' => 'Das Magazin als E-Paper für Tablet, Smartphone und Browser.', 'long' => 'Digitaler Zugang, monatlich kündbar. Kein Versand.', 'weight' => 0 ) ),
		array( 'KIOSK-5', 'sonderheft-architektur', 'Sonderheft Architektur', '12.50', '', 'reduced-rate', $books, 3, array( 'short' => 'Restexemplare: das vergriffene Sonderheft über Bauen in der Stadt.', 'long' => '96 Seiten, Klebebindung.', 'weight' => 250 ) ),
		array( 'KIOSK-6', 'kiosk-tasse', 'Kiosk-Tasse', '14.90', '', '', $merch, 40, array( 'cross' => array( 'KIOSK-9' ), 'short' => 'Steinzeug-Tasse mit Logo, spülmaschinenfest.', 'long' => '350 ml, hergestellt in Thüringen.', 'weight' => 400 ) ),
		array( 'KIOSK-7', 'kiosk-t-shirt', 'Kiosk-T-Shirt', '24.90', '', '', $merch, null, array( 'cross' => array( 'KIOSK-9' ), 'sizes' => array( 'S' => 25, 'M' => 25, 'L' => 25, 'XL' => 5 ), 'short' => 'Bio-Baumwolle, fair produziert, in vier Größen.', 'long' => 'Unisex-Schnitt, 180 g/m².', 'weight' => 200 ) ),
		array( 'KIOSK-8', 'postkarten-set', 'Postkarten-Set', '6.00', '', '', $merch, null, array( 'short' => 'Titelbilder als Postkarten, nur paarweise erhältlich (höchstens 10).', 'long' => 'Je Set fünf Karten im Format DIN A6.', 'weight' => 60 ) ),
		array( 'KIOSK-9', 'stoffbeutel', 'Stoffbeutel', '9.90', '', '', $merch, 120, array( 'short' => 'Robuster Baumwollbeutel für den Weg zum Kiosk.', 'long' => '38 × 42 cm, lange Henkel.', 'weight' => 150 ) ),
		array( 'KIOSK-10', 'notizbuch', 'Notizbuch Recherche', '11.90', '', '', $merch, null, array( 'cross' => array( 'KIOSK-1' ), 'short' => 'Punktraster, 160 Seiten, mit Gummiband.', 'long' => 'Format A5, Recyclingpapier.', 'weight' => 300 ) ),
		array( 'KIOSK-11', 'lesezeichen-set', 'Lesezeichen-Set', '4.50', '', '', $merch, 0, array( 'short' => 'Drei Lesezeichen aus Messing – derzeit ausverkauft.', 'long' => 'Handgefertigt in Berlin.', 'weight' => 30 ) ),
	);
}

/**
 * Seeds the catalogue and the coupons (looked up by SKU and code).
 */
function kiosk_demo_seed_catalogue(): void {
	if ( ! function_exists( 'WC' ) ) {
		return;
	}
	$ids = array();
	foreach ( kiosk_demo_catalogue() as list( $sku, $slug, $name, $price, $sale, $tax_class, $category, $stock, $extra ) ) {
		$existing = wc_get_product_id_by_sku( $sku );
		if ( $existing ) {
			$ids[ $sku ] = $existing;
			continue;
		}
		$product = isset( $extra['sizes'] ) ? new WC_Product_Variable() : new WC_Product_Simple();
		$product->set_name( $name );
		$product->set_slug( $slug );
		$product->set_sku( $sku );
		$product->set_status( 'publish' );
		$product->set_short_description( $extra['short'] );
		$product->set_description( $extra['long'] );
		$product->set_tax_class( $tax_class );
		$product->set_category_ids( array( kiosk_demo_term( $category[0], $category[1], 'product_cat' ) ) );
		$product->set_sold_individually( ! empty( $extra['individually'] ) );
		$product->set_virtual( ! empty( $extra['virtual'] ) );
		if ( $extra['weight'] ) {
			$product->set_weight( (string) $extra['weight'] );
			// Kiosk's delivery-time field (product shipping tab).
			$product->update_meta_data( '_kiosk_delivery_time', 'KIOSK-5' === $sku ? '3–5 Werktage' : '1–3 Werktage' );
		}
		$product->set_image_id( kiosk_demo_product_image( $slug, $name, $category[1] ) );
		if ( isset( $extra['sizes'] ) ) {
			$attribute = new WC_Product_Attribute();
			$attribute->set_name( 'Größe' );
			$attribute->set_options( array_keys( $extra['sizes'] ) );
			$attribute->set_visible( true );
			$attribute->set_variation( true );
			$product->set_attributes( array( $attribute ) );
			$product->save();
			foreach ( $extra['sizes'] as $size => $size_stock ) {
				$variation = new WC_Product_Variation();
				$variation->set_parent_id( $product->get_id() );
				$variation->set_attributes( array( sanitize_title( 'Größe' ) => $size ) );
				$variation->set_sku( "{$sku}-{$size}" );
				$variation->set_regular_price( $price );
				$variation->set_manage_stock( true );
				$variation->set_stock_quantity( $size_stock );
				$variation->set_weight( (string) $extra['weight'] );
				$variation->set_status( 'publish' );
				$variation->save();
			}
			WC_Product_Variable::sync( $product->get_id() );
		} else {
			$product->set_regular_price( $price );
			if ( '' !== $sale ) {
				$product->set_sale_price( $sale );
			}
			if ( null !== $stock ) {
				$product->set_manage_stock( true );
				$product->set_stock_quantity( $stock );
			}
			$product->save();
		}
		$ids[ $sku ] = $product->get_id();
	}
	foreach ( kiosk_demo_catalogue() as list( $sku, , , , , , , , $extra ) ) {
		if ( empty( $extra['cross'] ) ) {
			continue;
		}
		$product = wc_get_product( $ids[ $sku ] );
		$product->set_cross_sell_ids( array_map( static fn ( $other ) => $ids[ $other ], $extra['cross'] ) );
		$product->save();
	}
	kiosk_demo_seed_coupons();
}

/**
 * A term of a taxonomy by slug, created when missing.
 *
 * @param string $name     Name.
 * @param string $slug     Slug.
 * @param string $taxonomy Taxonomy.
 */
function kiosk_demo_term( string $name, string $slug, string $taxonomy ): int {
	$term = get_term_by( 'slug', $slug, $taxonomy );
	if ( $term ) {
		return (int) $term->term_id;
	}
	$created = wp_insert_term( $name, $taxonomy, array( 'slug' => $slug ) );
	return is_wp_error( $created ) ? 0 : (int) $created['term_id'];
}

/**
 * The demo coupons.
 */
function kiosk_demo_seed_coupons(): void {
	$coupons = array(
		array( 'sommer10', 'percent', '10', array() ),
		array( 'fix5', 'fixed_cart', '5', array() ),
		array( 'winter2023', 'percent', '20', array( 'expires' => '2024-01-01' ) ),
		array( 'leser15', 'percent', '15', array( 'minimum' => '50' ) ),
	);
	foreach ( $coupons as list( $code, $type, $amount, $rules ) ) {
		if ( wc_get_coupon_id_by_code( $code ) ) {
			continue;
		}
		$coupon = new WC_Coupon();
		$coupon->set_code( $code );
		$coupon->set_discount_type( $type );
		$coupon->set_amount( $amount );
		if ( isset( $rules['expires'] ) ) {
			$coupon->set_date_expires( $rules['expires'] );
		}
		if ( isset( $rules['minimum'] ) ) {
			$coupon->set_minimum_amount( $rules['minimum'] );
		}
		$coupon->save();
	}
}
