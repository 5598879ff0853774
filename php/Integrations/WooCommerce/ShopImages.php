<?php
/**
 * The `sizes` of the product grid's images on WooCommerce's own pages
 * (shop, product category or tag, a product's related products). WordPress
 * describes a 300 px thumbnail as `(max-width: 300px) 100vw, 300px`: a
 * phone then loads the 600 px copy for a slot of about 170 px (two columns
 * below 769 px, WooCommerce's small-screen stylesheet: 48 % of the theme's
 * content width, the viewport less 64 px of gutters). The grid's real
 * width lets the browser take the copy the slot needs; the first image is
 * the shop page's largest element.
 *
 * An owner keeps WordPress's `sizes` with `add_filter( 'kiosk_shop_image_sizes', '__return_empty_string' )`
 * or gives their own.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\CurrentPage;

/**
 * Describes the product grid's image slots.
 */
final class ShopImages {

	/** The grid's slot: two columns of 48 % below 769 px, never wider than the 300 px thumbnail above. */
	const SIZES = '(max-width: 768px) calc((100vw - 64px) * 0.48), 300px';

	/** WooCommerce's image size of the product grid. */
	const SIZE = 'woocommerce_thumbnail';

	/**
	 * This request's page context.
	 *
	 * @var CurrentPage
	 */
	private $page;

	/**
	 * On the pages the context names.
	 *
	 * @param CurrentPage $page This request's page context.
	 */
	public function __construct( CurrentPage $page ) {
		$this->page = $page;
	}

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'wp_get_attachment_image_attributes', array( $this, 'attributes' ), 10, 3 );
	}

	/**
	 * Sets the grid image's `sizes` (only where WordPress gave it one, with
	 * a `srcset` to choose from).
	 *
	 * @param mixed $attr       The image's attributes.
	 * @param mixed $attachment The attachment.
	 * @param mixed $size       The requested size.
	 * @return mixed
	 */
	public function attributes( $attr, $attachment = null, $size = '' ) {
		if ( ! is_array( $attr ) || self::SIZE !== $size || empty( $attr['sizes'] ) || empty( $attr['srcset'] ) || is_admin() ) {
			return $attr;
		}
		if ( ! $this->page->get()->is_product_page() ) {
			return $attr;
		}
		$sizes = (string) apply_filters( 'kiosk_shop_image_sizes', self::SIZES );
		if ( '' !== $sizes ) {
			$attr['sizes'] = $sizes;
		}
		return $attr;
	}
}
