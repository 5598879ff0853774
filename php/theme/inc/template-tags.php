<?php
/**
 * Template tags: icons, cards, dates, pagination, search form, share
 * links, the ticker fragment and JSON-LD (markup: src/magazine/README.md).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * An inline SVG icon, hidden from assistive technology.
 *
 * @param string $name Icon name.
 * @return string Escaped markup.
 */
function kiosk_theme_icon( $name ) {
	$paths = array(
		'menu'    => 'M3 6h18M3 12h18M3 18h18',
		'search'  => 'M10.5 3a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zM16 16l5 5',
		'chevron' => 'M6 9l6 6 6-6',
		'up'      => 'M6 15l6-6 6 6',
		'left'    => 'M15 6l-6 6 6 6',
		'right'   => 'M9 6l6 6-6 6',
		'popup'   => 'M14 4h6v6M20 4l-8 8M18 14v6H4V6h6',
		'close'   => 'M6 6l12 12M18 6L6 18',
		'share'   => 'M4 12v8h16v-8M12 3v12M7 8l5-5 5 5',
		'pause'   => 'M9 5v14M15 5v14',
		'play'    => 'M7 4.5v15L19 12z',
		'user'    => 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
		// The networks: one outline glyph each, drawn for Kiosk.
		'facebook'  => 'M10 21V8a4 4 0 0 1 4-4h3M6 11.5h9',
		'x'         => 'M4 4h4.5L20 20h-4.5zM19.5 4l-6.3 7M4.5 20l6.3-7',
		'pinterest' => 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM10.5 8h2.8a2.6 2.6 0 0 1 0 5.2h-2.3M10.5 8L8.8 19',
		'instagram' => 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 7h.01',
		'youtube'   => 'M6 5h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3zM10 9v6l5-3z',
	);
	$path  = isset( $paths[ $name ] ) ? $paths[ $name ] : '';
	return '<svg class="kiosk-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="' . esc_attr( $path ) . '" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';
}

/**
 * Prints an inline SVG icon (kiosk_theme_icon()).
 *
 * @param string $name Icon name.
 */
function kiosk_theme_the_icon( $name ) {
	echo kiosk_theme_icon( $name ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed markup; its one variable part, the path from the table above, is esc_attr()-ed.
}

/**
 * `<time datetime="…">1. März 2026</time>` for a post.
 *
 * @param WP_Post|int|null $post Post.
 */
function kiosk_theme_time( $post = null ) {
	return sprintf( '<time datetime="%1$s">%2$s</time>', esc_attr( get_the_date( 'c', $post ) ), esc_html( get_the_date( 'j. F Y', $post ) ) );
}

/**
 * The first category of a post.
 *
 * @param WP_Post|int|null $post Post.
 * @return WP_Term|null
 */
function kiosk_theme_category( $post = null ) {
	$categories = get_the_category( $post ? ( is_object( $post ) ? $post->ID : $post ) : 0 );
	return $categories ? $categories[0] : null;
}

/**
 * A post card (README: Post cards).
 *
 * @param WP_Post $post Post.
 * @param array   $args large, compact (small picture beside the title), eager (no lazy loading: above the fold), priority
 *                        (fetchpriority="high": the page's largest picture, one per page), heading (h2|h3), excerpt,
 *                        sizes (the image's sizes attribute).
 */
function kiosk_theme_card( $post, $args = array() ) {
	$args     = wp_parse_args(
		$args,
		array(
			'large'   => false,
			'eager'    => false,
			'priority' => false,
			'heading'  => 'h3',
			'excerpt' => true,
			'compact' => false,
			'sizes'   => '(min-width: 1024px) 280px, (min-width: 600px) 45vw, 100vw',
		)
	);
	$heading  = 'h2' === $args['heading'] ? 'h2' : 'h3';
	$url      = get_permalink( $post );
	$category = kiosk_theme_category( $post );
	$html     = '<article class="kiosk-card' . ( $args['large'] ? ' kiosk-card--large' : '' ) . ( $args['compact'] ? ' kiosk-card--compact' : '' ) . kiosk_theme_cat_class( $category ) . '">';
	if ( has_post_thumbnail( $post ) ) {
		$html .= '<a class="kiosk-card__image-link" href="' . esc_url( $url ) . '" tabindex="-1" aria-hidden="true">'
			. get_the_post_thumbnail(
				$post,
				$args['large'] ? 'large' : ( $args['compact'] ? 'medium' : 'medium_large' ),
				array(
					'class'   => 'kiosk-card__image',
					'alt'     => '',
					'loading' => $args['eager'] ? false : 'lazy',
					'sizes'   => $args['compact'] ? '128px' : $args['sizes'],
				) + ( $args['priority'] ? array( 'fetchpriority' => 'high' ) : array() )
			)
			. '</a>';
	}
	if ( $category ) {
		$html .= '<p class="kiosk-card__category"><a href="' . esc_url( get_category_link( $category ) ) . '">' . esc_html( $category->name ) . '</a></p>';
	}
	$html .= '<' . $heading . ' class="kiosk-card__title"><a href="' . esc_url( $url ) . '">' . esc_html( get_the_title( $post ) ) . '</a></' . $heading . '>';
	$html .= '<p class="kiosk-card__meta">' . kiosk_theme_time( $post ) . '</p>';
	if ( $args['excerpt'] ) {
		$html .= '<p class="kiosk-card__excerpt">' . esc_html( wp_strip_all_tags( get_the_excerpt( $post ) ) ) . '</p>';
	}
	return $html . '</article>';
}

/**
 * Pagination for the main query (README: `kiosk-pagination`).
 */
function kiosk_theme_pagination() {
	global $wp_query;
	$pages   = (int) $wp_query->max_num_pages;
	$current = max( 1, (int) get_query_var( 'paged' ) );
	if ( $pages <= 1 ) {
		return '';
	}
	$page_label = '<span class="screen-reader-text">' . esc_html__( 'Page', 'kiosk' ) . ' </span>';
	$items      = array();
	if ( $current > 1 ) {
		$items[] = '<li><a class="kiosk-pagination__link" href="' . esc_url( get_pagenum_link( $current - 1 ) ) . '" rel="prev">' . esc_html__( 'Previous', 'kiosk' ) . '</a></li>';
	}
	for ( $n = 1; $n <= $pages; $n++ ) {
		$items[] = $n === $current
			? '<li><span class="kiosk-pagination__link" aria-current="page">' . $page_label . $n . '</span></li>'
			: '<li><a class="kiosk-pagination__link" href="' . esc_url( get_pagenum_link( $n ) ) . '">' . $page_label . $n . '</a></li>';
	}
	if ( $current < $pages ) {
		$items[] = '<li><a class="kiosk-pagination__link" href="' . esc_url( get_pagenum_link( $current + 1 ) ) . '" rel="next">' . esc_html__( 'Next', 'kiosk' ) . '</a></li>';
	}
	return '<nav class="kiosk-pagination" aria-label="' . esc_attr__( 'Pagination', 'kiosk' ) . '"><ul>' . implode( '', $items ) . '</ul></nav>';
}

/**
 * Escapes text for HTML text or an attribute so that it reads back exactly
 * as given: unlike esc_html()/esc_attr(), entities the reader typed
 * (`&lt;`) are encoded again rather than left for the browser to decode.
 *
 * @param string $text Text.
 * @return string
 */
function kiosk_theme_esc_exact( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
}

/**
 * A search form: the header's (`kiosk-search__form`) or the no-results one (`kiosk-search-form`).
 *
 * @param string $variant header|page.
 * @return string Escaped markup.
 */
function kiosk_theme_search_form( $variant = 'header' ) {
	$header = 'header' === $variant;
	$input  = $header ? 'kiosk-search-input' : 'kiosk-search-again';
	return sprintf(
		'<form class="%1$s" role="search" method="get" action="%2$s"><label class="screen-reader-text" for="%3$s">%4$s</label><input class="kiosk-search__input" id="%3$s" type="search" name="s" value="%5$s" placeholder="%7$s"><button class="kiosk-button kiosk-search__submit" type="submit">%6$s</button></form>',
		$header ? 'kiosk-search__form" id="kiosk-search-form' : 'kiosk-search-form',
		esc_url( home_url( '/' ) ),
		esc_attr( $input ),
		esc_html__( 'Search for:', 'kiosk' ),
		kiosk_theme_esc_exact( get_search_query( false ) ),
		esc_html__( 'Search', 'kiosk' ),
		esc_attr__( 'Articles, topics, products …', 'kiosk' )
	);
}

/**
 * Prints a search form (kiosk_theme_search_form()).
 *
 * @param string $variant header|page.
 */
function kiosk_theme_the_search_form( $variant = 'header' ) {
	echo kiosk_theme_search_form( $variant ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every value in the form is escaped where it is put in (esc_url, esc_attr, esc_html__, kiosk_theme_esc_exact).
}

/**
 * Share links for the current post (README: Article, share).
 *
 * @param WP_Post $post Post.
 */
function kiosk_theme_share_links( $post ) {
	kiosk_theme_uses_behaviours();
	$url   = rawurlencode( get_permalink( $post ) );
	$title = rawurlencode( wp_strip_all_tags( get_the_title( $post ) ) );
	$media = rawurlencode( (string) get_the_post_thumbnail_url( $post, 'large' ) );
	// The outbound share targets are SPEC 7's, no others: slug, address, name for screen readers, visible name, icon.
	$links = array(
		array( 'facebook', 'https://www.facebook.com/sharer/sharer.php?u=' . $url, __( 'Share on Facebook', 'kiosk' ), 'Facebook', 'facebook' ),
		array( 'twitter', 'https://twitter.com/intent/tweet?url=' . $url . '&text=' . $title, __( 'Share on X (Twitter)', 'kiosk' ), 'X', 'x' ),
		array( 'pinterest', 'https://pinterest.com/pin/create/button/?url=' . $url . '&description=' . $title . '&media=' . $media, __( 'Pin on Pinterest', 'kiosk' ), 'Pinterest', 'pinterest' ),
	);
	$html  = '<ul class="kiosk-share" aria-label="' . esc_attr__( 'Share this post', 'kiosk' ) . '">';
	foreach ( $links as $link ) {
		$html .= sprintf(
			'<li><a class="kiosk-share__link kiosk-share__link--%1$s" data-kiosk-share="%1$s"' . kiosk_theme_mark_attribute() . ' href="%2$s" target="_blank" rel="noopener noreferrer">%3$s<span aria-hidden="true">%4$s</span><span class="screen-reader-text">%5$s</span></a></li>',
			esc_attr( $link[0] ),
			esc_url( $link[1] ),
			kiosk_theme_icon( $link[4] ),
			esc_html( $link[3] ),
			esc_html( $link[2] )
		);
	}
	return $html . '</ul>';
}

/**
 * The lightbox labels (README: Article, lightbox).
 */
function kiosk_theme_lightbox_labels() {
	kiosk_theme_uses_behaviours();
	return sprintf(
		'data-label-close="%1$s" data-label-prev="%2$s" data-label-next="%3$s" data-label-zoom="%4$s" data-label-error="%5$s"',
		esc_attr__( 'Close', 'kiosk' ),
		esc_attr__( 'Previous image', 'kiosk' ),
		esc_attr__( 'Next image', 'kiosk' ),
		esc_attr__( 'Zoom', 'kiosk' ),
		esc_attr__( 'The image could not be loaded.', 'kiosk' )
	);
}

/**
 * The ticker popup fragment.
 *
 * @param WP_Post $post Post.
 */
function kiosk_theme_fragment( $post ) {
	$category = kiosk_theme_category( $post );
	$url      = get_permalink( $post );
	echo '<article class="kiosk-fragment">';
	echo '<h2 class="kiosk-fragment__title" id="kiosk-popup-title"><a href="' . esc_url( $url ) . '">' . esc_html( get_the_title( $post ) ) . '</a></h2>';
	echo '<p class="kiosk-fragment__meta">' . kiosk_theme_time( $post ) . ( $category ? ' · ' . esc_html( $category->name ) : '' ) . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in kiosk_theme_time().
	if ( has_post_thumbnail( $post ) ) {
		echo get_the_post_thumbnail( $post, 'medium_large', array( 'class' => 'kiosk-fragment__image' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core markup.
	}
	echo '<p class="kiosk-fragment__excerpt">' . esc_html( wp_strip_all_tags( get_the_excerpt( $post ) ) ) . '</p>';
	echo '<p><a class="kiosk-button" href="' . esc_url( $url ) . '">' . esc_html__( 'Read more', 'kiosk' ) . '<span class="screen-reader-text">: ' . esc_html( get_the_title( $post ) ) . '</span></a></p>';
	echo '</article>';
}

/**
 * JSON-LD NewsArticle for the current article.
 */
function kiosk_theme_article_json_ld() {
	$post = get_queried_object();
	if ( ! $post instanceof WP_Post ) {
		return;
	}
	$image = get_the_post_thumbnail_url( $post, 'large' );
	$data  = array(
		'@context'         => 'https://schema.org',
		'@type'            => 'NewsArticle',
		'headline'         => html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' ),
		'description'      => html_entity_decode( wp_strip_all_tags( get_the_excerpt( $post ) ), ENT_QUOTES, 'UTF-8' ),
		'image'            => $image ? array( $image ) : array(),
		'datePublished'    => get_the_date( 'c', $post ),
		'dateModified'     => get_the_modified_date( 'c', $post ),
		'author'           => array(
			array(
				'@type' => 'Person',
				'name'  => get_the_author_meta( 'display_name', (int) $post->post_author ),
			),
		),
		'publisher'        => array(
			'@type' => 'Organization',
			'name'  => get_bloginfo( 'name' ),
			'url'   => home_url( '/' ),
		),
		'mainEntityOfPage' => get_permalink( $post ),
		'inLanguage'       => 'de-DE',
	);
	echo '<script type="application/ld+json">' . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with < and & escaped.
}

/**
 * Opens the two-column layout: content column.
 */
function kiosk_theme_layout_open() {
	echo '<div class="kiosk-layout"><div class="kiosk-content">';
}

/**
 * Closes the content column and prints the sidebar.
 */
function kiosk_theme_layout_close() {
	echo '</div>';
	get_sidebar();
	echo '</div>';
}
