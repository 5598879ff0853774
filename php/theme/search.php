<?php
/**
 * Search results, or the no-results notice with a search form.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

global $wp_query;
get_header();
kiosk_theme_layout_open();
/* translators: %s: search query. */
echo '<header class="kiosk-archive__header"><h1 class="kiosk-archive__title">' . sprintf( esc_html__( 'Search results for “%s”', 'kiosk' ), kiosk_theme_esc_exact( get_search_query( false ) ) ) . '</h1>';
if ( have_posts() ) {
	$kiosk_total = (int) $wp_query->found_posts;
	/* translators: %d: number of posts found. */
	echo '<p class="kiosk-archive__description">' . esc_html( sprintf( _n( '%d post found', '%d posts found', $kiosk_total, 'kiosk' ), $kiosk_total ) ) . '</p></header>';
	get_template_part( 'template-parts/list' );
} else {
	echo '</header><div class="kiosk-notice kiosk-notice--info"><p>' . esc_html__( 'Sorry, your search returned no results. Please try different search terms.', 'kiosk' ) . '</p></div>';
	kiosk_theme_the_search_form( 'page' );
}
kiosk_theme_layout_close();
get_footer();
