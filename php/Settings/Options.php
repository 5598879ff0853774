<?php
/**
 * Kiosk's own options (Settings → Kiosk), stored as one array.
 *
 * @package Kiosk
 */

namespace Kiosk\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Reads, defaults and sanitises the `kiosk_settings` option.
 */
final class Options {

	const OPTION = 'kiosk_settings';

	/**
	 * The defaults.
	 *
	 * @return array{place_order_label: string, ticker_category: int, map_on_home: bool, map_latitude: float, map_longitude: float, map_zoom: int, legal_notice_page: int, withdrawal_page: int, accessibility_page: int}
	 */
	public static function defaults(): array {
		return array(
			'place_order_label'  => '',
			'ticker_category'    => 0,
			'map_on_home'        => false,
			'map_latitude'       => 52.52,
			'map_longitude'      => 13.405,
			'map_zoom'           => 14,
			'legal_notice_page'  => 0,
			'withdrawal_page'    => 0,
			'accessibility_page' => 0,
		);
	}

	/**
	 * The legal pages WordPress and WooCommerce have no setting for (page IDs).
	 *
	 * @return string[]
	 */
	public static function page_keys(): array {
		return array( 'legal_notice_page', 'withdrawal_page', 'accessibility_page' );
	}

	/**
	 * Stores some options, keeping the others.
	 *
	 * @param array<string, mixed> $values Option key => value.
	 */
	public static function update( array $values ): void {
		update_option( self::OPTION, self::sanitize( array_merge( self::all(), $values ) ) );
	}

	/**
	 * All options merged over the defaults.
	 *
	 * @return array{place_order_label: string, ticker_category: int, map_on_home: bool, map_latitude: float, map_longitude: float, map_zoom: int, legal_notice_page: int, withdrawal_page: int, accessibility_page: int}
	 */
	public static function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * One option.
	 *
	 * @param string $key Option key.
	 * @return mixed
	 */
	public static function get( string $key ) {
		$all = self::all();
		return $all[ $key ] ?? null;
	}

	/**
	 * Sanitises submitted values; unknown keys are dropped, bad values fall
	 * back to the defaults.
	 *
	 * @param mixed $input Submitted value.
	 * @return array{place_order_label: string, ticker_category: int, map_on_home: bool, map_latitude: float, map_longitude: float, map_zoom: int, legal_notice_page: int, withdrawal_page: int, accessibility_page: int}
	 */
	public static function sanitize( $input ): array {
		$input    = is_array( $input ) ? $input : array();
		$defaults = self::defaults();
		$out      = $defaults;

		if ( isset( $input['place_order_label'] ) && is_scalar( $input['place_order_label'] ) ) {
			$out['place_order_label'] = mb_substr( sanitize_text_field( (string) $input['place_order_label'] ), 0, 100 );
		}
		if ( isset( $input['ticker_category'] ) && is_numeric( $input['ticker_category'] ) ) {
			$out['ticker_category'] = max( 0, (int) $input['ticker_category'] );
		}
		if ( isset( $input['map_on_home'] ) && is_scalar( $input['map_on_home'] ) ) {
			$out['map_on_home'] = in_array( (string) $input['map_on_home'], array( '1', 'true', 'on', 'yes' ), true ) || true === $input['map_on_home'];
		}
		if ( isset( $input['map_latitude'] ) && is_numeric( $input['map_latitude'] ) && abs( (float) $input['map_latitude'] ) <= 90 ) {
			$out['map_latitude'] = (float) $input['map_latitude'];
		}
		if ( isset( $input['map_longitude'] ) && is_numeric( $input['map_longitude'] ) && abs( (float) $input['map_longitude'] ) <= 180 ) {
			$out['map_longitude'] = (float) $input['map_longitude'];
		}
		if ( isset( $input['map_zoom'] ) && is_numeric( $input['map_zoom'] ) ) {
			$out['map_zoom'] = min( 19, max( 1, (int) $input['map_zoom'] ) );
		}
		foreach ( self::page_keys() as $key ) {
			if ( isset( $input[ $key ] ) && is_numeric( $input[ $key ] ) ) {
				$id          = (int) $input[ $key ];
				$out[ $key ] = $id > 0 && 'page' === get_post_type( $id ) ? $id : 0;
			}
		}
		return $out;
	}
}
