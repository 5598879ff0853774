<?php
/**
 * Whether WooCommerce's order attribution waits for the visitor's consent
 * (Settings → Kiosk), in an option of its own (`kiosk_attribution_consent`).
 *
 * @package Kiosk
 */

namespace Kiosk\Settings;

defined( 'ABSPATH' ) || exit;

use Kiosk\Admin\OptionsPage;

/**
 * Order attribution remembers where a visitor came from in sourcebuster's
 * `sbjs_*` cookies. On a German site (the site language is German) they
 * wait for consent unless the owner chose otherwise: the WP Consent API's
 * marketing category when a consent plugin is active, or Kiosk's own
 * consent choice (the maps' and videos' "always load on this device").
 */
final class AttributionConsent {

	const OPTION = 'kiosk_attribution_consent';

	/** Waits for consent. */
	const WAIT = 'wait';

	/** Tracks from the first visit, as WooCommerce does. */
	const ALWAYS = 'always';

	/**
	 * Hooks: the setting on Kiosk's settings page, and the answer to
	 * WooCommerce's `wc_order_attribution_allow_tracking` (before a consent
	 * plugin's, which may still say no).
	 */
	public function hook(): void {
		add_action( 'admin_init', array( $this, 'register' ), 20 );
		add_filter( 'wc_order_attribution_allow_tracking', array( $this, 'allow_tracking' ), 5 );
	}

	/**
	 * The default: wait on a German site, track elsewhere (WooCommerce's own default).
	 */
	public static function default_choice(): string {
		return 0 === strpos( (string) get_locale(), 'de' ) ? self::WAIT : self::ALWAYS;
	}

	/**
	 * The owner's choice, or the default.
	 */
	public static function choice(): string {
		return self::sanitize( get_option( self::OPTION, '' ) );
	}

	/**
	 * A stored value: one of the two choices, else the default.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize( $value ): string {
		return in_array( $value, array( self::WAIT, self::ALWAYS ), true ) ? $value : self::default_choice();
	}

	/**
	 * Whether attribution may track before consent.
	 *
	 * @param mixed $allow What WooCommerce or an earlier filter said.
	 */
	public function allow_tracking( $allow ): bool {
		return (bool) $allow && self::ALWAYS === self::choice();
	}

	/**
	 * The setting and its field on Settings → Kiosk (checkout section).
	 */
	public function register(): void {
		register_setting(
			OptionsPage::GROUP,
			self::OPTION,
			array(
				'type'              => 'string',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
		add_settings_field(
			'kiosk_attribution_consent',
			__( 'Order attribution', 'kiosk' ),
			array( $this, 'field' ),
			OptionsPage::SLUG,
			'kiosk_checkout'
		);
	}

	/**
	 * The two choices, each with a sentence on what it means.
	 */
	public function field(): void {
		$choice  = self::choice();
		$choices = array(
			self::WAIT   => array(
				__( 'Wait for the visitor\'s consent', 'kiosk' ),
				__( 'WooCommerce remembers where a visitor came from (a search engine, a newsletter, another site) in cookies, to show it with their order. No such cookie is set until the visitor allows marketing in your consent banner, or lets Kiosk always load maps and videos. Recommended in Germany.', 'kiosk' ),
			),
			self::ALWAYS => array(
				__( 'Track from the first visit', 'kiosk' ),
				__( 'The cookies are set on every visitor\'s first visit, without asking. Choose this only when your consent banner or privacy policy covers them.', 'kiosk' ),
			),
		);
		echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Order attribution', 'kiosk' ) . '</legend>';
		foreach ( $choices as $value => $text ) {
			printf(
				'<p><label><input type="radio" name="%1$s" value="%2$s" aria-describedby="%3$s"%4$s> %5$s</label></p><p class="description" id="%3$s">%6$s</p>',
				esc_attr( self::OPTION ),
				esc_attr( $value ),
				esc_attr( 'kiosk_attribution_consent_' . $value ),
				checked( $choice, $value, false ),
				esc_html( $text[0] ),
				esc_html( $text[1] )
			);
		}
		echo '</fieldset>';
	}
}
