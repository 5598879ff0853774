<?php
/**
 * A static page (README: static page). Shop pages hold the Kiosk blocks in their content.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

get_header();
while ( have_posts() ) {
	the_post();
	echo '<article class="kiosk-page" aria-labelledby="kiosk-page-title"><h1 class="kiosk-page__title" id="kiosk-page-title">' . esc_html( get_the_title() ) . '</h1><div class="kiosk-page__content">';
	the_content();
	echo kiosk_theme_event_list( get_the_ID() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	echo '</div></article>';
}
get_footer();
