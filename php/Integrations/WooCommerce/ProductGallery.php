<?php
/**
 * The product's image visible at the first paint. WooCommerce's template
 * (single-product/product-image.php) prints the gallery with an inline
 * `opacity: 0` that its single-product.js lifts once the gallery is set
 * up: when the gallery is a slider (FlexSlider: the theme supports
 * `wc-product-gallery-slider` and the product has more than one image),
 * that hides the slides until FlexSlider arranged them. Without a slider
 * the script only sets the opacity back to 1, after jQuery and WooCommerce's
 * deferred scripts ran: the product's image, the page's largest element,
 * waited for them. There the gallery gets the class `kiosk-gallery-shown`,
 * which Kiosk's add-to-cart stylesheet (loaded on every product page)
 * keeps at opacity 1 from the first paint; zoom and lightbox still set
 * themselves up as before.
 *
 * An owner turns it off with `add_filter( 'kiosk_product_gallery_at_first_paint', '__return_false' )`.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Marks the single product's gallery that no slider hides.
 */
final class ProductGallery {

	/** The class Kiosk's add-to-cart stylesheet shows (src/add-to-cart/style.css). */
	const SHOWN = 'kiosk-gallery-shown';

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_filter( 'woocommerce_single_product_image_gallery_classes', array( $this, 'classes' ) );
	}

	/**
	 * Adds the class to the gallery's classes when no slider hides it.
	 *
	 * @param mixed $classes The gallery wrapper's classes.
	 * @return mixed
	 */
	public function classes( $classes ) {
		if ( ! is_array( $classes ) || ! self::shown_at_first_paint( self::current_product() ) ) {
			return $classes;
		}
		$classes[] = self::SHOWN;
		return $classes;
	}

	/**
	 * Whether the product's gallery may show before WooCommerce's script
	 * ran: it will be no slider (WooCommerce's own test, in
	 * single-product.js: the slider is on, by theme support or its filter,
	 * and the gallery has more than one image), and the owner did not turn
	 * it off.
	 *
	 * @param object|null $product The product shown (a WC_Product), null when unknown.
	 */
	public static function shown_at_first_paint( $product ): bool {
		$slider = self::slider_enabled() && self::more_than_one_image( $product );
		return ! $slider && (bool) apply_filters( 'kiosk_product_gallery_at_first_paint', true, $product );
	}

	/**
	 * Whether the gallery shows more than one image: the product's image and
	 * at least one gallery image (WooCommerce prints the gallery's images
	 * only beside a product image); true when the product is unknown.
	 *
	 * @param object|null $product The product shown (a WC_Product), null when unknown.
	 */
	public static function more_than_one_image( $product ): bool {
		if ( ! is_object( $product ) || ! method_exists( $product, 'get_image_id' ) || ! method_exists( $product, 'get_gallery_image_ids' ) ) {
			return true;
		}
		return (bool) $product->get_image_id() && array() !== array_filter( (array) $product->get_gallery_image_ids() );
	}

	/**
	 * Whether WooCommerce's gallery slider is on (what it tells its script
	 * in `wc_single_product_params.flexslider_enabled`).
	 */
	public static function slider_enabled(): bool {
		return (bool) apply_filters( 'woocommerce_single_product_flexslider_enabled', get_theme_support( 'wc-product-gallery-slider' ) );
	}

	/**
	 * The product the template renders (its global `$product`, a WC_Product), if any.
	 *
	 * @return object|null
	 */
	private static function current_product() {
		$product = $GLOBALS['product'] ?? null;
		if ( is_object( $product ) && method_exists( $product, 'get_gallery_image_ids' ) ) {
			return $product;
		}
		if ( function_exists( 'wc_get_product' ) ) {
			$product = wc_get_product( get_the_ID() );
			return $product instanceof \WC_Product ? $product : null;
		}
		return null;
	}
}
