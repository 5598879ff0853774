<?php
/**
 * The RSVP form's name field, as Event Tickets' v2/rsvp/form/fields/name.php
 * with Kiosk's words ("Sie"), the typed value and its error when Kiosk sent
 * the form back (form/fields/kiosk-field.php).
 *
 * @package Kiosk
 *
 * @var Tribe__Tickets__Editor__Template $this The template.
 * @var Tribe__Tickets__Ticket_Object    $rsvp The RSVP ticket.
 */

defined( 'ABSPATH' ) || exit;

$kiosk_state = (array) apply_filters( 'kiosk_rsvp_form_state', array(), $rsvp );
$kiosk_id    = absint( $rsvp->ID );

get_template_part(
	'tribe/tickets/v2/rsvp/form/fields/kiosk-field',
	null,
	array(
		'id'           => 'tribe-tickets-rsvp-name-' . $kiosk_id,
		'name'         => "tribe_tickets[{$kiosk_id}][attendees][0][full_name]",
		'type'         => 'text',
		'class'        => 'tribe-tickets__rsvp-form-field-name',
		'label'        => __( 'Name', 'kiosk' ),
		// Event Tickets' filter fills in a logged-in visitor's name.
		'value'        => $kiosk_state['values']['full_name'] ?? (string) apply_filters( 'tribe_tickets_rsvp_form_full_name', '', $this ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Event Tickets' filter.
		'placeholder'  => __( 'Your name', 'kiosk' ),
		'autocomplete' => 'name',
		// What Kiosk keeps of a refused POST is cut to this too (the test checks they agree).
		'attributes'   => array( 'maxlength' => 200 ), // RsvpClassicForm::MAX_NAME.
		'error'        => $kiosk_state['errors']['full_name'] ?? '',
	)
);
