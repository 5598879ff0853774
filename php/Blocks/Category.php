<?php
/**
 * The block inserter category all Kiosk blocks belong to.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the `kiosk` block category (core knows only text, media, design,
 * widgets, theme and embed; `woocommerce` exists only with WooCommerce).
 */
final class Category {

	/** The category slug every Kiosk block.json names. */
	const SLUG = 'kiosk';

	/**
	 * Adds the filter.
	 */
	public function hook(): void {
		add_filter( 'block_categories_all', array( $this, 'add' ), 10, 1 );
	}

	/**
	 * Appends the Kiosk category unless it is already there.
	 *
	 * @param array $categories Block categories (each with slug, title, icon).
	 * @return array
	 */
	public function add( $categories ): array {
		$categories = is_array( $categories ) ? $categories : array();
		foreach ( $categories as $category ) {
			if ( isset( $category['slug'] ) && self::SLUG === $category['slug'] ) {
				return $categories;
			}
		}
		$categories[] = array(
			'slug'  => self::SLUG,
			'title' => __( 'Kiosk Shop', 'kiosk' ),
			'icon'  => null,
		);
		return $categories;
	}
}
