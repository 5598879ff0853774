<?php
/**
 * The shipping costs page that "zzgl. Versandkosten" links to.
 *
 * @package Kiosk
 */

namespace Kiosk\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The owner's choice in Settings → Kiosk (option `kiosk_shipping_page_id`),
 * else the shop's own shipping costs page where one is set (WooCommerce's
 * page key `shipping_costs`, option `woocommerce_shipping_costs_page_id`,
 * which Germanized sets). No page is guessed from its slug.
 */
final class ShippingPage {

	/** Kiosk's option: the page ID the owner chose. */
	const OPTION = 'kiosk_shipping_page_id';

	/** The shop's option (Germanized's shipping costs page). */
	const SHOP_OPTION = 'woocommerce_shipping_costs_page_id';

	/**
	 * The page ID: the owner's choice, else the shop's page (0 for none).
	 */
	public static function id(): int {
		foreach ( array( self::OPTION, self::SHOP_OPTION ) as $option ) {
			$id = self::page( (int) get_option( $option, 0 ) );
			if ( $id > 0 ) {
				return $id;
			}
		}
		return 0;
	}

	/**
	 * Whether the page is the shop's (Germanized's) rather than the owner's choice in Kiosk.
	 */
	public static function from_shop(): bool {
		return 0 === self::page( (int) get_option( self::OPTION, 0 ) ) && self::id() > 0;
	}

	/**
	 * The published page's URL ('' when there is none or it is not published).
	 */
	public static function url(): string {
		$id = self::id();
		return $id > 0 && 'publish' === get_post_status( $id ) ? (string) get_permalink( $id ) : '';
	}

	/**
	 * Sanitises the submitted page ID (0 for none or for anything but a page).
	 *
	 * @param mixed $input Submitted value.
	 */
	public static function sanitize( $input ): int {
		return is_numeric( $input ) ? self::page( (int) $input ) : 0;
	}

	/**
	 * The ID when it names an existing page that is not in the trash, else 0.
	 *
	 * @param int $id Post ID.
	 */
	private static function page( int $id ): int {
		if ( $id <= 0 || 'page' !== get_post_type( $id ) ) {
			return 0;
		}
		$status = get_post_status( $id );
		return false === $status || 'trash' === $status ? 0 : $id;
	}
}
