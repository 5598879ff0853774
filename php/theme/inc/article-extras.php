<?php
/**
 * Around an article: the reading time and the author box.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * Minutes to read a post (200 words a minute, at least one).
 *
 * @param WP_Post $post Post.
 */
function kiosk_theme_reading_minutes( $post ) {
	$words = count( preg_split( '/\s+/u', trim( wp_strip_all_tags( strip_shortcodes( $post->post_content ) ) ), -1, PREG_SPLIT_NO_EMPTY ) );
	return max( 1, (int) ceil( $words / 200 ) );
}

/**
 * "3 min read".
 *
 * @param WP_Post $post Post.
 */
function kiosk_theme_reading_time( $post ) {
	$minutes = kiosk_theme_reading_minutes( $post );
	/* translators: %d: minutes. */
	return '<span class="kiosk-article__reading-time">' . esc_html( sprintf( _n( '%d min read', '%d min read', $minutes, 'kiosk' ), $minutes ) ) . '</span>';
}

/**
 * The author box: initials (no request to an avatar service), name linked to the author's articles, biography.
 *
 * @param WP_Post $post Post.
 */
function kiosk_theme_author_box( $post ) {
	$author = (int) $post->post_author;
	$name   = get_the_author_meta( 'display_name', $author );
	if ( '' === $name ) {
		return '';
	}
	$parts    = preg_split( '/\s+/u', trim( $name ) );
	$initials = mb_substr( $parts[0], 0, 1 ) . ( count( $parts ) > 1 ? mb_substr( end( $parts ), 0, 1 ) : '' );
	$bio      = get_the_author_meta( 'description', $author );
	return '<section class="kiosk-author" aria-labelledby="kiosk-author-name"><span class="kiosk-author__initials" aria-hidden="true">' . esc_html( $initials ) . '</span><div class="kiosk-author__text">'
		. '<h2 class="kiosk-author__name" id="kiosk-author-name"><span class="kiosk-author__role">' . esc_html__( 'About the author', 'kiosk' ) . '</span> ' . esc_html( $name ) . '</h2>'
		. ( '' !== $bio ? '<p class="kiosk-author__bio">' . esc_html( $bio ) . '</p>' : '' )
		/* translators: %s: author name. */
		. '<p class="kiosk-author__more"><a href="' . esc_url( get_author_posts_url( $author ) ) . '">' . esc_html( sprintf( __( 'All articles by %s', 'kiosk' ), $name ) ) . '</a></p></div></section>';
}

/**
 * On an article that shows its featured picture, the content's own pictures
 * load lazily. single.php prints the featured picture above the content,
 * eager and with `fetchpriority="high"`: it is the first screen's picture.
 * WordPress would also load the content's first three pictures at once
 * (its threshold counts the loop's media only), and on a phone those,
 * below the first screen, shared the first bandwidth with the featured
 * one (a gallery's three 768 px copies: 140 KB before the largest paint).
 * Other pages keep WordPress's threshold.
 *
 * @param int $threshold How many of the content's first pictures WordPress loads at once.
 * @return int
 */
function kiosk_theme_article_content_images_threshold( $threshold ) {
	if ( is_singular( 'post' ) && has_post_thumbnail( get_queried_object_id() ) ) {
		return 0;
	}
	return $threshold;
}
add_filter( 'wp_omit_loading_attr_threshold', 'kiosk_theme_article_content_images_threshold' );
