<?php
/**
 * The home page: the lead story with the next stories beside it, then one
 * section per category, in turns of three layouts (grid, lead and list,
 * compact row). The sections leave out what the lead (or an earlier
 * section) shows, and a section left with nothing is left out; the ticker
 * and the carousel leave out the lead's stories. So a site with a few posts
 * (the lead holds five) shows each of them once.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * The posts the home page has shown so far.
 *
 * @param WP_Post[] $posts Posts shown now (none to only read).
 * @return int[] IDs.
 */
function kiosk_theme_home_shown( $posts = array() ) {
	static $shown = array();
	foreach ( $posts as $post ) {
		$shown[ (int) $post->ID ] = (int) $post->ID;
	}
	return array_values( $shown );
}

/**
 * The lead's posts (set once by kiosk_theme_home_lead()).
 *
 * @param WP_Post[]|null $posts The lead's posts (null to only read).
 * @return int[] IDs.
 */
function kiosk_theme_home_lead_ids( $posts = null ) {
	static $ids = array();
	if ( null !== $posts ) {
		$ids = array_map( static fn( $post ) => (int) $post->ID, $posts );
	}
	return $ids;
}

/**
 * The carousel's stories: the five newest the lead does not show (none on a
 * site whose posts all fit the lead, and then no carousel).
 *
 * @return WP_Post[]
 */
function kiosk_theme_home_carousel_posts() {
	return get_posts(
		array(
			'posts_per_page'      => 5,
			'post__not_in'        => kiosk_theme_home_lead_ids(),
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
		)
	);
}

/**
 * The lead story (the newest sticky post, else the newest) and four more beside it.
 *
 * @param WP_Post[] $posts The newest posts, sticky ones first.
 */
function kiosk_theme_home_lead( $posts ) {
	if ( ! $posts ) {
		return '';
	}
	kiosk_theme_home_shown( array_slice( $posts, 0, 5 ) );
	kiosk_theme_home_lead_ids( array_slice( $posts, 0, 5 ) );
	$lead = array_shift( $posts );
	$html = '<section class="kiosk-lead" aria-label="' . esc_attr__( 'Lead stories', 'kiosk' ) . '"><div class="kiosk-lead__main">'
		. kiosk_theme_card(
			$lead,
			array(
				'large'    => true,
				'eager'    => true,
				'priority' => true,
				'heading'  => 'h2',
				'sizes'    => kiosk_theme_home_lead_sizes(),
			)
		)
		. '</div><div class="kiosk-lead__side">';
	// Beside the lead (below it on a phone): loaded at once, but after the
	// lead's picture, the page's largest, which alone asks for priority.
	foreach ( array_slice( $posts, 0, 4 ) as $post ) {
		$html .= kiosk_theme_card(
			$post,
			array(
				'compact' => true,
				'excerpt' => false,
				'eager'   => true,
			)
		);
	}
	return $html . '</div></section>';
}

/**
 * The newest posts for the lead, sticky posts first.
 *
 * Asked once per count and request: the head's preload of the lead picture
 * (kiosk_theme_home_preload_lead()) and the page both read it.
 *
 * @param int $count How many.
 * @return WP_Post[]
 */
function kiosk_theme_home_lead_posts( $count = 5 ) {
	static $asked = array();
	if ( isset( $asked[ $count ] ) ) {
		return $asked[ $count ];
	}
	$sticky = array_filter( array_map( 'absint', (array) get_option( 'sticky_posts', array() ) ) );
	$first  = $sticky ? get_posts(
		array(
			'post__in'            => $sticky,
			'posts_per_page'      => $count,
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
		)
	) : array();
	$rest   = get_posts(
		array(
			'posts_per_page'      => $count - count( $first ),
			'post__not_in'        => wp_list_pluck( $first, 'ID' ),
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
		)
	);
	$asked[ $count ] = array_merge( $first, $count > count( $first ) ? $rest : array() );
	return $asked[ $count ];
}

/**
 * The lead picture's `sizes`: its card's and its preload's.
 *
 * @return string
 */
function kiosk_theme_home_lead_sizes() {
	return '(min-width: 1024px) 500px, (min-width: 769px) 60vw, 100vw';
}

/**
 * The lead picture, the home page's largest, preloaded from the head: its
 * request starts with the head instead of when the parser (or the preload
 * scanner) reaches the lead's card, some 25 KB into the document (a phone's
 * LCP waited on that "load delay"). Only on the home page's first page, the
 * one that shows the lead (index.php), and only when the lead has a picture.
 * The same size, source set and sizes as the card's `<img>`, so the browser
 * picks the same file and uses the preloaded one.
 *
 * @param array $resources Resources for wp_preload_resources().
 * @return array
 */
function kiosk_theme_home_preload_lead( $resources ) {
	if ( ! is_home() || is_paged() ) {
		return $resources;
	}
	$posts = kiosk_theme_home_lead_posts( 5 );
	$image = $posts ? (int) get_post_thumbnail_id( $posts[0] ) : 0;
	$src   = $image ? wp_get_attachment_image_src( $image, 'large' ) : false;
	if ( ! $src ) {
		return $resources;
	}
	$resource = array(
		'href'          => $src[0],
		'as'            => 'image',
		'fetchpriority' => 'high',
	);
	$srcset   = wp_get_attachment_image_srcset( $image, 'large' );
	if ( $srcset ) {
		$resource['imagesrcset'] = $srcset;
		$resource['imagesizes']  = kiosk_theme_home_lead_sizes();
	}
	$resources[] = $resource;
	return $resources;
}
add_filter( 'wp_preload_resources', 'kiosk_theme_home_preload_lead' );

/**
 * One section per category (up to six), layouts in turn: grid, lead and list, compact row.
 */
function kiosk_theme_home_sections() {
	$layouts = array( 'grid', 'list', 'row' );
	$html    = '';
	$index   = 0;
	foreach ( get_categories(
		array(
			'hide_empty' => true,
			'number'     => 6,
		)
	) as $category ) {
		$layout = $layouts[ $index % count( $layouts ) ];
		$posts  = get_posts(
			array(
				'cat'            => $category->term_id,
				'posts_per_page' => 'grid' === $layout ? 3 : 4,
				'post__not_in'   => kiosk_theme_home_shown(),
				'no_found_rows'  => true,
			)
		);
		if ( ! $posts ) {
			continue;
		}
		kiosk_theme_home_shown( $posts );
		++$index;
		$id    = 'cat-' . $category->slug;
		$html .= '<section class="kiosk-category-block kiosk-category-block--' . $layout . kiosk_theme_cat_class( $category ) . '" aria-labelledby="' . esc_attr( $id ) . '"><h2 class="kiosk-category-block__title" id="' . esc_attr( $id ) . '"><a href="' . esc_url( get_category_link( $category ) ) . '">' . esc_html( $category->name ) . '</a></h2><div class="kiosk-category-block__grid">';
		foreach ( $posts as $n => $post ) {
			$args = array();
			if ( 'list' === $layout ) {
				$args = 0 === $n
					? array( 'sizes' => '(min-width: 1024px) 420px, (min-width: 600px) 50vw, 100vw' )
					: array(
						'compact' => true,
						'excerpt' => false,
					);
			} elseif ( 'row' === $layout ) {
				$args = array(
					'excerpt' => false,
					'sizes'   => '(min-width: 1024px) 200px, (min-width: 600px) 45vw, 100vw',
				);
			}
			$html .= kiosk_theme_card( $post, $args );
		}
		$html .= '</div></section>';
	}
	return $html;
}
