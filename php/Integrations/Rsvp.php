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

	/** The admin-ajax action that hands out a fresh nonce for Event Tickets' RSVP handler. */
	const NONCE_ACTION = 'kiosk_rsvp_nonce';

	/** Event Tickets' RSVP script handles (block and classic forms, across versions). */
	const REPLACED = array( 'tribe-tickets-rsvp-block', 'tribe-tickets-rsvp-manager', 'tribe-tickets-rsvp-ari', 'tribe-tickets-rsvp-tooltip', 'tribe-tooltipster', 'tribe-tickets-rsvp', 'event-tickets-tickets-rsvp-js', 'tribe-tickets-block-rsvp', 'event-tickets-rsvp' );

	/** Event Tickets' RSVP styles, which Kiosk's stylesheet replaces. */
	const REPLACED_STYLES = array( 'event-tickets-tickets-rsvp-css', 'event-tickets-rsvp', 'tribe-tickets-rsvp-style', 'tribe-tickets-forms-style', 'event-tickets-tickets-css', 'dashicons' );

	/**
	 * Event Tickets' shared scripts and styles, dropped too when a post's only
	 * tickets are RSVPs (nothing else on the page needs them then).
	 */
	const COMMON_SCRIPTS = array( 'tribe-common', 'tribe-tickets-loader', 'tribe-tickets-utils', 'event-tickets-details-js' );
	const COMMON_STYLES  = array( 'tec-variables-skeleton', 'tec-variables-full', 'tribe-common-skeleton-style', 'tribe-common-full-style', 'tribe-common-responsive' );

	/**
	 * Whether the current post's tickets are all RSVPs (none when false).
	 *
	 * @var bool|null
	 */
	private $only_rsvp = null;

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
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_early' ), 1001 );
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue_replaced' ), 0 );
		add_filter( 'kiosk_settings', array( $this, 'settings' ) );
		add_action( 'wp_ajax_' . self::NONCE_ACTION, array( $this, 'fresh_nonce' ) );
		add_action( 'wp_ajax_nopriv_' . self::NONCE_ACTION, array( $this, 'fresh_nonce' ) );
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
	 * `admin-ajax.php?action=kiosk_rsvp_nonce` (POST): a fresh nonce for
	 * Event Tickets' RSVP handler, for a page that was open so long that the
	 * nonce it printed went stale (the script asks only after Event Tickets
	 * refused that one). It is the nonce a page load would print for this
	 * visitor; another site cannot read the answer.
	 */
	public function fresh_nonce(): void {
		nocache_headers();
		if ( ! class_exists( 'Tribe__Tickets__RSVP' ) ) {
			wp_send_json_error( null, 404 );
		}
		wp_send_json_success( array( 'nonce' => wp_create_nonce( 'tribe_tickets_rsvp_handle' ) ) );
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
	 * On a single post with RSVP tickets, Kiosk's script and stylesheet go in
	 * before the head prints, so Event Tickets' RSVP styles can be dropped.
	 */
	public function enqueue_early(): void {
		if ( $this->post_has_rsvp() ) {
			$this->enqueue();
		}
	}

	/**
	 * Whether the queried post has RSVP tickets (and remembers whether those
	 * are all its tickets).
	 */
	private function post_has_rsvp(): bool {
		if ( ! is_singular() || ! class_exists( 'Tribe__Tickets__Tickets' ) ) {
			return false;
		}
		$tickets = (array) \Tribe__Tickets__Tickets::get_all_event_tickets( get_queried_object_id() );
		if ( ! $tickets ) {
			return false;
		}
		$rsvp            = array_filter(
			$tickets,
			static function ( $ticket ) {
				return is_object( $ticket ) && 'Tribe__Tickets__RSVP' === ( $ticket->provider_class ?? '' );
			}
		);
		$this->only_rsvp = count( $rsvp ) === count( $tickets );
		return (bool) $rsvp;
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
	 * Drops Event Tickets' RSVP scripts and styles when Kiosk's are in, and
	 * its shared ones when the post's only tickets are RSVPs.
	 */
	public function dequeue_replaced(): void {
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		$scripts = self::REPLACED;
		$styles  = self::REPLACED_STYLES;
		if ( $this->only_rsvp ) {
			$scripts = array_merge( $scripts, self::COMMON_SCRIPTS );
			$styles  = array_merge( $styles, self::COMMON_STYLES );
		}
		foreach ( $scripts as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( $styles as $handle ) {
			wp_dequeue_style( $handle );
		}
	}
}
