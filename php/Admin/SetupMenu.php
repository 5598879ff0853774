<?php
/**
 * Set-up step 3: a primary menu for the Kiosk theme.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Creates „Hauptmenü“ (home, the main categories, shop, cart, contact) and
 * assigns it to the theme's `primary` location, only when that location has
 * no menu yet.
 */
final class SetupMenu {

	/** The theme's menu location (php/theme/functions.php). */
	const LOCATION = 'primary';

	/** How many categories the menu takes. */
	const CATEGORIES = 6;

	/**
	 * Whether the active theme has the location.
	 */
	public static function available(): bool {
		return array_key_exists( self::LOCATION, get_registered_nav_menus() );
	}

	/**
	 * Whether a menu is assigned to the location.
	 */
	public static function assigned(): bool {
		$locations = get_nav_menu_locations();
		return ! empty( $locations[ self::LOCATION ] ) && wp_get_nav_menu_object( $locations[ self::LOCATION ] );
	}

	/**
	 * The items: [type, object, object ID] or a custom link.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function items(): array {
		$items   = array(
			array(
				'menu-item-type'  => 'custom',
				'menu-item-title' => __( 'Home', 'kiosk' ),
				'menu-item-url'   => home_url( '/' ),
			),
		);
		$default = (int) get_option( 'default_category' );
		$terms   = get_categories(
			array(
				'parent'     => 0,
				'hide_empty' => true,
				'orderby'    => 'count',
				'order'      => 'DESC',
				'exclude'    => $default ? array( $default ) : array(),
				'number'     => self::CATEGORIES,
			)
		);
		foreach ( $terms as $term ) {
			$items[] = array(
				'menu-item-type'      => 'taxonomy',
				'menu-item-object'    => 'category',
				'menu-item-object-id' => $term->term_id,
			);
		}
		foreach ( self::pages() as $id ) {
			$items[] = array(
				'menu-item-type'      => 'post_type',
				'menu-item-object'    => 'page',
				'menu-item-object-id' => $id,
			);
		}
		return $items;
	}

	/**
	 * The published shop, cart and contact pages.
	 *
	 * @return int[]
	 */
	private static function pages(): array {
		$ids = array();
		foreach ( array( 'shop', 'cart' ) as $key ) {
			$ids[] = function_exists( 'wc_get_page_id' ) ? (int) wc_get_page_id( $key ) : 0;
		}
		foreach ( array( 'kontakt', 'contact' ) as $slug ) {
			$page = get_page_by_path( $slug );
			if ( $page instanceof \WP_Post ) {
				$ids[] = $page->ID;
				break;
			}
		}
		return array_values(
			array_filter(
				$ids,
				static function ( int $id ): bool {
					return $id > 0 && 'publish' === get_post_status( $id );
				}
			)
		);
	}

	/**
	 * Creates and assigns the menu.
	 *
	 * @return array<int, array{type: string, text: string, url: string}>
	 */
	public function apply(): array {
		$url = admin_url( 'nav-menus.php' );
		if ( ! self::available() ) {
			return array(
				array(
					'type' => 'todo',
					'text' => __( 'The active theme has no primary menu location; activate the Kiosk theme for the menu.', 'kiosk' ),
					'url'  => admin_url( 'themes.php' ),
				),
			);
		}
		if ( self::assigned() ) {
			return array(
				array(
					'type' => 'kept',
					'text' => __( 'A menu is already assigned to the primary location; it stays as it is.', 'kiosk' ),
					'url'  => $url,
				),
			);
		}
		$name = __( 'Main menu', 'kiosk' );
		$menu = wp_get_nav_menu_object( $name );
		$id   = $menu ? (int) $menu->term_id : wp_create_nav_menu( $name );
		if ( is_wp_error( $id ) ) {
			return array(
				array(
					'type' => 'todo',
					'text' => sprintf(
						/* translators: %s: error message. */
						__( 'The menu could not be created: %s', 'kiosk' ),
						$id->get_error_message()
					),
					'url'  => $url,
				),
			);
		}
		if ( ! $menu ) {
			foreach ( self::items() as $item ) {
				wp_update_nav_menu_item( $id, 0, $item + array( 'menu-item-status' => 'publish' ) );
			}
		}
		$locations                   = get_nav_menu_locations();
		$locations[ self::LOCATION ] = $id;
		set_theme_mod( 'nav_menu_locations', $locations );
		return array(
			array(
				'type' => 'changed',
				'text' => $menu
					? sprintf(
						/* translators: %s: menu name. */
						__( 'The existing menu “%s” is now shown as the primary menu', 'kiosk' ),
						$name
					)
					: sprintf(
						/* translators: %s: menu name. */
						__( 'Menu “%s” created and shown as the primary menu', 'kiosk' ),
						$name
					),
				'url'  => add_query_arg( 'menu', $id, $url ),
			),
		);
	}
}
