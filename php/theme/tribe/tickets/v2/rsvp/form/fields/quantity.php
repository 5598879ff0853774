<?php
/**
 * The RSVP form's number of guests, as Event Tickets'
 * v2/rsvp/form/fields/quantity.php (the field its classic path and its AJAX
 * handler read, `tribe_tickets[{id}][quantity]`), with Kiosk's words, the
 * typed value and its error when Kiosk sent the form back.
 *
 * @package Kiosk
 *
 * @var Tribe__Tickets__Ticket_Object $rsvp  The RSVP ticket.
 * @var string                        $going going or not-going.
 */

defined( 'ABSPATH' ) || exit;

$kiosk_state = (array) apply_filters( 'kiosk_rsvp_form_state', array(), $rsvp );
$kiosk_id    = absint( $rsvp->ID );
$kiosk_max   = function_exists( 'tribe' ) ? tribe( 'tickets.handler' )->get_ticket_max_purchase( $kiosk_id ) : '';

get_template_part(
	'tribe/tickets/v2/rsvp/form/fields/kiosk-field',
	null,
	array(
		'id'         => 'quantity_' . $kiosk_id,
		'name'       => "tribe_tickets[{$kiosk_id}][quantity]",
		'type'       => 'number',
		'class'      => 'tribe-tickets__rsvp-form-input-number tribe-tickets__rsvp-form-field-quantity',
		'label'      => 'going' === $going ? __( 'Number of guests', 'kiosk' ) : __( 'Number of guests not attending', 'kiosk' ),
		'value'      => $kiosk_state['values']['quantity'] ?? '1',
		'error'      => $kiosk_state['errors']['quantity'] ?? '',
		'attributes' => array(
			'min' => 1,
			'max' => $kiosk_max,
		),
	)
);
