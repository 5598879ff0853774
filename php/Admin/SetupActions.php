<?php
/**
 * The set-up's form handlers (admin-post.php): run, revert, dismiss.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

use Kiosk\Requirements;
use Kiosk\Settings\ShippingPage;

/**
 * Each action checks the capabilities and its nonce, does its work, keeps a
 * report for the page and redirects back (no resubmission on reload).
 */
final class SetupActions {

	const RUN     = 'kiosk_setup_run';
	const REVERT  = 'kiosk_setup_revert';
	const DISMISS = 'kiosk_setup_dismiss';

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_action( 'admin_post_' . self::RUN, array( $this, 'run' ) );
		add_action( 'admin_post_' . self::REVERT, array( $this, 'revert' ) );
		add_action( 'admin_post_' . self::DISMISS, array( $this, 'dismiss' ) );
	}

	/**
	 * Whether the current user may run the set-up: site settings, and the
	 * shop's settings where WooCommerce is active (its pages change).
	 */
	public static function allowed(): bool {
		return current_user_can( 'manage_options' )
			&& ( ! Requirements::has_woocommerce() || current_user_can( 'manage_woocommerce' ) );
	}

	/**
	 * Runs the chosen steps.
	 */
	public function run(): void {
		$this->guard( self::RUN );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- verified in guard(); only the keys are read, each through sanitize_key().
		$steps  = isset( $_POST['kiosk_setup'] ) && is_array( $_POST['kiosk_setup'] ) ? array_map( 'sanitize_key', array_keys( wp_unslash( $_POST['kiosk_setup'] ) ) ) : array();
		$report = array();
		if ( in_array( 'shop_pages', $steps, true ) && Requirements::has_woocommerce() ) {
			$report = array_merge( $report, ( new SetupShopPages() )->apply() );
		}
		if ( in_array( 'legal_pages', $steps, true ) ) {
			$report = array_merge( $report, ( new SetupLegalPages() )->apply() );
		}
		if ( in_array( 'menu', $steps, true ) ) {
			$report = array_merge( $report, ( new SetupMenu() )->apply() );
		}
		if ( array() === $steps ) {
			$report[] = array(
				'type' => 'kept',
				'text' => __( 'No step was chosen; nothing was changed.', 'kiosk' ),
				'url'  => '',
			);
		} else {
			SetupState::mark( 'done' );
		}
		if ( Requirements::has_woocommerce() ) {
			$report[] = array(
				'type' => 'todo',
				'text' => __( 'Check the payment methods your shop offers', 'kiosk' ),
				'url'  => admin_url( 'admin.php?page=wc-settings&tab=checkout' ),
			);
			foreach ( ( new \Kiosk\Assets\PaymentMethods() )->without_integration() as $id => $title ) {
				$report[] = array(
					'type' => 'todo',
					/* translators: %s: payment method title. */
					'text' => sprintf( __( '„%s“ is not offered at the Kiosk checkout: it does not support the block checkout of WooCommerce', 'kiosk' ), $title ),
					'url'  => admin_url( 'admin.php?page=wc-settings&tab=checkout&section=' . rawurlencode( $id ) ),
				);
			}
			$report[] = array(
				'type' => 'todo',
				'text' => __( 'Check the shipping zones and costs', 'kiosk' ),
				'url'  => admin_url( 'admin.php?page=wc-settings&tab=shipping' ),
			);
			$report[] = self::shipping_page_line();
		}
		$this->finish( $report );
	}

	/**
	 * The shipping costs page that "plus shipping" links to: named when it is
	 * set and published, else a to-do with the way to Settings → Kiosk.
	 *
	 * @return array{type: string, text: string, url: string}
	 */
	public static function shipping_page_line(): array {
		$id  = ShippingPage::id();
		$url = admin_url( 'options-general.php?page=' . OptionsPage::SLUG . '#kiosk_shipping_page' );
		if ( $id > 0 && 'publish' === get_post_status( $id ) ) {
			return array(
				'type' => 'kept',
				'text' => sprintf(
					/* translators: %s: page title. */
					__( '“Plus shipping” beside the prices links to the page “%s” (Settings → Kiosk)', 'kiosk' ),
					get_the_title( $id )
				),
				'url'  => $url,
			);
		}
		return array(
			'type' => 'todo',
			'text' => 0 === $id
				? __( 'Choose the shipping costs page that “plus shipping” beside the prices links to (Settings → Kiosk)', 'kiosk' )
				: __( 'Publish the shipping costs page that “plus shipping” beside the prices links to (Settings → Kiosk)', 'kiosk' ),
			'url'  => $url,
		);
	}

	/**
	 * Puts WooCommerce's cart and checkout content back.
	 */
	public function revert(): void {
		$this->guard( self::REVERT );
		$report = ( new SetupShopPages() )->revert();
		if ( array() === $report ) {
			$report[] = array(
				'type' => 'kept',
				'text' => __( 'There was nothing to undo.', 'kiosk' ),
				'url'  => '',
			);
		}
		$this->finish( $report );
	}

	/**
	 * Hides the notice for this site.
	 */
	public function dismiss(): void {
		$this->guard( self::DISMISS );
		SetupState::mark( 'dismissed' );
		$back = wp_get_referer();
		wp_safe_redirect( $back ? $back : admin_url() );
		exit;
	}

	/**
	 * Refuses users without the capabilities and requests without the nonce.
	 *
	 * @param string $action Nonce action.
	 */
	private function guard( string $action ): void {
		if ( ! self::allowed() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to set up Kiosk.', 'kiosk' ), '', array( 'response' => 403 ) );
		}
		// A nonce that is not a string (`_wpnonce[]=…`) is refused here, before
		// core's wp_verify_nonce() turns it into a PHP warning.
		if ( isset( $_REQUEST['_wpnonce'] ) && ! is_string( $_REQUEST['_wpnonce'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.MissingUnslash, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checking its type only; the value is not read.
			wp_die( esc_html__( 'The link you followed has expired.', 'kiosk' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
	}

	/**
	 * Keeps the report and goes back to the page.
	 *
	 * @param array<int, array{type: string, text: string, url: string}> $report Report lines.
	 */
	private function finish( array $report ): void {
		SetupState::save_report( $report );
		wp_safe_redirect( SetupPage::url() );
		exit;
	}
}
