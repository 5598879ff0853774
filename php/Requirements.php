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
		$version = self::wp_version();
		return (bool) apply_filters( 'kiosk_core_supported', self::version_at_least( $version, KIOSK_MIN_WP ), $version );
	}

	/**
	 * Whether a WordPress version is at least a required one. A pre-release
	 * suffix ('6.6-RC3', '6.7-alpha-58716') is dropped first, as core's
	 * is_wp_version_compatible() does: a release candidate of 6.6 already
	 * has 6.6's handles, but version_compare() ranks '6.6-RC3' below '6.6'.
	 *
	 * @param string $version  The version to check.
	 * @param string $required The minimum version.
	 */
	public static function version_at_least( string $version, string $required ): bool {
		$release = explode( '-', $version, 2 )[0];
		return version_compare( $release, $required, '>=' );
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
