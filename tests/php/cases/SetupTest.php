<?php
/**
 * The owner's set-up step: legal drafts, Kiosk's shop blocks and back, the
 * menu, the notice, and who may run it.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Admin\SetupActions;
use Kiosk\Admin\SetupLegalPages;
use Kiosk\Admin\SetupMenu;
use Kiosk\Admin\SetupNotice;
use Kiosk\Admin\SetupShopPages;
use Kiosk\Admin\SetupState;
use Kiosk\Assets\Settings;
use Kiosk\Settings\LegalPages;
use Kiosk\Settings\Options;
use Kiosk\Settings\ShippingPage;

/**
 * Set-up tests (WooCommerce is not active in this suite: its page options
 * stand in for wc_get_page_id()).
 */
final class SetupTest extends TestCase {

	/** WooCommerce's cart page as its installer writes it (abridged, same markup habits). */
	const WOO_CART = "<!-- wp:woocommerce/cart -->\n<div class=\"wp-block-woocommerce-cart alignwide is-loading\"><!-- wp:woocommerce/filled-cart-block -->\n<div class=\"wp-block-woocommerce-filled-cart-block\"><!-- wp:separator {\"className\":\"is-style-dots\"} -->\n<hr class=\"wp-block-separator has-alpha-channel-opacity is-style-dots\"/>\n<!-- /wp:separator --></div>\n<!-- /wp:woocommerce/filled-cart-block --></div>\n<!-- /wp:woocommerce/cart -->";

	const WOO_CHECKOUT = "<!-- wp:woocommerce/checkout -->\n<div class=\"wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading\"></div>\n<!-- /wp:woocommerce/checkout -->";

	protected function setUp(): void {
		parent::setUp();
		// Start from a site without any of the legal pages or settings.
		foreach ( LegalPages::definitions() as $definition ) {
			$page = get_page_by_path( $definition['slug'] );
			if ( $page ) {
				wp_delete_post( $page->ID, true );
			}
		}
		delete_option( 'wp_page_for_privacy_policy' );
		delete_option( 'woocommerce_terms_page_id' );
		delete_option( Options::OPTION );
		delete_option( SetupState::OPTION );
	}

	/**
	 * A page with content, as the admin.
	 *
	 * @param string $slug    Slug.
	 * @param string $content Content.
	 * @param string $status  Status.
	 */
	private function page( string $slug, string $content, string $status = 'publish' ): int {
		return (int) wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'page',
					'post_status'  => $status,
					'post_title'   => ucfirst( $slug ),
					'post_name'    => $slug,
					'post_content' => $content,
				)
			)
		);
	}

	public function test_missing_legal_pages_become_drafts_with_placeholders_and_are_assigned(): void {
		$this->login( 'admin' );
		$report = ( new SetupLegalPages() )->apply();

		$expected = array(
			'legalNotice'   => 'impressum',
			'privacy'       => 'datenschutz',
			'terms'         => 'agb',
			'withdrawal'    => 'widerrufsbelehrung',
			'accessibility' => 'barrierefreiheit',
		);
		foreach ( $expected as $key => $slug ) {
			$page = LegalPages::find( $key );
			$this->assertInstanceOf( \WP_Post::class, $page, "$key was created" );
			$this->assertSame( 'draft', $page->post_status, "$key is a draft to review" );
			$this->assertSame( $slug, $page->post_name );
			$this->assertStringContainsString( '[', $page->post_content, "$key has placeholders" );
			$this->assertSame( $page->ID, LegalPages::assigned_id( $key ), "$key is assigned" );
		}
		$this->assertStringContainsString( '[Name Ihres Unternehmens]', LegalPages::find( 'legalNotice' )->post_content );
		$this->assertSame( LegalPages::find( 'privacy' )->ID, (int) get_option( 'wp_page_for_privacy_policy' ) );
		// The privacy text says that attribution cookies and third-party media wait for consent.
		$privacy = LegalPages::find( 'privacy' )->post_content;
		$this->assertStringContainsString( 'erst, wenn Sie Marketing-Cookies zugestimmt haben', $privacy );
		$this->assertStringContainsString( 'Vorher wird keine Verbindung zu diesen Anbietern aufgebaut', $privacy );
		$this->assertSame( LegalPages::find( 'terms' )->ID, (int) get_option( 'woocommerce_terms_page_id' ) );
		$this->assertSame( LegalPages::find( 'withdrawal' )->ID, Options::get( 'withdrawal_page' ) );
		$this->assertSame( LegalPages::find( 'legalNotice' )->ID, Options::get( 'legal_notice_page' ) );
		$this->assertSame( LegalPages::find( 'accessibility' )->ID, Options::get( 'accessibility_page' ) );

		$texts = wp_list_pluck( $report, 'text' );
		$this->assertContains( 'Entwurf „Impressum“ angelegt – bitte prüfen und veröffentlichen', $texts );
		$this->assertCount( 5, array_filter( $report, static fn( $line ) => 'changed' === $line['type'] && '' !== $line['url'] ), 'five drafts with edit links' );
		$this->assertNotEmpty( array_filter( $report, static fn( $line ) => 'todo' === $line['type'] ), 'the owner is told to publish them' );

		// Drafts are not linked from the checkout yet.
		$this->assertSame( '', LegalPages::urls()['withdrawal'] );
	}

	public function test_existing_legal_pages_are_left_alone(): void {
		$this->login( 'admin' );
		$own     = $this->page( 'agb', '<p>Unsere eigenen AGB.</p>' );
		$privacy = $this->page( 'meine-datenschutzerklaerung', '<p>Eigene Datenschutzerklärung.</p>', 'draft' );
		update_option( 'wp_page_for_privacy_policy', $privacy );
		$before = wp_count_posts( 'page' );

		( new SetupLegalPages() )->apply();

		$this->assertSame( '<p>Unsere eigenen AGB.</p>', get_post_field( 'post_content', $own ) );
		$this->assertSame( $own, (int) get_option( 'woocommerce_terms_page_id' ), 'the page found by slug is assigned' );
		$this->assertSame( $privacy, (int) get_option( 'wp_page_for_privacy_policy' ), 'the page the setting names stays' );
		$this->assertNull( get_page_by_path( 'datenschutz' ), 'no second privacy page' );
		$this->assertSame( (int) $before->draft + 3, (int) wp_count_posts( 'page' )->draft, 'only the three missing pages were created' );
	}

	public function test_published_legal_pages_reach_the_inline_settings_by_their_setting(): void {
		$this->login( 'admin' );
		$withdrawal = $this->page( 'widerruf', '<p>Widerruf</p>' );
		Options::update( array( 'withdrawal_page' => $withdrawal ) );
		$this->assertSame( 52.52, Options::get( 'map_latitude' ), 'the other options are kept' );
		$pages = Settings::pages( false );
		$this->assertSame( get_permalink( $withdrawal ), $pages['withdrawal'] );
		$this->assertStringNotContainsString( 'widerrufsbelehrung', $pages['withdrawal'] );
		$this->assertSame( '', $pages['legalNotice'], 'no page, no link' );
	}

	public function test_the_shop_pages_get_kiosk_blocks_and_one_undo_restores_woocommerce_exactly(): void {
		$this->login( 'admin' );
		$cart     = $this->page( 'warenkorb', self::WOO_CART );
		$checkout = $this->page( 'kasse', self::WOO_CHECKOUT );
		update_option( 'woocommerce_cart_page_id', $cart );
		update_option( 'woocommerce_checkout_page_id', $checkout );

		$report = ( new SetupShopPages() )->apply();
		$this->assertSame( '<!-- wp:kiosk/cart /-->', get_post_field( 'post_content', $cart ) );
		$this->assertSame( '<!-- wp:kiosk/checkout /-->', get_post_field( 'post_content', $checkout ) );
		$this->assertSame( self::WOO_CART, get_post_meta( $cart, SetupShopPages::META, true ) );
		$this->assertContains( 'Warenkorb-Seite nutzt jetzt den Kiosk-Warenkorb', wp_list_pluck( $report, 'text' ) );
		$this->assertTrue( SetupShopPages::any_revertible() );

		// A second run changes nothing and keeps WooCommerce's content.
		( new SetupShopPages() )->apply();
		$this->assertSame( self::WOO_CART, get_post_meta( $cart, SetupShopPages::META, true ) );

		( new SetupShopPages() )->revert();
		$this->assertSame( self::WOO_CART, get_post_field( 'post_content', $cart ), 'byte for byte' );
		$this->assertSame( self::WOO_CHECKOUT, get_post_field( 'post_content', $checkout ) );
		$this->assertFalse( metadata_exists( 'post', $cart, SetupShopPages::META ) );
		$this->assertFalse( SetupShopPages::any_revertible() );
	}

	public function test_the_undo_restores_the_pages_without_running_any_save_hook(): void {
		$this->login( 'admin' );
		$cart     = $this->page( 'warenkorb', self::WOO_CART );
		$checkout = $this->page( 'kasse', self::WOO_CHECKOUT );
		update_option( 'woocommerce_cart_page_id', $cart );
		update_option( 'woocommerce_checkout_page_id', $checkout );
		( new SetupShopPages() )->apply();

		// WooCommerce's checkout block sets the pickup title from the restored blocks on save_post.
		$saves = array();
		$spy   = static function ( $id ) use ( &$saves ) {
			$saves[] = $id;
		};
		add_action( 'save_post', $spy );
		$report = ( new SetupShopPages() )->revert();
		remove_action( 'save_post', $spy );

		$this->assertSame( array(), $saves, 'no save_post hook ran' );
		$this->assertCount( 2, $report );
		$this->assertSame( self::WOO_CHECKOUT, get_post( $checkout )->post_content, 'the post cache shows the restored content' );
		$this->assertFalse( SetupShopPages::any_revertible() );
	}

	public function test_wordpress_english_privacy_draft_gets_a_german_draft_beside_it(): void {
		$this->login( 'admin' );
		$english = (int) wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'page',
					'post_status'  => 'draft',
					'post_title'   => 'Privacy Policy',
					'post_name'    => 'privacy-policy',
					'post_content' => '<!-- wp:heading --><h2 class="wp-block-heading">Who we are</h2><!-- /wp:heading --><!-- wp:paragraph --><p><strong class="privacy-policy-tutorial">Suggested text: </strong>Our website address is: http://example.org.</p><!-- /wp:paragraph -->',
				)
			)
		);
		update_option( 'wp_page_for_privacy_policy', $english );
		$this->assertContains( 'privacy', SetupLegalPages::missing() );

		$report = ( new SetupLegalPages() )->apply();

		$german = (int) get_option( 'wp_page_for_privacy_policy' );
		$this->assertNotSame( $english, $german, 'the German draft is the privacy page now' );
		$this->assertSame( 'datenschutz', get_post_field( 'post_name', $german ) );
		$this->assertStringContainsString( 'erst, wenn Sie Marketing-Cookies zugestimmt haben', get_post_field( 'post_content', $german ) );
		$this->assertSame( 'draft', get_post_status( $english ), 'the English page is left as it is' );
		$line = implode( "\n", wp_list_pluck( $report, 'text' ) );
		$this->assertStringContainsString( '„Privacy Policy“', $line );
		$this->assertStringContainsString( 'englische Vorlage', $line );
	}

	public function test_the_shipping_costs_page_is_kiosks_choice_else_the_shops_and_never_guessed_by_slug(): void {
		$this->login( 'admin' );
		$this->page( 'versand-und-zahlung', '<p>Versand</p>' );
		delete_option( ShippingPage::OPTION );
		delete_option( ShippingPage::SHOP_OPTION );
		$this->assertSame( '', ShippingPage::url(), 'a page with the old slug is not used' );
		$this->assertSame( 'todo', SetupActions::shipping_page_line()['type'] );

		$shop = $this->page( 'versandkosten', '<p>Versandkosten</p>' );
		update_option( ShippingPage::SHOP_OPTION, $shop );
		$this->assertSame( get_permalink( $shop ), ShippingPage::url(), "the shop's (Germanized's) page" );
		$this->assertTrue( ShippingPage::from_shop() );

		$own = $this->page( 'lieferung', '<p>Lieferung</p>', 'draft' );
		update_option( ShippingPage::OPTION, ShippingPage::sanitize( (string) $own ) );
		$this->assertSame( $own, ShippingPage::id(), "Kiosk's choice comes first" );
		$this->assertSame( '', ShippingPage::url(), 'a draft is not linked' );
		$this->assertStringContainsString( 'Veröffentlichen Sie', SetupActions::shipping_page_line()['text'] );
		wp_publish_post( $own );
		$this->assertSame( 'kept', SetupActions::shipping_page_line()['type'] );
		$this->assertSame( 0, ShippingPage::sanitize( (string) wp_insert_post( array( "post_title" => "Beitrag", "post_status" => "publish" ) ) ), 'a post is no page' );
	}

	public function test_the_menu_is_created_only_when_the_primary_location_is_empty(): void {
		$this->login( 'admin' );
		register_nav_menus( array( SetupMenu::LOCATION => 'Primary' ) );
		$contact = $this->page( 'kontakt', '<p>Kontakt</p>' );
		$locations = get_nav_menu_locations();
		unset( $locations[ SetupMenu::LOCATION ] );
		set_theme_mod( 'nav_menu_locations', $locations );

		$report = ( new SetupMenu() )->apply();
		$this->assertSame( 'changed', $report[0]['type'] );
		$menu = get_nav_menu_locations()[ SetupMenu::LOCATION ] ?? 0;
		$this->assertGreaterThan( 0, $menu );
		$this->assertSame( 'Hauptmenü', wp_get_nav_menu_object( $menu )->name );
		$objects = wp_list_pluck( wp_get_nav_menu_items( $menu ), 'object_id' );
		$this->assertContains( (string) $contact, $objects, 'the contact page is in it' );

		$again = ( new SetupMenu() )->apply();
		$this->assertSame( 'kept', $again[0]['type'] );
		$this->assertSame( $menu, get_nav_menu_locations()[ SetupMenu::LOCATION ] );
	}

	public function test_the_notice_shows_to_administrators_until_done_or_dismissed(): void {
		$this->login( 'admin' );
		$this->assertTrue( SetupNotice::visible() );
		$html = $this->capture( static fn() => ( new SetupNotice() )->render() );
		$this->assertHtmlHas( $html, '//a[contains(@href,"page=kiosk-setup") and contains(., "Kiosk einrichten")]' );
		$this->assertHtmlHas( $html, '//input[@name="action" and @value="kiosk_setup_dismiss"]' );
		$nonce = $this->assertHtmlHas( $html, '//input[@name="_wpnonce"]' )->item( 0 )->getAttribute( 'value' );
		$this->assertSame( 1, wp_verify_nonce( $nonce, SetupActions::DISMISS ) );

		SetupState::mark( 'dismissed' );
		$this->assertFalse( SetupNotice::visible() );
		delete_option( SetupState::OPTION );
		SetupState::mark( 'done' );
		$this->assertSame( '', $this->capture( static fn() => ( new SetupNotice() )->render() ) );

		delete_option( SetupState::OPTION );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'edit-post' );
		$this->assertFalse( SetupNotice::visible(), 'not on every screen' );
		set_current_screen( 'dashboard' );
		$this->assertTrue( SetupNotice::visible(), 'on the dashboard' );
		$this->login( 'redaktion' );
		$this->assertFalse( SetupNotice::visible(), 'editors do not see it' );
	}

	public function test_actions_refuse_users_without_the_capabilities_and_requests_without_the_nonce(): void {
		$this->filter(
			'wp_die_handler',
			static function () {
				return static function ( $message, $title, $args ) {
					throw new \RuntimeException( 'wp_die ' . ( $args['response'] ?? 0 ) );
				};
			}
		);
		$this->filter(
			'wp_redirect',
			static function ( $location ) {
				throw new \LogicException( 'redirect ' . $location );
			}
		);
		$this->login( 'admin' );
		$cart = $this->page( 'warenkorb', self::WOO_CART );
		update_option( 'woocommerce_cart_page_id', $cart );
		$_POST    = array( 'kiosk_setup' => array( 'legal_pages' => '1' ) );
		$_REQUEST = $_POST;

		$this->login( 'redaktion' );
		try {
			( new SetupActions() )->run();
			$this->fail( 'an editor may not run the set-up' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'wp_die 403', $e->getMessage() );
		}

		$this->login( 'admin' );
		try {
			( new SetupActions() )->run();
			$this->fail( 'no nonce, no run' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'wp_die 403', $e->getMessage() );
		}
		$this->assertNull( get_page_by_path( 'impressum' ), 'nothing was created' );

		// A nonce sent as an array is refused before core's wp_verify_nonce()
		// would log "Array to string conversion".
		$_REQUEST['_wpnonce'] = array( wp_create_nonce( SetupActions::RUN ) );
		$errors               = array();
		set_error_handler(
			static function ( $level, $message ) use ( &$errors ) {
				$errors[] = $message;
				return true;
			}
		);
		try {
			( new SetupActions() )->run();
			$this->fail( 'an array nonce, no run' );
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'wp_die 403', $e->getMessage() );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $errors, 'no PHP warning' );
		$this->assertNull( get_page_by_path( 'impressum' ), 'nothing was created' );

		$_REQUEST['_wpnonce'] = wp_create_nonce( SetupActions::RUN );
		try {
			( new SetupActions() )->run();
			$this->fail( 'the run redirects back' );
		} catch ( \LogicException $e ) {
			$this->assertStringContainsString( 'page=kiosk-setup', $e->getMessage() );
		}
		$this->assertInstanceOf( \WP_Post::class, get_page_by_path( 'impressum' ) );
		$this->assertSame( self::WOO_CART, get_post_field( 'post_content', $cart ), 'an unticked step changes nothing' );
		$this->assertFalse( SetupState::pending() );
		$report = SetupState::take_report();
		$this->assertNotEmpty( $report );
		$this->assertSame( array(), SetupState::take_report(), 'the report shows once' );
		$_POST    = array();
		$_REQUEST = array();
	}

	public function test_the_page_is_refused_to_editors_and_lists_the_steps_for_administrators(): void {
		$page = self::cli( array( 'admin', 'options-general.php?page=kiosk-setup', 'admin' ) );
		$this->assertCleanRun( $page, 'set-up page as admin' );
		$html = $page['output'];
		$this->assertHtmlHas( $html, '//h1[contains(., "Kiosk einrichten")]' );
		$this->assertHtmlHas( $html, '//input[@name="action" and @value="kiosk_setup_run"]' );
		$this->assertHtmlHas( $html, '//input[@type="checkbox" and @name="kiosk_setup[legal_pages]"]' );
		$this->assertHtmlHas( $html, '//input[@type="checkbox" and @name="kiosk_setup[shop_pages]" and @disabled]', 'no WooCommerce, no shop step' );

		$editor = self::cli( array( 'admin', 'options-general.php?page=kiosk-setup', 'redaktion' ) );
		$this->assertNull( $editor['result'], 'the request ends in wp_die' );
		$this->assertStringNotContainsString( 'kiosk_setup_run', $editor['output'] );
	}

	public function test_dismissing_hides_the_notice_for_the_site_with_a_nonce(): void {
		$this->filter(
			'wp_redirect',
			static function ( $location ) {
				throw new \LogicException( 'redirect ' . $location );
			}
		);
		$this->login( 'admin' );
		$_REQUEST = array( '_wpnonce' => wp_create_nonce( SetupActions::DISMISS ) );
		try {
			( new SetupActions() )->dismiss();
			$this->fail( 'dismissing redirects back' );
		} catch ( \LogicException $e ) {
			$this->assertStringStartsWith( 'redirect ', $e->getMessage() );
		}
		$_REQUEST = array();
		$this->assertTrue( SetupState::get()['dismissed'] );
		$this->assertFalse( SetupNotice::visible() );
		$this->assertSame( \Kiosk\Admin\SetupPage::url(), admin_url( 'options-general.php?page=kiosk-setup' ), 'the set-up stays reachable' );
	}
}
