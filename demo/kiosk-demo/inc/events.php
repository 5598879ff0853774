<?php
/**
 * The events: two pages under /veranstaltungen/, each with two RSVP tickets
 * of limited capacity, made through Event Tickets' own API, with the start
 * and place the theme lists them by (kiosk_event_start, kiosk_event_place).
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_action( 'kiosk_demo_seed', 'kiosk_demo_seed_events', 41 );

/**
 * The events and their tickets: slug, title, days ahead, time, venue, text, tickets.
 */
function kiosk_demo_events(): array {
	return array(
		array( 'lesung-neue-stimmen', 'Lesung: Neue Stimmen aus der Region', 60, '19:30', 'Stadtbibliothek, Lesesaal', 'Drei junge Autorinnen und Autoren lesen aus ihren Debüts. Anschließend Gespräch mit der Feuilleton-Redaktion.', array( array( 'Sitzplatz', 'Freier Eintritt, Platzvergabe nach Anmeldung.', 30 ), array( 'Signierstunde', 'Ein signiertes Exemplar mit persönlicher Widmung.', 5 ) ) ),
		array( 'stadtspaziergang-redaktion', 'Stadtspaziergang mit der Redaktion', 75, '11:00', 'Treffpunkt: Marktplatz, am Brunnen', 'Unsere Lokalredaktion zeigt Orte, über die wir berichtet haben – mit Geschichten hinter den Geschichten.', array( array( 'Teilnahme', 'Dauer etwa zwei Stunden.', 12 ), array( 'Barrierefreie Gruppe', 'Stufenlose Route in kleiner Gruppe.', 4 ) ) ),
	);
}

/**
 * Seeds the event pages and their RSVP tickets (looked up by slug).
 */
function kiosk_demo_seed_events(): void {
	$parent = get_page_by_path( 'veranstaltungen' );
	if ( ! $parent || ! class_exists( 'Tribe__Tickets__RSVP' ) ) {
		return;
	}
	foreach ( kiosk_demo_events() as list( $slug, $title, $days, $time, $venue, $text, $tickets ) ) {
		if ( get_page_by_path( "veranstaltungen/$slug" ) ) {
			continue;
		}
		$when    = wp_date( 'j. F Y', time() + $days * DAY_IN_SECONDS );
		$content = sprintf(
			"<!-- wp:paragraph --><p><strong>%s, %s Uhr</strong> · %s</p><!-- /wp:paragraph -->\n\n<!-- wp:paragraph --><p>%s</p><!-- /wp:paragraph -->\n\n<!-- wp:tribe/rsvp /-->",
			esc_html( $when ),
			esc_html( $time ),
			esc_html( $venue ),
			esc_html( $text )
		);
		$id      = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_parent'  => $parent->ID,
					'post_name'    => $slug,
					'post_title'   => $title,
					'post_content' => $content,
				)
			)
		);
		// The theme lists upcoming events on the events page from these fields.
		update_post_meta( $id, 'kiosk_event_start', wp_date( 'Y-m-d', time() + $days * DAY_IN_SECONDS ) . ' ' . $time );
		update_post_meta( $id, 'kiosk_event_place', $venue );
		foreach ( $tickets as $order => list( $name, $description, $capacity ) ) {
			Tribe__Tickets__RSVP::get_instance()->ticket_add(
				$id,
				array(
					'ticket_name'             => $name,
					'ticket_description'      => $description,
					'ticket_show_description' => 'yes',
					'ticket_menu_order'       => $order,
					'tribe-ticket'            => array(
						'mode'     => 'own',
						'capacity' => $capacity,
					),
				)
			);
		}
	}
}
