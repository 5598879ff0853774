<?php
/**
 * The confirmation after a booking (Kiosk's script shows it after Event
 * Tickets' AJAX step), as Event Tickets' v2/rsvp/messages/success/going.php,
 * in Kiosk's words ("Sie"; the no-JS confirmation says the same, see
 * kiosk-notice.php).
 *
 * @package Kiosk
 *
 * @var bool        $is_going  Whether the visitor is going.
 * @var string|null $step      The step answered ("success" after a booking).
 * @var int[]       $attendees The attendees the booking stored.
 */

defined( 'ABSPATH' ) || exit;

if ( empty( $is_going ) ) {
	return;
}
?>
<span
	class="tribe-tickets__rsvp-message-text"
	role="alert"
	<?php if ( isset( $step ) && 'success' === $step ) : ?>
		<?php // How many places the booking stored: Kiosk's script reads the answer for it. ?>
		data-rsvp-success="yes"
		data-rsvp-quantity="<?php echo esc_attr( (string) count( (array) ( $attendees ?? array() ) ) ); ?>"
	<?php endif; ?>
>
	<strong><?php esc_html_e( 'Your reservation has been received.', 'kiosk' ); ?></strong>
	<?php esc_html_e( 'You will receive a confirmation by email.', 'kiosk' ); ?>
</span>
