<?php
/**
 * The top of every page: the top bar (date, breaking news, social links)
 * and the masthead (wordmark and tagline). The settings are the
 * Customizer's (inc/customizer.php).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The newest sticky post, the top bar's breaking news (null: none, or switched off).
 *
 * @return WP_Post|null
 */
function kiosk_theme_breaking_post() {
	$sticky = array_filter( array_map( 'absint', (array) get_option( 'sticky_posts', array() ) ) );
	if ( ! $sticky || ! kiosk_theme_mod( 'show_breaking' ) ) {
		return null;
	}
	$posts = get_posts(
		array(
			'post__in'            => $sticky,
			'posts_per_page'      => 1,
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
		)
	);
	return $posts ? $posts[0] : null;
}

/**
 * The social profile links the owner entered (may be empty).
 */
function kiosk_theme_social_links() {
	$items = '';
	foreach ( kiosk_theme_social_networks() as $slug => $label ) {
		$url = (string) kiosk_theme_mod( 'social_' . $slug );
		if ( '' === $url ) {
			continue;
		}
		/* translators: %s: social network. */
		$name   = sprintf( __( '%s (opens a new tab)', 'kiosk' ), $label );
		$items .= '<li><a class="kiosk-social__link" href="' . esc_url( $url ) . '" target="_blank" rel="noopener me">' . kiosk_theme_icon( $slug ) . '<span class="screen-reader-text">' . esc_html( $name ) . '</span></a></li>';
	}
	return '' === $items ? '' : '<ul class="kiosk-social" aria-label="' . esc_attr__( 'Follow us', 'kiosk' ) . '">' . $items . '</ul>';
}

/**
 * The top bar: today's date, the breaking news, the social links.
 */
function kiosk_theme_top_bar() {
	$breaking = kiosk_theme_breaking_post();
	$html     = '<div class="kiosk-topbar"><div class="kiosk-topbar__inner">';
	$html    .= '<p class="kiosk-topbar__date"><time datetime="' . esc_attr( wp_date( 'Y-m-d' ) ) . '">' . esc_html( wp_date( 'l, j. F Y' ) ) . '</time></p>';
	if ( $breaking ) {
		$html .= '<p class="kiosk-topbar__breaking"><strong class="kiosk-topbar__label">' . esc_html__( 'Breaking', 'kiosk' ) . '</strong> <a href="' . esc_url( get_permalink( $breaking ) ) . '">' . esc_html( get_the_title( $breaking ) ) . '</a></p>';
	}
	return $html . kiosk_theme_social_links() . '</div></div>';
}

/**
 * The masthead: the site's name as a wordmark (the custom logo when set) and the tagline.
 */
function kiosk_theme_masthead() {
	$tagline = kiosk_theme_mod( 'show_tagline' ) ? get_bloginfo( 'description' ) : '';
	$mark    = has_custom_logo() ? get_custom_logo() : '<a class="kiosk-masthead__wordmark" href="' . esc_url( home_url( '/' ) ) . '" rel="home">' . esc_html( get_bloginfo( 'name' ) ) . '</a>';
	$ad      = '';
	if ( is_active_sidebar( 'leaderboard' ) ) {
		ob_start();
		dynamic_sidebar( 'leaderboard' );
		$ad = (string) ob_get_clean();
	}
	return '<div class="kiosk-masthead"><div class="kiosk-masthead__inner"><div class="kiosk-masthead__brand"><p class="kiosk-masthead__name">' . $mark . '</p>'
		. ( '' !== $tagline ? '<p class="kiosk-masthead__tagline">' . esc_html( $tagline ) . '</p>' : '' )
		. '</div>' . $ad . '</div></div>';
}
