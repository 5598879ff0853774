<?php
/**
 * Event Tickets: a booking step that stored nothing is not a success.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations;

defined( 'ABSPATH' ) || exit;

/**
 * Event Tickets skips a ticket posted with a quantity of 0 and still answers
 * its AJAX booking step with `success: true` and the confirmation. Kiosk
 * turns that answer into a refusal with the reason, so the visitor's form
 * and what was typed stay (the no-JS form is checked before Event Tickets
 * sees it: RsvpClassicForm).
 */
final class RsvpEmptyBooking {

	/**
	 * Hooks (harmless when Event Tickets is absent: its filter never runs).
	 */
	public function hook(): void {
		add_filter( 'tribe_tickets_rsvp_render_step_template_args', array( $this, 'refuse_empty' ) );
	}

	/**
	 * The step's template arguments after Event Tickets processed it: a
	 * "successful" booking step without a single attendee becomes an error.
	 *
	 * @param array<string, mixed> $args Event Tickets' step arguments.
	 * @return array<string, mixed>
	 */
	public function refuse_empty( $args ) {
		if ( ! is_array( $args ) || 'success' !== ( $args['step'] ?? null ) ) {
			return $args;
		}
		$result = $args['process_result'] ?? null;
		if ( ! is_array( $result ) || true !== ( $result['success'] ?? null ) || ! empty( $result['attendees'] ) ) {
			return $args;
		}
		$args['process_result'] = array(
			'success' => false,
			'errors'  => array( self::message() ),
		);
		return $args;
	}

	/**
	 * The reason the visitor reads (the script says the same when an answer
	 * says "success" with nothing booked).
	 */
	public static function message(): string {
		return __( 'Nothing was booked: please choose at least one place and send the reservation again.', 'kiosk' );
	}
}
