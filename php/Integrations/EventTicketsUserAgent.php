<?php
/**
 * Event Tickets' user-agent script, deferred.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations;

defined( 'ABSPATH' ) || exit;

/**
 * Event Tickets (its common library) prints `user-agent.js` on every front
 * page, at the end of the body, without `defer`: a parser-blocking request
 * that Lighthouse counts as render-blocking on every page type (its whole
 * work is a `tec-is-android`, `-iphone` or `-ipad` class on the body, which
 * only Event Tickets' own styles read). Deferred, it runs right after the
 * document is parsed, before `DOMContentLoaded`, with the body there.
 *
 * An owner turns it off with `add_filter( 'kiosk_defer_event_tickets_user_agent', '__return_false' )`.
 */
final class EventTicketsUserAgent {

	/** Event Tickets' handle. */
	const HANDLE = 'tec-user-agent';

	/**
	 * Hooks (before the footer's scripts print; harmless when Event
	 * Tickets is absent: the handle is not registered).
	 */
	public function hook(): void {
		add_action( 'wp_footer', array( $this, 'defer' ), 1 );
	}

	/**
	 * Marks the script `defer` when nothing else asked for a strategy
	 * (WordPress itself keeps it blocking if a blocking script needs it).
	 */
	public function defer(): void {
		if ( ! wp_script_is( self::HANDLE, 'registered' ) || wp_scripts()->get_data( self::HANDLE, 'strategy' ) ) {
			return;
		}
		if ( ! apply_filters( 'kiosk_defer_event_tickets_user_agent', true ) ) {
			return;
		}
		wp_script_add_data( self::HANDLE, 'strategy', 'defer' );
	}
}
