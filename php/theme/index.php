<?php
/**
 * The home page (slider, ticker, category blocks) and the fallback list.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

get_header();
kiosk_theme_layout_open();
if ( is_front_page() || is_home() ) {
	echo '<h1 class="screen-reader-text">' . esc_html( get_bloginfo( 'name' ) ) . '</h1>';
	if ( ! is_paged() ) {
		$kiosk_lead = kiosk_theme_home_lead_posts( 5 );
		echo kiosk_theme_home_lead( $kiosk_lead ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		echo kiosk_theme_ticker( kiosk_theme_home_lead_ids() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		// The „Top-Themen“ carousel, in the top of the page with the lead and
		// the ticker (it was below every category, just above the footer): the
		// newest stories after the lead's.
		echo kiosk_theme_header_slider( kiosk_theme_home_carousel_posts() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		echo kiosk_theme_home_sections(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	} else {
		get_template_part( 'template-parts/list' );
	}
} else {
	get_template_part( 'template-parts/list' );
}
kiosk_theme_layout_close();
get_footer();
