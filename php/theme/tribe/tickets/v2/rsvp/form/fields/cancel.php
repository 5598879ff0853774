<?php
/**
 * The RSVP form's "Cancel", as Event Tickets' v2/rsvp/form/fields/cancel.php:
 * Kiosk's script takes its click back to the start; without JavaScript it
 * sends the empty form beside the attendee form (form/form.php), which
 * opens the event page again without anything typed.
 *
 * @package Kiosk
 *
 * @var Tribe__Tickets__Ticket_Object $rsvp The RSVP ticket.
 */

defined( 'ABSPATH' ) || exit;
?>
<button
	class="tribe-common-h7 tribe-tickets__rsvp-form-button tribe-tickets__rsvp-form-button--cancel"
	type="submit"
	form="<?php echo esc_attr( 'kiosk-rsvp-cancel-' . absint( $rsvp->ID ) ); ?>"
	formnovalidate
>
	<?php echo esc_html_x( 'Cancel', 'RSVP form', 'kiosk' ); ?>
</button>
