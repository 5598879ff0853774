<?php
/**
 * The RSVP's title in Event Tickets' RSVP block, as the Kiosk theme shows
 * it: a level-2 heading. On an event page it follows the event's h1, and
 * Event Tickets' own h3 skipped a level (Lighthouse's heading-order).
 *
 * Event Tickets looks for this file at tribe/tickets/v2/rsvp/details/title.php
 * in the active theme.
 *
 * @package Kiosk
 *
 * @var Tribe__Tickets__Ticket_Object $rsvp The RSVP ticket.
 */

defined( 'ABSPATH' ) || exit;
?>
<h2 class="tribe-tickets__rsvp-title tribe-common-h2 tribe-common-h4--min-medium"><?php echo wp_kses_post( $rsvp->name ); ?></h2>
