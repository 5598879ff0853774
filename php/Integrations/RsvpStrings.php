<?php
/**
 * Event Tickets' own texts that reach a visitor outside the templates the
 * Kiosk theme overrides (its RSVP e-mail, the attendee list opt-in) say
 * "du" in German, even in its de_DE_formal file, while Kiosk says "Sie":
 * exactly those msgids are answered with Kiosk's own strings.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations;

defined( 'ABSPATH' ) || exit;

/**
 * Kiosk's words for a few of Event Tickets' strings.
 */
final class RsvpStrings {

	/**
	 * Hooks (harmless when Event Tickets is absent: nothing asks for its domain).
	 */
	public function hook(): void {
		add_filter( 'gettext_event-tickets', array( $this, 'words_for' ), 10, 2 );
	}

	/**
	 * Kiosk's translation of an Event Tickets msgid, or the one given.
	 *
	 * @param string $translation Event Tickets' translation.
	 * @param string $text        The msgid.
	 * @return string
	 */
	public function words_for( $translation, $text ) {
		switch ( $text ) {
			case 'Your %s from {site_title}':
				/* translators: %s: "tickets" (Event Tickets' plural label, lowercase); {site_title} stays as it is. */
				return self::kiosk_or( __( 'Your %s from {site_title}', 'kiosk' ), 'Your %s from {site_title}', $translation );
			case 'Here\'s your %s, {attendee_name}!':
				/* translators: %s: "tickets" (Event Tickets' plural label, lowercase); {attendee_name} stays as it is. */
				return self::kiosk_or( __( 'Here are your %s, {attendee_name}!', 'kiosk' ), 'Here are your %s, {attendee_name}!', $translation );
			case 'Enabling this allows your gravatar and name to be present for other attendees to see.':
				return self::kiosk_or( __( 'If you enable this, your Gravatar and your name are visible to other attendees.', 'kiosk' ), 'If you enable this, your Gravatar and your name are visible to other attendees.', $translation );
			default:
				return $translation;
		}
	}

	/**
	 * Kiosk's words where Kiosk has them in the site's language; else Event
	 * Tickets' own translation (a French site keeps Event Tickets' French).
	 *
	 * @param string $mine        Kiosk's translation.
	 * @param string $source      Kiosk's English source.
	 * @param string $translation Event Tickets' translation.
	 */
	private static function kiosk_or( string $mine, string $source, string $translation ): string {
		return $mine !== $source ? $mine : $translation;
	}
}
