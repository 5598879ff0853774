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
		echo kiosk_theme_header_slider( get_posts( array( 'posts_per_page' => 5, 'no_found_rows' => true ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		echo kiosk_theme_ticker(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		foreach ( get_categories( array( 'hide_empty' => true, 'number' => 6 ) ) as $kiosk_category ) {
			$kiosk_posts = get_posts( array( 'cat' => $kiosk_category->term_id, 'posts_per_page' => 3, 'no_found_rows' => true ) );
			if ( ! $kiosk_posts ) {
				continue;
			}
			$kiosk_id = 'cat-' . $kiosk_category->slug;
			echo '<section class="kiosk-category-block" aria-labelledby="' . esc_attr( $kiosk_id ) . '"><h2 class="kiosk-category-block__title" id="' . esc_attr( $kiosk_id ) . '"><a href="' . esc_url( get_category_link( $kiosk_category ) ) . '">' . esc_html( $kiosk_category->name ) . '</a></h2><div class="kiosk-category-block__grid">';
			foreach ( $kiosk_posts as $kiosk_post ) {
				echo kiosk_theme_card( $kiosk_post ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
			}
			echo '</div></section>';
		}
	} else {
		get_template_part( 'template-parts/list' );
	}
} else {
	get_template_part( 'template-parts/list' );
}
kiosk_theme_layout_close();
get_footer();
