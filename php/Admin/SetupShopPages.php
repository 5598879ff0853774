<?php
/**
 * Set-up step 1: Kiosk's cart and checkout blocks on WooCommerce's pages, and back.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Swaps the content of WooCommerce's cart and checkout pages for Kiosk's
 * blocks, keeping the old content in post meta so one click restores it.
 */
final class SetupShopPages {

	/** Post meta holding the content the set-up replaced. */
	const META = '_kiosk_previous_content';

	/**
	 * The pages: WooCommerce page key => Kiosk block name.
	 *
	 * @return array<string, string>
	 */
	public static function blocks(): array {
		return array(
			'cart'     => 'kiosk/cart',
			'checkout' => 'kiosk/checkout',
		);
	}

	/**
	 * WooCommerce's page for a key (0 when it has none).
	 *
	 * @param string $key `cart` or `checkout`.
	 */
	public static function page_id( string $key ): int {
		$id = function_exists( 'wc_get_page_id' ) ? (int) wc_get_page_id( $key ) : (int) get_option( "woocommerce_{$key}_page_id", 0 );
		return $id > 0 && 'page' === get_post_type( $id ) && 'trash' !== get_post_status( $id ) ? $id : 0;
	}

	/**
	 * Whether a page already holds Kiosk's block.
	 *
	 * @param string $key `cart` or `checkout`.
	 */
	public static function uses_kiosk( string $key ): bool {
		$id = self::page_id( $key );
		return $id > 0 && has_block( self::blocks()[ $key ], $id );
	}

	/**
	 * Whether the set-up replaced a page's content and can restore it.
	 *
	 * @param string $key `cart` or `checkout`.
	 */
	public static function can_revert( string $key ): bool {
		$id = self::page_id( $key );
		return $id > 0 && metadata_exists( 'post', $id, self::META );
	}

	/**
	 * Whether any page can be restored.
	 */
	public static function any_revertible(): bool {
		foreach ( array_keys( self::blocks() ) as $key ) {
			if ( self::can_revert( $key ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Puts Kiosk's blocks on the pages.
	 *
	 * @return array<int, array{type: string, text: string, url: string}>
	 */
	public function apply(): array {
		$report = array();
		foreach ( self::blocks() as $key => $block ) {
			$id = self::page_id( $key );
			if ( 0 === $id ) {
				$report[] = array(
					'type' => 'todo',
					'text' => self::missing_text( $key ),
					'url'  => admin_url( 'admin.php?page=wc-settings&tab=advanced' ),
				);
				continue;
			}
			if ( self::uses_kiosk( $key ) ) {
				$report[] = array(
					'type' => 'kept',
					'text' => 'cart' === $key ? __( 'The cart page already uses the Kiosk cart.', 'kiosk' ) : __( 'The checkout page already uses the Kiosk checkout.', 'kiosk' ),
					'url'  => (string) get_edit_post_link( $id, 'raw' ),
				);
				continue;
			}
			$previous = (string) get_post_field( 'post_content', $id, 'raw' );
			update_post_meta( $id, self::META, wp_slash( $previous ) );
			$saved = wp_update_post(
				wp_slash(
					array(
						'ID'           => $id,
						'post_content' => '<!-- wp:' . $block . ' /-->',
					)
				),
				true
			);
			if ( is_wp_error( $saved ) ) {
				delete_post_meta( $id, self::META );
				$report[] = array(
					'type' => 'todo',
					'text' => sprintf(
						/* translators: %s: error message. */
						__( 'The page could not be changed: %s', 'kiosk' ),
						$saved->get_error_message()
					),
					'url'  => (string) get_edit_post_link( $id, 'raw' ),
				);
				continue;
			}
			$report[] = array(
				'type' => 'changed',
				'text' => 'cart' === $key ? __( 'The cart page now uses the Kiosk cart.', 'kiosk' ) : __( 'The checkout page now uses the Kiosk checkout.', 'kiosk' ),
				'url'  => (string) get_edit_post_link( $id, 'raw' ),
			);
		}
		return $report;
	}

	/**
	 * Restores the content the set-up replaced.
	 *
	 * @return array<int, array{type: string, text: string, url: string}>
	 */
	public function revert(): array {
		$report = array();
		foreach ( array_keys( self::blocks() ) as $key ) {
			if ( ! self::can_revert( $key ) ) {
				continue;
			}
			$id       = self::page_id( $key );
			$previous = (string) get_post_meta( $id, self::META, true );
			if ( ! self::restore_content( $id, $previous ) ) {
				continue;
			}
			delete_post_meta( $id, self::META );
			$report[] = array(
				'type' => 'changed',
				'text' => 'cart' === $key ? __( 'The cart page shows its previous content again (WooCommerce\'s cart).', 'kiosk' ) : __( 'The checkout page shows its previous content again (WooCommerce\'s checkout).', 'kiosk' ),
				'url'  => (string) get_edit_post_link( $id, 'raw' ),
			);
		}
		return $report;
	}

	/**
	 * Writes a page's previous content back as it was, without a save: no
	 * `save_post` hook runs, so nothing else changes with it. WooCommerce's
	 * own hooks would otherwise read the restored blocks as an edit in the
	 * editor: its checkout block sets the local pickup title from the block's
	 * `localPickupText` (empty in the content WooCommerce's installer writes,
	 * so the owner's „Abholung“ became "Pickup"), and its express payment
	 * block copies its attributes into the other page.
	 *
	 * @param int    $id      Page ID.
	 * @param string $content The content to restore (unslashed).
	 */
	private static function restore_content( int $id, string $content ): bool {
		global $wpdb;
		$now     = current_time( 'mysql' );
		$written = $wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- on purpose: wp_update_post() would run every save_post hook.
			$wpdb->posts,
			array(
				'post_content'      => $content,
				'post_modified'     => $now,
				'post_modified_gmt' => get_gmt_from_date( $now ),
			),
			array( 'ID' => $id ),
			array( '%s', '%s', '%s' ),
			array( '%d' )
		);
		clean_post_cache( $id );
		return false !== $written;
	}

	/**
	 * The text for a page WooCommerce lacks.
	 *
	 * @param string $key `cart` or `checkout`.
	 */
	private static function missing_text( string $key ): string {
		return 'cart' === $key
			? __( 'WooCommerce has no cart page. Choose one under WooCommerce → Settings → Advanced, then run the set-up again.', 'kiosk' )
			: __( 'WooCommerce has no checkout page. Choose one under WooCommerce → Settings → Advanced, then run the set-up again.', 'kiosk' );
	}
}
