<?php
/**
 * What a visitor typed in the no-JS RSVP form, kept for the page Event
 * Tickets redirects to after it refused a booking Kiosk had let through
 * (RsvpClassicForm), under a one-time token.
 *
 * Bounded whatever guests post (issue 45): only the form's fields, each cut
 * to what the form allows (RsvpClassicForm::MAX_*), in one option that
 * holds at most MAX_ENTRIES tokens (the oldest goes first), so the whole
 * store stays below a fixed size. An entry carries its own expiry, checked
 * when read and swept at every write: nothing waits for WP-Cron (a site
 * with DISABLE_WP_CRON never runs it). A token is deleted when read.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations;

defined( 'ABSPATH' ) || exit;

/**
 * The refill store of the no-JS RSVP form.
 */
final class RsvpRefill {

	/** The option holding every waiting entry (not autoloaded). */
	const OPTION = 'kiosk_rsvp_refill';

	/** How long an entry waits for the redirected page, in seconds. */
	const TTL = 600;

	/** At most this many entries wait at once, whoever posted them. */
	const MAX_ENTRIES = 100;

	/**
	 * Keeps the values for a ticket; returns the one-time token.
	 *
	 * @param int                  $ticket_id The RSVP ticket.
	 * @param array<string, mixed> $values    What was typed (RsvpClassicForm::posted_values()).
	 */
	public static function keep( int $ticket_id, array $values ): string {
		$token   = strtolower( wp_generate_password( 24, false ) );
		$entries = self::live( self::entries() );
		// The oldest entries make room (array order is the order of writing).
		$entries           = array_slice( $entries, -( self::MAX_ENTRIES - 1 ), null, true );
		$entries[ $token ] = array(
			'ticket'  => $ticket_id,
			'values'  => RsvpClassicForm::capped_values( $values ),
			'expires' => time() + self::TTL,
		);
		update_option( self::OPTION, $entries, false );
		return $token;
	}

	/**
	 * The values kept under a token, then forgotten; null when unknown or
	 * expired.
	 *
	 * @param string $token The token from the redirect.
	 * @return array{ticket: int, values: array<string, mixed>}|null
	 */
	public static function take( string $token ): ?array {
		$entries = self::entries();
		if ( '' === $token || ! isset( $entries[ $token ] ) ) {
			return null;
		}
		$entry = $entries[ $token ];
		unset( $entries[ $token ] );
		update_option( self::OPTION, self::live( $entries ), false );
		if ( ! is_array( $entry ) || (int) ( $entry['expires'] ?? 0 ) < time() || ! isset( $entry['values'] ) || ! is_array( $entry['values'] ) ) {
			return null;
		}
		return array(
			'ticket' => (int) ( $entry['ticket'] ?? 0 ),
			'values' => RsvpClassicForm::capped_values( $entry['values'] ),
		);
	}

	/**
	 * Every stored entry, by token.
	 *
	 * @return array<string, mixed>
	 */
	private static function entries(): array {
		$entries = get_option( self::OPTION, array() );
		return is_array( $entries ) ? $entries : array();
	}

	/**
	 * The entries that have not expired.
	 *
	 * @param array<string, mixed> $entries By token.
	 * @return array<string, mixed>
	 */
	private static function live( array $entries ): array {
		$now = time();
		return array_filter(
			$entries,
			static fn( $entry ): bool => is_array( $entry ) && (int) ( $entry['expires'] ?? 0 ) >= $now
		);
	}
}
