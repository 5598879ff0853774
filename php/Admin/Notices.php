<?php
/**
 * Admin notices: an unsupported WordPress, missing integrations.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

use Kiosk\Requirements;

/**
 * Tells administrators what is switched off and why.
 */
final class Notices {

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * The notices for the current viewer (empty for non-administrators).
	 *
	 * @return array<int, array{type: string, message: string}>
	 */
	public static function messages(): array {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return array();
		}
		$messages = array();
		if ( ! Requirements::core_supported() ) {
			$messages[] = array(
				'type'    => 'error',
				'message' => sprintf(
					/* translators: 1: required WordPress version, 2: installed WordPress version. */
					__( 'Kiosk needs WordPress %1$s or newer; this site runs WordPress %2$s. Kiosk\'s scripts use the react-jsx-runtime script handle and React 18, which WordPress only provides from version 6.6. The shop blocks and all Kiosk scripts stay switched off until WordPress is updated.', 'kiosk' ),
					KIOSK_MIN_WP,
					Requirements::wp_version()
				),
			);
		}
		if ( ! Requirements::has_woocommerce() ) {
			$messages[] = array(
				'type'    => 'warning',
				'message' => __( 'Kiosk: WooCommerce is not active. The cart, checkout and mini-cart blocks stay switched off until WooCommerce is installed and activated.', 'kiosk' ),
			);
		}
		if ( ! Requirements::has_contact_form_7() ) {
			$messages[] = array(
				'type'    => 'warning',
				'message' => __( 'Kiosk: Contact Form 7 is not active. Contact forms are not enhanced until Contact Form 7 is installed and activated.', 'kiosk' ),
			);
		}
		if ( ! Requirements::has_event_tickets() ) {
			$messages[] = array(
				'type'    => 'warning',
				'message' => __( 'Kiosk: Event Tickets is not active. RSVP forms are not enhanced until Event Tickets is installed and activated.', 'kiosk' ),
			);
		}
		return $messages;
	}

	/**
	 * Prints the notices. The missing-integration warnings show on the
	 * dashboard, the plugins screen and Kiosk's settings page only.
	 */
	public function render(): void {
		$screen  = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$id      = $screen ? (string) $screen->id : '';
		$general = in_array( $id, array( 'dashboard', 'plugins', 'settings_page_kiosk' ), true );
		foreach ( self::messages() as $notice ) {
			if ( 'error' !== $notice['type'] && ! $general ) {
				continue;
			}
			printf(
				'<div class="notice notice-%1$s kiosk-notice"><p>%2$s</p></div>',
				esc_attr( $notice['type'] ),
				esc_html( $notice['message'] )
			);
		}
	}
}
