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
				return __( 'Your %s from {site_title}', 'kiosk' );
			case 'Here\'s your %s, {attendee_name}!':
				/* translators: %s: "tickets" (Event Tickets' plural label, lowercase); {attendee_name} stays as it is. */
				return __( 'Here are your %s, {attendee_name}!', 'kiosk' );
			case 'Enabling this allows your gravatar and name to be present for other attendees to see.':
				return __( 'If you enable this, your Gravatar and your name are visible to other attendees.', 'kiosk' );
			default:
				return $translation;
		}
	}
}
