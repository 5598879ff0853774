<?php
/**
 * The title of the visitor's reservations after a booking, as Event
 * Tickets' v2/rsvp/attendees/title.php, in Kiosk's words ("Sie").
 *
 * @package Kiosk
 *
 * @var int[] $attendees The attendees just booked.
 */

defined( 'ABSPATH' ) || exit;

if ( empty( $attendees ) ) {
	return;
}
?>
<h4 class="tribe-common-h4 tribe-common-h6--min-medium"><?php esc_html_e( 'Your reservations', 'kiosk' ); ?></h4>
