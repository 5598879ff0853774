<?php
/**
 * The RSVP's attendee form, as Event Tickets' v2/rsvp/form/form.php, but a
 * real form: it posts to the event page, where Event Tickets' classic path
 * books (`tickets_process`, with the Kiosk plugin's nonce and ticket
 * fields), so it works without JavaScript. With JavaScript, Kiosk's script
 * takes its submit and sends Event Tickets' AJAX steps as before.
 *
 * Event Tickets looks for this file at tribe/tickets/v2/rsvp/form/form.php
 * in the active theme.
 *
 * @package Kiosk
 *
 * @var Tribe__Tickets__Editor__Template $this    The template.
 * @var Tribe__Tickets__Ticket_Object    $rsvp    The RSVP ticket.
 * @var int                              $post_id The event.
 */

defined( 'ABSPATH' ) || exit;

$kiosk_going = $this->get( 'going' );
$kiosk_id    = absint( $rsvp->ID );
$kiosk_state = (array) apply_filters( 'kiosk_rsvp_form_state', array(), $rsvp );
$kiosk_page  = add_query_arg( 'kiosk_rsvp', $kiosk_id, (string) get_permalink( $post_id ) );
?>

<form
	name="tribe-tickets-rsvp-form"
	data-rsvp-id="<?php echo esc_attr( (string) $kiosk_id ); ?>"
	method="post"
	action="<?php echo esc_url( $kiosk_page . '#kiosk-rsvp-' . $kiosk_id ); ?>"
	<?php if ( empty( $kiosk_state['notice'] ) ) : ?>
		id="<?php echo esc_attr( 'kiosk-rsvp-' . $kiosk_id ); ?>"
		tabindex="-1"
	<?php endif; ?>
>
	<?php do_action( 'kiosk_rsvp_form_fields', $kiosk_id ); ?>
	<input type="hidden" name="tribe_tickets[<?php echo esc_attr( (string) $kiosk_id ); ?>][ticket_id]" value="<?php echo esc_attr( (string) $kiosk_id ); ?>">
	<input type="hidden" name="tribe_tickets[<?php echo esc_attr( (string) $kiosk_id ); ?>][attendees][0][order_status]" value="<?php echo esc_attr( (string) $kiosk_going ); ?>">
	<input type="hidden" name="tribe_tickets[<?php echo esc_attr( (string) $kiosk_id ); ?>][attendees][0][optout]" value="1">

	<div class="tribe-tickets__rsvp-form-wrapper">

		<?php
		$this->template(
			'v2/rsvp/form/title',
			array(
				'rsvp'  => $rsvp,
				'going' => $kiosk_going,
			)
		);
		?>

		<div class="tribe-tickets__rsvp-form-content tribe-tickets__form">

			<?php
			$this->template(
				'v2/rsvp/form/fields',
				array(
					'rsvp'  => $rsvp,
					'going' => $kiosk_going,
				)
			);
			$this->template(
				'v2/rsvp/form/buttons',
				array(
					'rsvp'  => $rsvp,
					'going' => $kiosk_going,
				)
			);
			?>

		</div>

	</div>

</form>
<?php
// "Cancel" without JavaScript: back to the event page, nothing typed sent along.
?>
<form id="<?php echo esc_attr( 'kiosk-rsvp-cancel-' . $kiosk_id ); ?>" method="get" action="<?php echo esc_url( (string) get_permalink( $post_id ) ); ?>" hidden></form>
