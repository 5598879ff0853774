<?php
/**
 * What the block editor's cart and checkout previews show: the shop's own
 * payment methods and one of its products.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Adds `editorPreview` to the inline settings in wp-admin (where the block
 * editor runs): the titles of the payment gateways the shop has enabled,
 * and its newest purchasable product (name, price in minor units, image).
 * The front end never gets it.
 */
final class EditorPreview {

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'kiosk_settings', array( $this, 'add' ) );
	}

	/**
	 * Adds the preview data in wp-admin.
	 *
	 * @param array<string, mixed> $data The inline settings.
	 * @return array<string, mixed>
	 */
	public function add( $data ): array {
		$data = (array) $data;
		if ( is_admin() && function_exists( 'WC' ) ) {
			$data['editorPreview'] = array(
				'gateways' => self::gateways(),
				'product'  => self::product(),
			);
		}
		return $data;
	}

	/**
	 * The enabled gateways' ids and titles, in WooCommerce's order.
	 *
	 * @return array<int, array{id: string, title: string}>
	 */
	public static function gateways(): array {
		$out      = array();
		$gateways = is_object( WC()->payment_gateways() ) ? (array) WC()->payment_gateways()->payment_gateways() : array();
		foreach ( $gateways as $id => $gateway ) {
			if ( is_object( $gateway ) && 'yes' === ( $gateway->enabled ?? 'no' ) ) {
				$out[] = array(
					'id'    => (string) $id,
					'title' => wp_strip_all_tags( (string) $gateway->get_title() ),
				);
			}
		}
		return $out;
	}

	/**
	 * The shop's newest published, purchasable product with a price (null for none).
	 *
	 * @return array{name: string, price: int, image: string}|null
	 */
	public static function product(): ?array {
		if ( ! function_exists( 'wc_get_products' ) ) {
			return null;
		}
		foreach ( (array) wc_get_products(
			array(
				'status'  => 'publish',
				'limit'   => 5,
				'orderby' => 'date',
				'order'   => 'DESC',
			)
		) as $product ) {
			if ( ! $product instanceof \WC_Product || ! $product->is_purchasable() || '' === (string) $product->get_price() ) {
				continue;
			}
			$image = (int) $product->get_image_id();
			return array(
				'name'  => wp_strip_all_tags( $product->get_name() ),
				'price' => (int) round( (float) wc_get_price_to_display( $product ) * ( 10 ** wc_get_price_decimals() ) ),
				'image' => $image ? (string) wp_get_attachment_image_url( $image, 'woocommerce_thumbnail' ) : '',
			);
		}
		return null;
	}
}
