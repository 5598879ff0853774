<?php
/**
 * The RSVP form's email field, as Event Tickets' v2/rsvp/form/fields/email.php
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
		'id'           => 'tribe-tickets-rsvp-email-' . $kiosk_id,
		'name'         => "tribe_tickets[{$kiosk_id}][attendees][0][email]",
		'type'         => 'email',
		'class'        => 'tribe-tickets__rsvp-form-field-email',
		'label'        => __( 'Email', 'kiosk' ),
		// Event Tickets' filter fills in a logged-in visitor's address.
		'value'        => $kiosk_state['values']['email'] ?? (string) apply_filters( 'tribe_tickets_rsvp_form_email', '', $this ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Event Tickets' filter.
		'placeholder'  => __( 'name@example.com', 'kiosk' ),
		'autocomplete' => 'email',
		// What Kiosk keeps of a refused POST is cut to this too (the test checks they agree).
		'attributes'   => array( 'maxlength' => 254 ), // RsvpClassicForm::MAX_EMAIL.
		'error'        => $kiosk_state['errors']['email'] ?? '',
	)
);
