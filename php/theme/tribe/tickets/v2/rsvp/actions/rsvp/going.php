<?php
/**
 * The RSVP's "Going" button, as Event Tickets' v2/rsvp/actions/rsvp/going.php,
 * in a form of its own: without JavaScript it asks the event page for the
 * attendee form (`?kiosk_rsvp={id}`, see content.php); with it, Kiosk's
 * script takes the click and loads the form in place.
 *
 * Event Tickets looks for this file at
 * tribe/tickets/v2/rsvp/actions/rsvp/going.php in the active theme.
 *
 * @package Kiosk
 *
 * @var Tribe__Tickets__Editor__Template $this       The template.
 * @var Tribe__Tickets__Ticket_Object    $rsvp       The RSVP ticket.
 * @var int                              $post_id    The event.
 * @var bool                             $must_login Whether the visitor must log in first.
 */

defined( 'ABSPATH' ) || exit;

$kiosk_page  = (string) get_permalink( $post_id );
$kiosk_query = array();
// A GET form drops its action's query: the page's own arguments (plain permalinks) go along as fields.
wp_parse_str( (string) wp_parse_url( $kiosk_page, PHP_URL_QUERY ), $kiosk_query );
?>
<div class="tribe-tickets__rsvp-actions-rsvp-going">
	<form method="get" action="<?php echo esc_url( $kiosk_page . '#kiosk-rsvp-' . absint( $rsvp->ID ) ); ?>">
		<?php foreach ( $kiosk_query as $kiosk_name => $kiosk_value ) : ?>
			<?php if ( is_scalar( $kiosk_value ) ) : ?>
				<input type="hidden" name="<?php echo esc_attr( (string) $kiosk_name ); ?>" value="<?php echo esc_attr( (string) $kiosk_value ); ?>">
			<?php endif; ?>
		<?php endforeach; ?>
		<input type="hidden" name="kiosk_rsvp" value="<?php echo esc_attr( (string) absint( $rsvp->ID ) ); ?>">
		<button
			class="tribe-common-c-btn tribe-tickets__rsvp-actions-button-going tribe-common-b1 tribe-common-b2--min-medium"
			type="submit"
			<?php disabled( ! empty( $must_login ) ); ?>
		>
			<?php echo esc_html_x( 'Going', 'RSVP button: asks for the attendee form', 'kiosk' ); ?>
		</button>
	</form>
</div>
