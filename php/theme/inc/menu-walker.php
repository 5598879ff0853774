<?php
/**
 * The primary menu in the contract's markup (README: Header, menu).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * Walker: `kiosk-menu__item`, `kiosk-menu__link`, submenu toggles.
 */
class Kiosk_Theme_Menu_Walker extends Walker_Nav_Menu {

	/**
	 * Submenu counter for ids.
	 *
	 * @var int
	 */
	private $submenus = 0;

	/**
	 * Starts a submenu list.
	 *
	 * @param string   $output Output.
	 * @param int      $depth  Depth.
	 * @param stdClass $args   Args.
	 */
	public function start_lvl( &$output, $depth = 0, $args = null ) {
		$output .= '<ul class="kiosk-menu__submenu" id="kiosk-submenu-' . (int) $this->submenus . '">';
	}

	/**
	 * Ends a submenu list.
	 *
	 * @param string   $output Output.
	 * @param int      $depth  Depth.
	 * @param stdClass $args   Args.
	 */
	public function end_lvl( &$output, $depth = 0, $args = null ) {
		$output .= '</ul>';
	}

	/**
	 * Starts an item.
	 *
	 * @param string   $output Output.
	 * @param WP_Post  $item   Menu item.
	 * @param int      $depth  Depth.
	 * @param stdClass $args   Args.
	 * @param int      $id     Id.
	 */
	public function start_el( &$output, $item, $depth = 0, $args = null, $id = 0 ) {
		$has_children = in_array( 'menu-item-has-children', (array) $item->classes, true );
		$current      = ! empty( $item->current ) ? ' aria-current="page"' : '';
		$title        = apply_filters( 'the_title', $item->title, $item->ID ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core hook.
		$link         = '<a class="kiosk-menu__link" href="' . esc_url( $item->url ) . '"' . $current . '>' . esc_html( wp_strip_all_tags( $title ) ) . '</a>';
		$color        = 'category' === $item->object ? ' kiosk-menu__item--category kiosk-cat-' . (int) $item->object_id : '';
		if ( ! $has_children ) {
			$output .= '<li class="kiosk-menu__item' . $color . '">' . $link;
			return;
		}
		++$this->submenus;
		$output .= '<li class="kiosk-menu__item kiosk-menu__item--has-children' . $color . '" data-kiosk-submenu-parent>' . $link
			. '<button class="kiosk-menu__submenu-toggle" type="button" aria-expanded="false" aria-controls="kiosk-submenu-' . (int) $this->submenus . '">'
			/* translators: %s: parent menu item. */
			. '<span class="screen-reader-text">' . esc_html( sprintf( __( 'Submenu %s', 'kiosk' ), wp_strip_all_tags( $title ) ) ) . '</span>'
			. kiosk_theme_icon( 'chevron' ) . '</button>';
	}

	/**
	 * Ends an item.
	 *
	 * @param string   $output Output.
	 * @param WP_Post  $item   Menu item.
	 * @param int      $depth  Depth.
	 * @param stdClass $args   Args.
	 */
	public function end_el( &$output, $item, $depth = 0, $args = null ) {
		$output .= '</li>';
	}
}

/**
 * The primary menu; without an assigned menu: home plus the top categories.
 */
function kiosk_theme_primary_menu() {
	if ( has_nav_menu( 'primary' ) ) {
		wp_nav_menu(
			array(
				'theme_location' => 'primary',
				'container'      => false,
				'menu_class'     => 'kiosk-menu__list',
				'items_wrap'     => '<ul class="%2$s">%3$s</ul>',
				'walker'         => new Kiosk_Theme_Menu_Walker(),
				'depth'          => 2,
			)
		);
		return;
	}
	$home  = is_front_page() ? ' aria-current="page"' : '';
	$items = '<li class="kiosk-menu__item"><a class="kiosk-menu__link" href="' . esc_url( home_url( '/' ) ) . '"' . $home . '>' . esc_html__( 'Home', 'kiosk' ) . '</a></li>';
	foreach ( get_categories( array( 'number' => 6, 'hide_empty' => true ) ) as $category ) {
		$current = is_category( $category->term_id ) ? ' aria-current="page"' : '';
		$items  .= '<li class="kiosk-menu__item kiosk-menu__item--category' . kiosk_theme_cat_class( $category ) . '"><a class="kiosk-menu__link" href="' . esc_url( get_category_link( $category ) ) . '"' . $current . '>' . esc_html( $category->name ) . '</a></li>';
	}
	echo '<ul class="kiosk-menu__list">' . $items . '</ul>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
}

/**
 * The legal pages for the footer, in the order a German site lists them:
 * the pages WordPress (privacy), WooCommerce (terms) and Kiosk (legal notice,
 * cancellation policy, accessibility statement) have set, as the checkout
 * links them; only published ones. Without the plugin: WordPress's and
 * WooCommerce's settings alone.
 *
 * @return array<int, array{0: string, 1: string}> URL and title per page.
 */
function kiosk_theme_legal_pages() {
	if ( class_exists( '\Kiosk\Settings\LegalPages' ) ) {
		$ids = array();
		foreach ( array_keys( \Kiosk\Settings\LegalPages::definitions() ) as $key ) {
			$page  = \Kiosk\Settings\LegalPages::find( $key );
			$ids[] = $page ? $page->ID : 0;
		}
	} else {
		$ids = array( (int) get_option( 'wp_page_for_privacy_policy', 0 ), (int) get_option( 'woocommerce_terms_page_id', 0 ) );
	}
	$links = array();
	foreach ( array_unique( array_filter( $ids ) ) as $id ) {
		if ( 'page' === get_post_type( $id ) && 'publish' === get_post_status( $id ) ) {
			$links[] = array( (string) get_permalink( $id ), get_the_title( $id ) );
		}
	}
	return $links;
}

/**
 * The legal links in the footer: the menu assigned to the `legal` location,
 * else the legal pages set in WordPress, WooCommerce and Kiosk.
 */
function kiosk_theme_legal_menu() {
	$links = array();
	if ( has_nav_menu( 'legal' ) ) {
		$locations = get_nav_menu_locations();
		foreach ( (array) wp_get_nav_menu_items( $locations['legal'] ) as $item ) {
			$links[] = array( $item->url, $item->title );
		}
	} else {
		$links = kiosk_theme_legal_pages();
	}
	echo '<ul class="kiosk-footer__legal">';
	foreach ( $links as $link ) {
		echo '<li><a href="' . esc_url( $link[0] ) . '">' . esc_html( wp_strip_all_tags( $link[1] ) ) . '</a></li>';
	}
	echo '</ul>';
}
