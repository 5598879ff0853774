<?php
/**
 * Settings → Kiosk einrichten: what the set-up will do, and what it did.
 *
 * @package Kiosk
 */

namespace Kiosk\Admin;

defined( 'ABSPATH' ) || exit;

use Kiosk\Requirements;
use Kiosk\Settings\LegalPages;

/**
 * The set-up page: the steps with checkboxes, the report of the last run,
 * and the undo button while Kiosk's blocks replace WooCommerce's.
 */
final class SetupPage {

	const SLUG = 'kiosk-setup';

	/**
	 * Hooks.
	 */
	public function hook(): void {
		add_action( 'admin_menu', array( $this, 'menu' ) );
	}

	/**
	 * The page's URL.
	 */
	public static function url(): string {
		return admin_url( 'options-general.php?page=' . self::SLUG );
	}

	/**
	 * Adds the page under Settings.
	 */
	public function menu(): void {
		add_options_page(
			__( 'Set up Kiosk', 'kiosk' ),
			__( 'Set up Kiosk', 'kiosk' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * The page.
	 */
	public function render(): void {
		if ( ! SetupActions::allowed() ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to set up Kiosk.', 'kiosk' ), '', array( 'response' => 403 ) );
		}
		echo '<div class="wrap kiosk-setup"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
		$this->report( SetupState::take_report() );
		echo '<p>' . esc_html__( 'Kiosk can do these steps for you. Choose what it should do; it tells you afterwards what it changed and what is left for you to do.', 'kiosk' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( SetupActions::RUN ) . '" />';
		wp_nonce_field( SetupActions::RUN );
		$this->shop_step();
		$this->legal_step();
		$this->menu_step();
		submit_button( __( 'Run the set-up', 'kiosk' ) );
		echo '</form>';
		$this->undo();
		echo '</div>';
	}

	/**
	 * The report of the last run.
	 *
	 * @param array<int, array{type: string, text: string, url: string}> $report Report lines.
	 */
	private function report( array $report ): void {
		if ( array() === $report ) {
			return;
		}
		$done = array_filter(
			$report,
			static function ( array $line ): bool {
				return 'todo' !== $line['type'];
			}
		);
		$todo = array_filter(
			$report,
			static function ( array $line ): bool {
				return 'todo' === $line['type'];
			}
		);
		echo '<div class="notice notice-success kiosk-setup__report">';
		if ( $done ) {
			echo '<h2>' . esc_html__( 'What Kiosk changed', 'kiosk' ) . '</h2>';
			$this->lines( $done, __( 'Edit', 'kiosk' ) );
		}
		if ( $todo ) {
			echo '<h2>' . esc_html__( 'What is left for you to do', 'kiosk' ) . '</h2>';
			$this->lines( $todo, __( 'Open', 'kiosk' ) );
		}
		echo '</div>';
	}

	/**
	 * A list of report lines.
	 *
	 * @param array<int, array{type: string, text: string, url: string}> $lines Lines.
	 * @param string                                                     $label Link text.
	 */
	private function lines( array $lines, string $label ): void {
		echo '<ul class="ul-disc">';
		foreach ( $lines as $line ) {
			echo '<li>' . esc_html( $line['text'] );
			if ( '' !== $line['url'] ) {
				echo ' – <a href="' . esc_url( $line['url'] ) . '">' . esc_html( $label ) . '</a>';
			}
			echo '</li>';
		}
		echo '</ul>';
	}

	/**
	 * A step's checkbox.
	 *
	 * @param string $step    Step key.
	 * @param string $label   Label.
	 * @param bool   $checked Whether it is ticked.
	 * @param bool   $enabled Whether it can be ticked.
	 */
	private function checkbox( string $step, string $label, bool $checked, bool $enabled ): void {
		printf(
			'<h2><label><input type="checkbox" name="kiosk_setup[%1$s]" value="1"%2$s%3$s /> %4$s</label></h2>',
			esc_attr( $step ),
			checked( $checked && $enabled, true, false ),
			disabled( $enabled, false, false ),
			esc_html( $label )
		);
	}

	/**
	 * Step 1: the cart and checkout pages.
	 */
	private function shop_step(): void {
		$woo   = Requirements::has_woocommerce();
		$kiosk = $woo && SetupShopPages::uses_kiosk( 'cart' ) && SetupShopPages::uses_kiosk( 'checkout' );
		$this->checkbox( 'shop_pages', __( 'Put Kiosk\'s cart and checkout on WooCommerce\'s cart and checkout pages', 'kiosk' ), ! $kiosk, $woo );
		if ( ! $woo ) {
			echo '<p class="description">' . esc_html__( 'WooCommerce is not active.', 'kiosk' ) . '</p>';
			return;
		}
		echo '<ul class="ul-disc">';
		foreach ( array( 'cart', 'checkout' ) as $key ) {
			$id = SetupShopPages::page_id( $key );
			if ( 0 === $id ) {
				$state = __( 'WooCommerce has no page for this yet.', 'kiosk' );
			} elseif ( SetupShopPages::uses_kiosk( $key ) ) {
				$state = __( 'uses Kiosk\'s block', 'kiosk' );
			} else {
				$state = __( 'uses WooCommerce\'s content; it is kept so that you can undo the change', 'kiosk' );
			}
			printf(
				'<li>%1$s: %2$s</li>',
				esc_html( $id ? get_the_title( $id ) : ( 'cart' === $key ? __( 'Cart', 'kiosk' ) : __( 'Checkout', 'kiosk' ) ) ),
				esc_html( $state )
			);
		}
		echo '</ul>';
		echo '<p class="description">' . esc_html__( 'Local pickup, the order-received page and paying for an open order keep working with Kiosk\'s checkout. “Undo” puts WooCommerce\'s blocks back exactly as they were.', 'kiosk' ) . '</p>';
	}

	/**
	 * Step 2: the legal pages.
	 */
	private function legal_step(): void {
		$missing = SetupLegalPages::missing();
		$this->checkbox( 'legal_pages', __( 'Create the missing legal pages as drafts to review', 'kiosk' ), true, true );
		echo '<ul class="ul-disc">';
		foreach ( SetupLegalPages::titles() as $key => $title ) {
			$page = LegalPages::find( $key );
			$english = 'privacy' === $key ? SetupLegalPages::english_privacy_draft() : null;
			if ( $english ) {
				/* translators: %s: title of WordPress's English privacy page. */
				$state = sprintf( __( 'WordPress\'s English template (“%s”, not published): a German draft is created beside it and set as the privacy page', 'kiosk' ), get_the_title( $english ) );
			} elseif ( in_array( $key, $missing, true ) || ! $page ) {
				$state = __( 'missing – created as a draft with German template text and placeholders in [brackets]', 'kiosk' );
			} elseif ( 'publish' === $page->post_status ) {
				/* translators: %s: page title. */
				$state = sprintf( __( 'exists (“%s”, published): left as it is', 'kiosk' ), get_the_title( $page ) );
			} else {
				/* translators: %s: page title. */
				$state = sprintf( __( 'exists (“%s”, not published yet): left as it is', 'kiosk' ), get_the_title( $page ) );
			}
			printf( '<li>%1$s: %2$s</li>', esc_html( $title ), esc_html( $state ) );
		}
		echo '</ul>';
		echo '<p class="description">' . esc_html__( 'The privacy policy is set in WordPress, the terms in WooCommerce, the others in Settings → Kiosk. The checkout links to these pages once they are published.', 'kiosk' ) . '</p>';
	}

	/**
	 * Step 3: the main menu.
	 */
	private function menu_step(): void {
		$available = SetupMenu::available();
		$assigned  = $available && SetupMenu::assigned();
		$this->checkbox( 'menu', __( 'Create the main menu „Hauptmenü“ with home, the main categories, shop, cart and contact', 'kiosk' ), true, $available && ! $assigned );
		if ( ! $available ) {
			$note = __( 'The active theme has no primary menu location; activate the Kiosk theme for the menu.', 'kiosk' );
		} elseif ( $assigned ) {
			$note = __( 'A menu is already assigned to the primary location; it stays as it is.', 'kiosk' );
		} else {
			$note = __( 'Until then the header shows only home and the categories.', 'kiosk' );
		}
		echo '<p class="description">' . esc_html( $note ) . '</p>';
	}

	/**
	 * The undo form, while Kiosk's blocks replace WooCommerce's.
	 */
	private function undo(): void {
		if ( ! Requirements::has_woocommerce() || ! SetupShopPages::any_revertible() ) {
			return;
		}
		echo '<hr /><h2>' . esc_html__( 'Undo', 'kiosk' ) . '</h2>';
		echo '<p>' . esc_html__( 'Puts WooCommerce\'s cart and checkout blocks back on the pages, exactly as they were before the set-up.', 'kiosk' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( SetupActions::REVERT ) . '" />';
		wp_nonce_field( SetupActions::REVERT );
		submit_button( __( 'Undo', 'kiosk' ), 'secondary', 'kiosk-setup-undo', false );
		echo '</form>';
	}
}
