<?php
/**
 * Settings → Kiosk: capabilities, nonces, sanitising and escaping.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Admin\OptionsPage;
use Kiosk\Settings\Options;

/**
 * Options page tests.
 */
final class OptionsPageTest extends TestCase {

	public function test_administrators_get_the_page_with_the_settings_api_nonce(): void {
		$page = self::cli( array( 'admin', 'options-general.php?page=kiosk', 'admin' ) );
		$this->assertCleanRun( $page, 'Settings → Kiosk as admin' );
		$this->assertSame( 'settings_page_kiosk', $page['result']['hook'] );
		$html = $page['output'];
		$this->assertHtmlHas( $html, '//form[@method="post" and contains(@action,"options.php")]' );
		$this->assertHtmlHas( $html, '//input[@name="option_page" and @value="kiosk"]' );
		$nonce = $this->assertHtmlHas( $html, '//input[@name="_wpnonce"]' )->item( 0 )->getAttribute( 'value' );
		$this->assertNotSame( '', $nonce );
		$this->assertHtmlHas( $html, '//input[@name="kiosk_settings[place_order_label]"]' );
		$this->assertHtmlHas( $html, '//select[@name="kiosk_settings[ticker_category]"]' );
		$this->assertHtmlHas( $html, '//input[@name="kiosk_settings[map_latitude]"]' );
		$this->assertHtmlHas( $html, '//input[@name="kiosk_settings[map_longitude]"]' );
		$this->assertHtmlHas( $html, '//h1[contains(., "Kiosk-Einstellungen")]', 'German title' );
	}

	public function test_editors_and_subscribers_are_refused_the_page(): void {
		foreach ( array( 'redaktion', 'kunde' ) as $login ) {
			$page = self::cli( array( 'admin', 'options-general.php?page=kiosk', $login ) );
			$this->assertCleanRun( $page, "Settings → Kiosk as $login" );
			// WordPress's own admin menu refuses the page (wp_die) before Kiosk renders anything.
			$this->assertNull( $page['result'], "$login: the request ends in wp_die" );
			$this->assertStringContainsString( 'wp-die-message', $page['output'] );
			$this->assertStringNotContainsString( 'kiosk_settings[', $page['output'] );
			$this->assertStringNotContainsString( 'option_page', $page['output'] );
		}
	}

	public function test_rendering_without_the_capability_dies_with_403(): void {
		$this->login( 'redaktion' );
		$this->filter(
			'wp_die_handler',
			static function () {
				return static function ( $message, $title, $args ) {
					throw new \RuntimeException( 'wp_die ' . ( $args['response'] ?? 0 ) . ': ' . $message );
				};
			}
		);
		$this->expectException( \RuntimeException::class );
		$this->expectExceptionMessageMatches( '/^wp_die 403: /' );
		( new OptionsPage() )->render();
	}

	public function test_saving_is_guarded_by_manage_options_and_the_kiosk_group_nonce(): void {
		( new OptionsPage() )->register_setting();
		$this->assertArrayHasKey( Options::OPTION, get_registered_settings() );
		$this->assertSame( 'kiosk', get_registered_settings()[ Options::OPTION ]['group'] );
		// options.php checks this capability and the nonce of action "kiosk-options".
		$this->assertSame( 'manage_options', apply_filters( 'option_page_capability_kiosk', 'manage_options' ) );
		$this->login( 'admin' );
		$field = $this->capture( static fn() => settings_fields( 'kiosk' ) );
		preg_match( '/name="_wpnonce" value="([^"]+)"/', $field, $match );
		$this->assertSame( 1, wp_verify_nonce( $match[1], 'kiosk-options' ) );
		$this->login( 'redaktion' );
		$this->assertFalse( current_user_can( 'manage_options' ) );
		$this->assertFalse( wp_verify_nonce( $match[1], 'kiosk-options' ), 'an admin\'s nonce does not work for another user' );
	}

	public function test_submitted_values_are_sanitised(): void {
		( new OptionsPage() )->register_setting();
		update_option(
			Options::OPTION,
			array(
				'place_order_label' => '<b>Kaufen</b><script>alert(1)</script>',
				'ticker_category'   => '-5',
				'map_latitude'      => '123',
				'map_longitude'     => '13.5',
				'map_zoom'          => '99',
				'evil'              => 'x',
			)
		);
		$stored = get_option( Options::OPTION );
		$this->assertSame( 'Kaufen', $stored['place_order_label'] );
		$this->assertSame( 0, $stored['ticker_category'] );
		$this->assertSame( 52.52, $stored['map_latitude'], 'out of range falls back' );
		$this->assertSame( 13.5, $stored['map_longitude'] );
		$this->assertSame( 19, $stored['map_zoom'] );
		$this->assertArrayNotHasKey( 'evil', $stored );
	}

	public function test_stored_values_are_escaped_when_printed(): void {
		global $wpdb;
		// Written around the sanitiser, as a compromised or migrated database might hold it.
		$raw = array( 'place_order_label' => 'Jetzt " onmouseover="alert(1) & <kaufen>' );
		$wpdb->update( $wpdb->options, array( 'option_value' => serialize( $raw ) ), array( 'option_name' => Options::OPTION ) ) || add_option( Options::OPTION, $raw );
		wp_cache_flush();
		$html = $this->capture( static fn() => ( new OptionsPage() )->field_place_order_label() );
		$this->assertStringNotContainsString( '" onmouseover="', $html );
		$this->assertStringContainsString( 'value="Jetzt &quot; onmouseover=&quot;alert(1) &amp;"', $html );
	}

	public function test_missing_integration_notices_are_german_and_for_administrators_on_the_plugins_screen(): void {
		$page = self::cli( array( 'admin', 'options-general.php?page=kiosk', 'admin' ) );
		$this->assertStringContainsString( 'WooCommerce ist nicht aktiv', $page['output'] );
		$this->assertStringContainsString( 'Contact Form 7 ist nicht aktiv', $page['output'] );
		$this->assertStringContainsString( 'Event Tickets ist nicht aktiv', $page['output'] );
		$editor = self::cli( array( 'admin', 'index.php', 'redaktion' ) );
		$this->assertStringNotContainsString( 'nicht aktiv', $editor['output'] );
	}
}
