<?php
/**
 * The places left, in natural German ("Noch 28 Plätze frei", not Event
 * Tickets' "28 verbleibend"), from the server, so a visit without
 * JavaScript reads the same; the number keeps Event Tickets' element, which
 * Kiosk's script reads (src/rsvp/availability.ts says it the same way).
 *
 * Event Tickets looks for this file at
 * tribe/tickets/v2/rsvp/details/availability/remaining.php in the active theme.
 *
 * @package Kiosk
 *
 * @var Tribe__Tickets__Ticket_Object $rsvp         The RSVP ticket.
 * @var int                           $threshold    Show the count only at or below this (0: always).
 * @var int|false                     $days_to_rsvp Days left to RSVP, when shown after this.
 */

defined( 'ABSPATH' ) || exit;

$kiosk_left = (int) $rsvp->remaining();

if ( ! empty( $threshold ) && $threshold < $kiosk_left ) {
	return;
}

$kiosk_words = sprintf(
	/* translators: %d: places left (the number is shown in its own element). */
	_n( '%d place left', '%d places left', $kiosk_left, 'kiosk' ),
	$kiosk_left
);
$kiosk_parts = explode( (string) $kiosk_left, $kiosk_words, 2 );
echo esc_html( $kiosk_parts[0] );
?>
<span class="tribe-tickets__rsvp-availability-quantity tribe-common-b2--bold"><?php echo esc_html( (string) $kiosk_left ); ?></span>
<?php
echo esc_html( ( $kiosk_parts[1] ?? '' ) . ( false !== $days_to_rsvp ? ',' : '' ) );
