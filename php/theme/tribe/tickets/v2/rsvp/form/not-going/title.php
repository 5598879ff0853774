<?php
/**
 * The RSVP form's title when not going, as Event Tickets'
 * v2/rsvp/form/not-going/title.php, in Kiosk's words ("Sie").
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="tribe-tickets__rsvp-form-title">
	<h3 class="tribe-common-h5">
		<?php esc_html_e( 'Please let us know even if you cannot attend.', 'kiosk' ); ?>
	</h3>
</div>
