<?php
/**
 * The cards of the main query with pagination.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

echo '<div class="kiosk-archive__grid">';
while ( have_posts() ) {
	the_post();
	echo kiosk_theme_card( get_post(), array( 'heading' => 'h2' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
}
echo '</div>';
echo kiosk_theme_pagination(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
