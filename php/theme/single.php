<?php
/**
 * An article (README: Article).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

get_header();
kiosk_theme_layout_open();
while ( have_posts() ) {
	the_post();
	$kiosk_post     = get_post();
	$kiosk_category = kiosk_theme_category( $kiosk_post );
	echo '<article class="kiosk-article' . esc_attr( kiosk_theme_cat_class( $kiosk_category ) ) . '" aria-labelledby="kiosk-article-title"><header class="kiosk-article__header">';
	if ( $kiosk_category ) {
		echo '<p class="kiosk-article__category"><a href="' . esc_url( get_category_link( $kiosk_category ) ) . '">' . esc_html( $kiosk_category->name ) . '</a></p>';
	}
	echo '<h1 class="kiosk-article__title" id="kiosk-article-title">' . esc_html( get_the_title() ) . '</h1>';
	/* translators: %s: author name. */
	$kiosk_by = sprintf( esc_html__( 'By %s', 'kiosk' ), '<span class="kiosk-article__author">' . esc_html( get_the_author() ) . '</span>' );
	echo '<p class="kiosk-article__meta">' . $kiosk_by . ' · ' . kiosk_theme_time( $kiosk_post ) . ' · ' . kiosk_theme_reading_time( $kiosk_post ) . '</p></header>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
	if ( has_post_thumbnail() ) {
		$kiosk_large = wp_get_attachment_image_src( get_post_thumbnail_id(), 'large' );
		echo '<figure class="kiosk-article__figure"><a class="kiosk-lightbox" href="' . esc_url( $kiosk_large[0] ) . '" data-kiosk-lightbox' . kiosk_theme_mark_attribute() . ' data-pswp-width="' . (int) $kiosk_large[1] . '" data-pswp-height="' . (int) $kiosk_large[2] . '" ' . kiosk_theme_lightbox_labels() . '>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		echo get_the_post_thumbnail( null, 'medium_large', array( 'fetchpriority' => 'high', 'loading' => false ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core markup.
		echo '<span class="screen-reader-text">' . esc_html__( 'Enlarge image', 'kiosk' ) . '</span></a>';
		$kiosk_caption = get_the_post_thumbnail_caption();
		if ( $kiosk_caption ) {
			echo '<figcaption>' . esc_html( $kiosk_caption ) . '</figcaption>';
		}
		echo '</figure>';
	}
	echo '<div class="kiosk-article__content">';
	the_content();
	echo '</div>';
	echo kiosk_theme_share_links( $kiosk_post ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	echo kiosk_theme_author_box( $kiosk_post ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
	// The demo's comment counts are figures, not comments: ask for approved ones.
	if ( comments_open() || get_comments( array( 'post_id' => $kiosk_post->ID, 'status' => 'approve', 'count' => true ) ) ) {
		comments_template();
	}
	$kiosk_related = $kiosk_category ? get_posts(
		array(
			'cat'            => $kiosk_category->term_id,
			'post__not_in'   => array( $kiosk_post->ID ),
			'posts_per_page' => 4,
			'no_found_rows'  => true,
		)
	) : array();
	if ( $kiosk_related ) {
		echo '<section class="kiosk-related" aria-labelledby="kiosk-related-title"><h2 id="kiosk-related-title">' . esc_html__( 'You might also be interested in', 'kiosk' ) . '</h2><div class="kiosk-related__grid">';
		foreach ( $kiosk_related as $kiosk_item ) {
			echo kiosk_theme_card( $kiosk_item, array( 'excerpt' => false ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		}
		echo '</div></section>';
	}
	echo '</article>';
}
kiosk_theme_layout_close();
get_footer();
