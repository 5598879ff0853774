<?php
/**
 * Event Tickets: Kiosk's RSVP script where an RSVP form renders, instead
 * of Event Tickets' own.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\Scripts;

/**
 * Replaces Event Tickets' RSVP script.
 */
final class Rsvp {

	const HANDLE = 'kiosk-rsvp';

	/** Event Tickets' RSVP script handles (block and classic forms, across versions). */
	const REPLACED = array( 'tribe-tickets-rsvp-block', 'tribe-tickets-rsvp-manager', 'tribe-tickets-rsvp-ari', 'tribe-tickets-rsvp-tooltip', 'tribe-tooltipster', 'tribe-tickets-rsvp', 'event-tickets-tickets-rsvp-js', 'tribe-tickets-block-rsvp', 'event-tickets-rsvp' );

	/**
	 * Scripts.
	 *
	 * @var Scripts
	 */
	private $scripts;

	/**
	 * Constructor.
	 *
	 * @param Scripts $scripts Scripts.
	 */
	public function __construct( Scripts $scripts ) {
		$this->scripts = $scripts;
	}

	/**
	 * Hooks (harmless when Event Tickets is absent: its actions never fire).
	 */
	public function hook(): void {
		add_action( 'tribe_template_before_include', array( $this, 'on_template' ), 10, 3 );
		add_action( 'kiosk_rsvp_form', array( $this, 'enqueue' ) );
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue_replaced' ), 0 );
		add_filter( 'kiosk_settings', array( $this, 'settings' ) );
	}

	/**
	 * The RSVP handler's URL and Event Tickets' nonce for it, on single
	 * posts and pages while Event Tickets is active (the settings print
	 * before the content decides whether an RSVP form renders; Event
	 * Tickets prints its own nonce only for its own script).
	 *
	 * @param array<string, mixed> $settings Kiosk's inline settings.
	 * @return array<string, mixed>
	 */
	public function settings( $settings ) {
		if ( class_exists( 'Tribe__Tickets__RSVP' ) && is_singular() ) {
			$settings['rsvp'] = array(
				'ajaxUrl' => esc_url_raw( admin_url( 'admin-ajax.php' ) ),
				'nonce'   => wp_create_nonce( 'tribe_tickets_rsvp_handle' ),
			);
		}
		return $settings;
	}

	/**
	 * An Event Tickets template renders: when it is an RSVP form, enqueue.
	 *
	 * @param string       $file Template file.
	 * @param string|array $name Template name.
	 */
	public function on_template( $file = '', $name = '' ) {
		$name = is_array( $name ) ? implode( '/', $name ) : (string) $name;
		if ( preg_match( '#(^|/)(v2/)?(rsvp|blocks/rsvp)(/|$)#', $name ) || preg_match( '#(^|/)rsvp\.php$#', (string) $file ) ) {
			$this->enqueue();
		}
	}

	/**
	 * Enqueues Kiosk's RSVP script.
	 */
	public function enqueue(): void {
		if ( $this->scripts->enqueue( self::HANDLE ) ) {
			$this->dequeue_replaced();
		}
	}

	/**
	 * Drops Event Tickets' RSVP scripts when Kiosk's is in.
	 */
	public function dequeue_replaced(): void {
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		foreach ( self::REPLACED as $handle ) {
			wp_dequeue_script( $handle );
		}
	}
}
