<?php
/**
 * The legal pages a German shop links to, and where each one is set.
 *
 * @package Kiosk
 */

namespace Kiosk\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Legal notice, privacy policy, terms, cancellation policy and accessibility
 * statement: the setting that names each page (WordPress's, WooCommerce's or
 * Kiosk's own), its German slug, and its published URL for the client.
 */
final class LegalPages {

	/**
	 * The pages: key => [German slug, where the page ID is stored, option name].
	 * Where is `wp` (a WordPress/WooCommerce option) or `kiosk` (a key of
	 * Kiosk's own options).
	 *
	 * @return array<string, array{slug: string, store: string, option: string}>
	 */
	public static function definitions(): array {
		return array(
			'legalNotice'   => array(
				'slug'   => 'impressum',
				'store'  => 'kiosk',
				'option' => 'legal_notice_page',
			),
			'privacy'       => array(
				'slug'   => 'datenschutz',
				'store'  => 'wp',
				'option' => 'wp_page_for_privacy_policy',
			),
			'terms'         => array(
				'slug'   => 'agb',
				'store'  => 'wp',
				'option' => 'woocommerce_terms_page_id',
			),
			'withdrawal'    => array(
				'slug'   => 'widerrufsbelehrung',
				'store'  => 'kiosk',
				'option' => 'withdrawal_page',
			),
			'accessibility' => array(
				'slug'   => 'barrierefreiheit',
				'store'  => 'kiosk',
				'option' => 'accessibility_page',
			),
		);
	}

	/**
	 * The page ID a setting names (0 when unset or not an existing page).
	 *
	 * @param string $key Key of definitions().
	 */
	public static function assigned_id( string $key ): int {
		$definition = self::definitions()[ $key ] ?? null;
		if ( null === $definition ) {
			return 0;
		}
		$id = 'kiosk' === $definition['store']
			? (int) Options::get( $definition['option'] )
			: (int) get_option( $definition['option'], 0 );
		$status = $id > 0 && 'page' === get_post_type( $id ) ? get_post_status( $id ) : false;
		return false === $status || 'trash' === $status ? 0 : $id;
	}

	/**
	 * The page for a key: the one its setting names, else a page with the
	 * German slug (any status but trash). Null when the site has none.
	 *
	 * @param string $key Key of definitions().
	 */
	public static function find( string $key ): ?\WP_Post {
		$id = self::assigned_id( $key );
		if ( $id > 0 ) {
			$post = get_post( $id );
			return $post instanceof \WP_Post ? $post : null;
		}
		$definition = self::definitions()[ $key ] ?? null;
		if ( null === $definition ) {
			return null;
		}
		$post = get_page_by_path( $definition['slug'] );
		return $post instanceof \WP_Post && 'trash' !== $post->post_status ? $post : null;
	}

	/**
	 * Points a key's setting at a page.
	 *
	 * @param string $key Key of definitions().
	 * @param int    $id  Page ID.
	 */
	public static function assign( string $key, int $id ): void {
		$definition = self::definitions()[ $key ] ?? null;
		if ( null === $definition ) {
			return;
		}
		if ( 'kiosk' === $definition['store'] ) {
			Options::update( array( $definition['option'] => $id ) );
			return;
		}
		update_option( $definition['option'], $id );
	}

	/**
	 * The published pages' URLs for the inline settings (`pages.*`); '' for
	 * a page the site lacks or has not published yet.
	 *
	 * @return array<string, string> Key => URL.
	 */
	public static function urls(): array {
		$urls = array();
		foreach ( array_keys( self::definitions() ) as $key ) {
			$post         = self::find( $key );
			$urls[ $key ] = $post && 'publish' === $post->post_status ? esc_url_raw( (string) get_permalink( $post ) ) : '';
		}
		return $urls;
	}
}
