<?php
/**
 * Kiosk's notice in an RSVP block after a visit without JavaScript: the
 * confirmation after Event Tickets' redirect, or why the form came back
 * (a stale form, Kiosk's checks, Event Tickets' refusal). It carries the
 * ID the form's URL ends in, so the browser scrolls to it and focuses it.
 *
 * @package Kiosk
 *
 * @var array $args The block's state (RsvpClassicForm::state()).
 */

defined( 'ABSPATH' ) || exit;

$kiosk_notice  = (array) ( $args['notice'] ?? array() );
$kiosk_success = 'success' === ( $kiosk_notice['type'] ?? '' );
?>
<div
	id="<?php echo esc_attr( (string) ( $args['anchor'] ?? '' ) ); ?>"
	class="<?php echo esc_attr( $kiosk_success ? 'tribe-tickets__rsvp-message tribe-tickets__rsvp-message--success' : 'kiosk-rsvp-notice' ); ?>"
	role="<?php echo esc_attr( $kiosk_success ? 'status' : 'alert' ); ?>"
	tabindex="-1"
>
	<span class="tribe-tickets__rsvp-message-text">
		<strong><?php echo esc_html( (string) ( $kiosk_notice['message'] ?? '' ) ); ?></strong>
		<?php if ( ! empty( $kiosk_notice['detail'] ) ) : ?>
			<?php echo esc_html( (string) $kiosk_notice['detail'] ); ?>
		<?php endif; ?>
	</span>
	<?php if ( ! empty( $kiosk_notice['list'] ) ) : ?>
		<ul>
			<?php foreach ( (array) $kiosk_notice['list'] as $kiosk_item ) : ?>
				<li><?php echo esc_html( (string) $kiosk_item ); ?></li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
</div>
