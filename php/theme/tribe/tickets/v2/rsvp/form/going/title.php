<?php
/**
 * The RSVP form's title when going, as Event Tickets'
 * v2/rsvp/form/going/title.php, in Kiosk's words ("Sie").
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="tribe-tickets__rsvp-form-title">
	<h3 class="tribe-common-h5">
		<?php esc_html_e( 'Please enter your details for the reservation, including the number of guests.', 'kiosk' ); ?>
	</h3>
</div>
