<?php
/**
 * The magazine's widgets in the contract's markup: header slider, news
 * ticker, tabbed posts widget and map widget (README: Sliders, News
 * ticker, Tabbed widget, Maps widget).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * Kiosk's own settings (the plugin's Settings → Kiosk) with defaults when the plugin is absent.
 */
function kiosk_theme_options() {
	$defaults = array(
		'ticker_category' => 0,
		'map_latitude'    => 52.52,
		'map_longitude'   => 13.405,
		'map_zoom'        => 14,
	);
	if ( class_exists( '\Kiosk\Settings\Options' ) ) {
		return array_merge( $defaults, \Kiosk\Settings\Options::all() );
	}
	return $defaults;
}

/**
 * The slider's data-label attributes.
 */
function kiosk_theme_slider_labels() {
	kiosk_theme_uses_behaviours();
	return sprintf(
		'data-label-prev="%1$s" data-label-next="%2$s" data-label-slide="%3$s"',
		esc_attr__( 'Previous slide', 'kiosk' ),
		esc_attr__( 'Next slide', 'kiosk' ),
		/* translators: {index} and {count} are replaced by the script. */
		esc_attr__( 'Slide {index} of {count}', 'kiosk' )
	);
}

/**
 * The pause / play button of a moving widget (README: Pause / play); hidden until it moves.
 *
 * @param string $block `slider` or `ticker`.
 */
function kiosk_theme_autoplay_toggle( $block ) {
	kiosk_theme_uses_behaviours();
	return sprintf(
		'<button class="kiosk-autoplay-toggle kiosk-%1$s__autoplay" type="button" data-kiosk-autoplay-toggle data-label-pause="%2$s" data-label-play="%3$s" hidden><span class="kiosk-autoplay-toggle__pause">%4$s</span><span class="kiosk-autoplay-toggle__play">%5$s</span><span class="kiosk-autoplay-toggle__label screen-reader-text">%6$s</span></button>',
		esc_attr( $block ),
		esc_attr__( 'Pause', 'kiosk' ),
		esc_attr__( 'Play', 'kiosk' ),
		kiosk_theme_icon( 'pause' ),
		kiosk_theme_icon( 'play' ),
		esc_html__( 'Pause', 'kiosk' )
	);
}

/**
 * The previous / next buttons and the pause / play button of a slider.
 */
function kiosk_theme_slider_buttons() {
	return '<button class="kiosk-slider__prev" type="button">' . kiosk_theme_icon( 'left' ) . '<span class="screen-reader-text">' . esc_html__( 'Previous slide', 'kiosk' ) . '</span></button>'
		. '<button class="kiosk-slider__next" type="button">' . kiosk_theme_icon( 'right' ) . '<span class="screen-reader-text">' . esc_html__( 'Next slide', 'kiosk' ) . '</span></button>'
		. kiosk_theme_autoplay_toggle( 'slider' );
}

/**
 * The featured-post slider at the top of the home page.
 *
 * @param WP_Post[] $posts Posts.
 */
function kiosk_theme_header_slider( $posts ) {
	if ( ! $posts ) {
		return '';
	}
	$slides = '';
	foreach ( array_values( $posts ) as $index => $post ) {
		$slides .= '<div class="kiosk-slider__slide swiper-slide">' . kiosk_theme_card(
			$post,
			array(
				'large'   => true,
				'eager'   => false,
				'heading' => 'h2',
			)
		) . '</div>';
	}
	$buttons = kiosk_theme_slider_buttons();
	return '<div class="kiosk-slider kiosk-slider--header swiper" data-kiosk-slider="header"' . kiosk_theme_mark_attribute() . ' role="region" aria-roledescription="' . esc_attr__( 'carousel', 'kiosk' ) . '" aria-label="' . esc_attr__( 'Top stories', 'kiosk' ) . '" ' . kiosk_theme_slider_labels() . '><div class="kiosk-slider__track swiper-wrapper">' . $slides . '</div>' . $buttons . '</div>';
}

/**
 * The news ticker: posts of the ticker category (Settings → Kiosk) or the
 * latest, leaving out the given ones (the home page's lead: without a ticker
 * category, a site with few posts would show them twice).
 *
 * @param int[] $exclude Post IDs the latest posts leave out (not the ticker category's).
 */
function kiosk_theme_ticker( $exclude = array() ) {
	$options = kiosk_theme_options();
	$query   = array(
		'posts_per_page'      => 6,
		'ignore_sticky_posts' => true,
		'no_found_rows'       => true,
	);
	if ( (int) $options['ticker_category'] > 0 ) {
		$query['cat'] = (int) $options['ticker_category'];
	} elseif ( $exclude ) {
		$query['post__not_in'] = array_map( 'absint', $exclude );
	}
	$posts = get_posts( $query );
	if ( ! $posts ) {
		return '';
	}
	$items = '';
	foreach ( $posts as $post ) {
		$url      = get_permalink( $post );
		$fragment = add_query_arg(
			array(
				'action' => 'kiosk_ticker_popup',
				'post'   => $post->ID,
			),
			admin_url( 'admin-ajax.php' )
		);
		/* translators: %s: post title. */
		$preview = sprintf( __( 'Preview: %s', 'kiosk' ), wp_strip_all_tags( get_the_title( $post ) ) );
		$items  .= '<li class="kiosk-ticker__item"><a class="kiosk-ticker__link" href="' . esc_url( $url ) . '">' . esc_html( get_the_title( $post ) ) . '</a>'
			. '<a class="kiosk-ticker__popup" href="' . esc_url( $url ) . '" data-kiosk-fragment="' . esc_url( $fragment ) . '"><span class="screen-reader-text">' . esc_html( $preview ) . '</span>' . kiosk_theme_icon( 'popup' ) . '</a></li>';
	}
	return '<section class="kiosk-ticker" aria-labelledby="kiosk-ticker-title" data-kiosk-ticker' . kiosk_theme_mark_attribute() . ' data-label-close="' . esc_attr__( 'Close', 'kiosk' ) . '" data-label-error-title="' . esc_attr__( 'Oops!', 'kiosk' ) . '" data-label-error="' . esc_attr__( 'There was an error loading the content.', 'kiosk' ) . '">'
		. '<h2 class="kiosk-ticker__title" id="kiosk-ticker-title">' . esc_html__( 'Breaking news', 'kiosk' ) . '</h2>'
		. '<div class="kiosk-ticker__viewport"><ul class="kiosk-ticker__list">' . $items . '</ul></div>' . kiosk_theme_autoplay_toggle( 'ticker' ) . '</section>';
}

/**
 * A compact list of post links.
 *
 * @param WP_Post[] $posts Posts.
 */
function kiosk_theme_post_list( $posts ) {
	$html = '<ol class="kiosk-post-list">';
	foreach ( $posts as $post ) {
		$html .= '<li class="kiosk-post-list__item"><a href="' . esc_url( get_permalink( $post ) ) . '">' . esc_html( get_the_title( $post ) ) . '</a> <span class="kiosk-post-list__meta">' . kiosk_theme_time( $post ) . '</span></li>';
	}
	return $html . '</ol>';
}

/**
 * Whether the site has comments to show: comments are open for new posts
 * (Settings → Discussion) or approved ones exist. When neither, the theme
 * shows no comments tab.
 */
function kiosk_theme_shows_comments() {
	return 'open' === get_option( 'default_comment_status' ) || (bool) get_comments(
		array(
			'status'      => 'approve',
			'type'        => 'comment',
			'post_status' => 'publish',
			'count'       => true,
		)
	);
}

/**
 * The newest approved comments: who wrote on which article, and when.
 *
 * @param int $number How many.
 * @return string
 */
function kiosk_theme_comment_list( $number ) {
	$comments = get_comments(
		array(
			'number'      => $number,
			'status'      => 'approve',
			'type'        => 'comment',
			'post_status' => 'publish',
			'post_type'   => 'post',
		)
	);
	if ( ! $comments ) {
		return '<p class="kiosk-post-list__empty">' . esc_html__( 'No comments yet.', 'kiosk' ) . '</p>';
	}
	$html = '<ol class="kiosk-post-list kiosk-comment-list">';
	foreach ( $comments as $comment ) {
		$link  = '<a href="' . esc_url( get_comment_link( $comment ) ) . '">' . esc_html( get_the_title( (int) $comment->comment_post_ID ) ) . '</a>';
		$html .= '<li class="kiosk-post-list__item">'
			/* translators: 1: comment author, 2: linked article title. */
			. sprintf( esc_html__( '%1$s on %2$s', 'kiosk' ), '<span class="kiosk-comment-list__author">' . esc_html( get_comment_author( $comment ) ) . '</span>', $link )
			. ' <span class="kiosk-post-list__meta"><time datetime="' . esc_attr( get_comment_date( 'c', $comment ) ) . '">' . esc_html( get_comment_date( 'j. F Y', $comment ) ) . '</time></span></li>';
	}
	return $html . '</ol>';
}

/**
 * The tabbed posts widget (ARIA tabs): popular, new, and the newest
 * comments (when the site has comments).
 */
function kiosk_theme_tabs_widget() {
	kiosk_theme_uses_behaviours();
	$base = array(
		'posts_per_page'      => 5,
		'ignore_sticky_posts' => true,
		'no_found_rows'       => true,
	);
	$tabs = array(
		'beliebt' => array( __( 'Popular', 'kiosk' ), kiosk_theme_post_list( get_posts( $base + array( 'orderby' => 'comment_count' ) ) ) ),
		'neu'     => array( __( 'New', 'kiosk' ), kiosk_theme_post_list( get_posts( $base ) ) ),
	);
	if ( kiosk_theme_shows_comments() ) {
		$tabs['kommentare'] = array( __( 'Comments', 'kiosk' ), kiosk_theme_comment_list( 5 ) );
	}
	$label   = esc_attr__( 'Posts', 'kiosk' );
	$buttons = '';
	$panels  = '';
	$first   = true;
	foreach ( $tabs as $slug => $tab ) {
		$buttons .= sprintf(
			'<button class="kiosk-tabs__tab" type="button" role="tab" id="kiosk-tab-%1$s" aria-controls="kiosk-tabpanel-%1$s" aria-selected="%2$s"%3$s>%4$s</button>',
			esc_attr( $slug ),
			$first ? 'true' : 'false',
			$first ? '' : ' tabindex="-1"',
			esc_html( $tab[0] )
		);
		$panels  .= sprintf(
			'<div class="kiosk-tabs__panel" role="tabpanel" id="kiosk-tabpanel-%1$s" aria-labelledby="kiosk-tab-%1$s" tabindex="0"%2$s>%3$s</div>',
			esc_attr( $slug ),
			$first ? '' : ' hidden',
			$tab[1]
		);
		$first    = false;
	}
	return '<section class="kiosk-widget kiosk-tabs" data-kiosk-tabs' . kiosk_theme_mark_attribute() . ' aria-label="' . $label . '"><div class="kiosk-tabs__list" role="tablist" aria-label="' . $label . '">' . $buttons . '</div>' . $panels . '</section>';
}

/**
 * The maps widget with one marker at the coordinates of Settings → Kiosk.
 */
function kiosk_theme_map_widget() {
	kiosk_theme_uses_behaviours();
	$options = kiosk_theme_options();
	$lat     = number_format( (float) $options['map_latitude'], 4, '.', '' );
	$lng     = number_format( (float) $options['map_longitude'], 4, '.', '' );
	$zoom    = (int) $options['map_zoom'];
	$place   = get_bloginfo( 'name' );
	$osm     = sprintf( 'https://www.openstreetmap.org/?mlat=%1$s&mlon=%2$s#map=%3$d/%1$s/%2$s', $lat, $lng, $zoom );
	/* translators: %s: site name. */
	$map_label = sprintf( __( 'Map: %s', 'kiosk' ), $place );
	/* translators: %s: site name. */
	$fallback = sprintf( __( '%s – view on the map', 'kiosk' ), $place );
	return '<section class="kiosk-widget kiosk-map-widget" aria-labelledby="kiosk-map-title"><h2 class="kiosk-widget__title" id="kiosk-map-title">' . esc_html__( 'How to find us', 'kiosk' ) . '</h2>'
		. '<div class="kiosk-map" data-kiosk-map' . kiosk_theme_mark_attribute() . ' data-longitude="' . esc_attr( $lng ) . '" data-latitude="' . esc_attr( $lat ) . '" data-zoom-size="' . esc_attr( (string) $zoom ) . '" data-height="300"'
		. ' data-tile-url="' . esc_attr( (string) apply_filters( 'kiosk_theme_map_tile_url', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' ) ) . '"'
		. ' data-tile-attribution="' . esc_attr__( '&copy; OpenStreetMap contributors', 'kiosk' ) . '"'
		. ' data-label-map="' . esc_attr( $map_label ) . '" '
		. kiosk_theme_consent_attributes( __( 'Load map', 'kiosk' ), (string) wp_parse_url( str_replace( array( '{s}', '{z}', '{x}', '{y}' ), array( 'a', '0', '0', '0' ), (string) apply_filters( 'kiosk_theme_map_tile_url', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' ) ), PHP_URL_HOST ) ) . '>'
		. '<a class="kiosk-map__fallback" href="' . esc_url( $osm ) . '">' . esc_html( $fallback ) . '</a></div></section>';
}
