<?php
/**
 * The admin notice that asks for the set-up until it ran or was dismissed.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * „Kiosk einrichten“ with a button to the set-up page and a dismiss button.
 */
final class SetupNotice {

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * The screens that show it: where an owner lands after activating, not
	 * every editor screen.
	 *
	 * @return string[]
	 */
	public static function screens(): array {
		return array( 'dashboard', 'plugins', 'themes', 'settings_page_kiosk', 'woocommerce_page_wc-settings' );
	}

	/**
	 * Whether the notice shows on this screen for this user.
	 */
	public static function visible(): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( $screen && ! in_array( (string) $screen->id, self::screens(), true ) ) {
			return false;
		}
		return SetupActions::allowed() && SetupState::pending();
	}

	/**
	 * Prints the notice.
	 */
	public function render(): void {
		if ( ! self::visible() ) {
			return;
		}
		echo '<div class="notice notice-info kiosk-setup-notice">';
		echo '<p><strong>' . esc_html__( 'Kiosk is active.', 'kiosk' ) . '</strong> ' . esc_html__( 'A few steps make it a German shop: Kiosk\'s cart and checkout on WooCommerce\'s pages, the legal pages as drafts to review, and a main menu. You decide on the next page what Kiosk does.', 'kiosk' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"><p>';
		echo '<a class="button button-primary" href="' . esc_url( SetupPage::url() ) . '">' . esc_html__( 'Set up Kiosk', 'kiosk' ) . '</a> ';
		echo '<input type="hidden" name="action" value="' . esc_attr( SetupActions::DISMISS ) . '" />';
		wp_nonce_field( SetupActions::DISMISS );
		echo '<button type="submit" class="button">' . esc_html__( 'Dismiss', 'kiosk' ) . '</button>';
		echo '</p></form></div>';
	}
}
