<?php
/**
 * One RSVP block's content, as Event Tickets' v2/rsvp/content.php, plus
 * what a visit without JavaScript needs: the attendee form when the visitor
 * asked for it (`?kiosk_rsvp={id}`, the "Going" button's form) or when Kiosk
 * refused the form's POST (with what was typed), and the notice after Event
 * Tickets' redirect (`rsvp_sent` / `rsvp_error`). The state comes from the
 * Kiosk plugin (the `kiosk_rsvp_form_state` filter); without it this is
 * Event Tickets' own template.
 *
 * Event Tickets looks for this file at tribe/tickets/v2/rsvp/content.php in
 * the active theme.
 *
 * @package Kiosk
 *
 * @var Tribe__Tickets__Editor__Template $this The template.
 * @var Tribe__Tickets__Ticket_Object    $rsvp The RSVP ticket.
 * @var string|null                      $step The step being shown.
 */

defined( 'ABSPATH' ) || exit;

$kiosk_state = (array) apply_filters( 'kiosk_rsvp_form_state', array(), $rsvp );
$kiosk_step  = empty( $step ) && ! empty( $kiosk_state['step'] ) ? $kiosk_state['step'] : $step;

$this->template( 'v2/rsvp/messages/must-login' );

if ( ! empty( $kiosk_state['notice'] ) ) {
	get_template_part( 'tribe/tickets/v2/rsvp/kiosk-notice', null, $kiosk_state );
}

if ( 'ari' === $kiosk_step ) {
	$this->template( 'v2/rsvp/ari', array( 'rsvp' => $rsvp ) );
} elseif ( 'going' === $kiosk_step || 'not-going' === $kiosk_step ) {
	// The ticket's name and the places left stay above the attendee form.
	$this->template( 'v2/rsvp/details', array( 'rsvp' => $rsvp ) );
	$this->template(
		'v2/rsvp/form/form',
		array(
			'rsvp'  => $rsvp,
			'going' => $kiosk_step,
		)
	);
} else {
	$this->template( 'v2/rsvp/messages/success' );
	?>
	<div class="tribe-tickets__rsvp tribe-common-g-row tribe-common-g-row--gutters">
		<?php
		$this->template( 'v2/rsvp/details', array( 'rsvp' => $rsvp ) );
		$this->template( 'v2/rsvp/actions', array( 'rsvp' => $rsvp ) );
		$this->do_entry_point( 'etp-waitlist' );
		?>
	</div>
	<?php
	$this->template( 'v2/rsvp/attendees' );
}
