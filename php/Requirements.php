<?php
/**
 * What Kiosk needs from WordPress and which integrations are present.
 *
 * @package Kiosk
 */

namespace Kiosk;

defined( 'ABSPATH' ) || exit;

/**
 * Version and integration checks.
 */
final class Requirements {

	/**
	 * The WordPress version this site runs.
	 */
	public static function wp_version(): string {
		return (string) get_bloginfo( 'version' );
	}

	/**
	 * Whether this WordPress can run Kiosk's built scripts. They depend on the
	 * `react-jsx-runtime` core handle (WordPress 6.6) and on React 18.
	 *
	 * Filter `kiosk_core_supported` to override (tests use it to check the
	 * registry wiring on older cores).
	 */
	public static function core_supported(): bool {
		$version   = self::wp_version();
		$supported = version_compare( $version, KIOSK_MIN_WP, '>=' );
		return (bool) apply_filters( 'kiosk_core_supported', $supported, $version );
	}

	/**
	 * Whether WooCommerce is active.
	 */
	public static function has_woocommerce(): bool {
		return (bool) apply_filters( 'kiosk_has_woocommerce', class_exists( 'WooCommerce' ) );
	}

	/**
	 * Whether Contact Form 7 is active.
	 */
	public static function has_contact_form_7(): bool {
		return (bool) apply_filters( 'kiosk_has_contact_form_7', defined( 'WPCF7_VERSION' ) );
	}

	/**
	 * Whether Event Tickets is active.
	 */
	public static function has_event_tickets(): bool {
		return (bool) apply_filters( 'kiosk_has_event_tickets', class_exists( 'Tribe__Tickets__Main' ) );
	}
}
