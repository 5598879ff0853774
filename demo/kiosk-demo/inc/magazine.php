<?php
/**
 * The demo magazine: five categories, the articles with their authors,
 * pictures drawn locally, the legal and statement pages, the contact and
 * events pages, and the primary and legal menus. Data: data/magazine.json.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_action( 'kiosk_demo_seed', 'kiosk_demo_seed_magazine', 20 );

/**
 * Seeds the magazine (looked up by slug: a second run adds nothing).
 */
function kiosk_demo_seed_magazine(): void {
	$data = json_decode( (string) file_get_contents( KIOSK_DEMO_DIR . '/data/magazine.json' ), true );
	kiosk_demo_remove_defaults();
	$categories = array();
	foreach ( $data['categories'] as $category ) {
		$id = kiosk_demo_term( $category['name'], $category['slug'], 'category' );
		wp_update_term( $id, 'category', array( 'description' => $category['description'] ) );
		update_term_meta( $id, 'kiosk_color', $category['color'] );
		$categories[ $category['slug'] ] = array( $id, $category['color'] );
	}
	update_option( 'default_category', $categories['politik'][0] );
	$now = time();
	foreach ( $data['articles'] as $index => $article ) {
		if ( get_page_by_path( $article['slug'], OBJECT, 'post' ) ) {
			continue;
		}
		list( $category_id, $color ) = $categories[ $article['category'] ];
		$paragraphs                  = $data['body'][ $article['category'] ];
		$quote                       = $data['quotes'][ $index % count( $data['quotes'] ) ];
		$content                     = '<!-- wp:paragraph --><p>' . esc_html( $article['excerpt'] ) . '</p><!-- /wp:paragraph -->';
		foreach ( $paragraphs as $i => $paragraph ) {
			$content .= "\n\n<!-- wp:paragraph --><p>" . esc_html( $paragraph ) . '</p><!-- /wp:paragraph -->';
			if ( 0 === $i ) {
				$content .= "\n\n<!-- wp:quote --><blockquote class=\"wp-block-quote\"><p>" . esc_html( $quote ) . '</p></blockquote><!-- /wp:quote -->';
			}
		}
		$date = gmdate( 'Y-m-d H:i:s', $now - $article['age'] * DAY_IN_SECONDS - ( $index % 5 ) * HOUR_IN_SECONDS );
		$id   = wp_insert_post(
			wp_slash(
				array(
					'post_type'     => 'post',
					'post_status'   => 'publish',
					'post_name'     => $article['slug'],
					'post_title'    => $article['title'],
					'post_excerpt'  => $article['excerpt'],
					'post_content'  => $content,
					'post_date_gmt' => $date,
					'post_date'     => get_date_from_gmt( $date ),
					'post_author'   => kiosk_demo_author( $article['author'] ),
					'post_category' => array( $category_id ),
				)
			)
		);
		set_post_thumbnail( $id, kiosk_demo_article_image( $article['slug'], $article['title'], $color, $index ) );
		update_post_meta( $id, 'kiosk_views', (int) $article['views'] );
		kiosk_demo_set_comment_count( $id, (int) $article['comments'] );
	}
	kiosk_demo_seed_pages( $data['pages'] );
	kiosk_demo_seed_menus( $categories );
	// The theme's own sidebar (tabs, map) without WordPress's default widgets.
	$sidebars            = wp_get_sidebars_widgets();
	$sidebars['sidebar'] = array();
	wp_set_sidebars_widgets( $sidebars );
}

/**
 * Removes WordPress's sample content and gives the default category a German name.
 */
function kiosk_demo_remove_defaults(): void {
	foreach ( array( array( 'hello-world', 'post' ), array( 'sample-page', 'page' ), array( 'privacy-policy', 'page' ) ) as list( $slug, $type ) ) {
		$post = get_page_by_path( $slug, OBJECT, $type );
		if ( $post ) {
			wp_delete_post( $post->ID, true );
		}
	}
	$uncategorized = get_term_by( 'slug', 'uncategorized', 'category' );
	if ( $uncategorized ) {
		wp_update_term(
			$uncategorized->term_id,
			'category',
			array(
				'name' => 'Allgemein',
				'slug' => 'allgemein',
			)
		);
	}
}

/**
 * The author with this display name (an `author` user, created when missing).
 *
 * @param string $name Display name.
 */
function kiosk_demo_author( string $name ): int {
	$login = sanitize_user( sanitize_title( $name ), true );
	$user  = get_user_by( 'login', $login );
	if ( $user ) {
		return (int) $user->ID;
	}
	$parts = explode( ' ', preg_replace( '/^Dr\. /', '', $name ), 2 );
	$id    = wp_insert_user(
		array(
			'user_login'   => $login,
			'user_pass'    => wp_generate_password( 24 ),
			'user_email'   => $login . '@kiosk.test',
			'display_name' => $name,
			'first_name'   => $parts[0],
			'last_name'    => $parts[1] ?? '',
			'role'         => 'author',
			'description'  => sprintf( '%s schreibt für das Kiosk Magazin.', $name ),
		)
	);
	return is_wp_error( $id ) ? 1 : (int) $id;
}

/**
 * Sets a post's comment count as the site's history would have it (the
 * "most commented" lists read it), without a comment per count.
 *
 * @param int $id    Post ID.
 * @param int $count Count.
 */
function kiosk_demo_set_comment_count( int $id, int $count ): void {
	global $wpdb;
	$wpdb->update( $wpdb->posts, array( 'comment_count' => $count ), array( 'ID' => $id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	clean_post_cache( $id );
}

/**
 * The legal and statement pages, the contact page and the events page.
 *
 * @param array $pages Page seeds (slug, title, content).
 */
function kiosk_demo_seed_pages( array $pages ): void {
	$pages[] = array(
		'slug'    => 'kontakt',
		'title'   => 'Kontakt',
		'content' => '<p>Schreiben Sie uns: Wir antworten in der Regel innerhalb von zwei Werktagen.</p>',
	);
	$pages[] = array(
		'slug'    => 'veranstaltungen',
		'title'   => 'Veranstaltungen',
		'content' => '<p>Lesungen, Stadtspaziergänge und Gespräche mit der Redaktion. Melden Sie sich kostenlos an.</p>',
	);
	foreach ( $pages as $page ) {
		if ( get_page_by_path( $page['slug'] ) ) {
			continue;
		}
		wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_name'    => $page['slug'],
					'post_title'   => $page['title'],
					'post_content' => trim( $page['content'] ),
				)
			)
		);
	}
	$privacy = get_page_by_path( 'datenschutz' );
	if ( $privacy ) {
		update_option( 'wp_page_for_privacy_policy', $privacy->ID );
	}
	$terms = get_page_by_path( 'agb' );
	if ( $terms ) {
		update_option( 'woocommerce_terms_page_id', $terms->ID );
	}
}

/**
 * The primary menu (categories, events, shop, contact) and the legal menu.
 *
 * @param array $categories Slug → [term ID, colour].
 */
function kiosk_demo_seed_menus( array $categories ): void {
	$locations = get_theme_mod( 'nav_menu_locations', array() );
	$menus     = array(
		'primary' => array( 'Hauptmenü', array() ),
		'legal'   => array( 'Rechtliches', array() ),
	);
	$menus['primary'][1][] = array(
		'menu-item-type'  => 'custom',
		'menu-item-title' => 'Startseite',
		'menu-item-url'   => '/',
	);
	foreach ( $categories as list( $id ) ) {
		$menus['primary'][1][] = array(
			'menu-item-type'      => 'taxonomy',
			'menu-item-object'    => 'category',
			'menu-item-object-id' => $id,
		);
	}
	foreach ( array( 'veranstaltungen', 'shop', 'kontakt' ) as $slug ) {
		$page = get_page_by_path( $slug );
		if ( $page ) {
			$menus['primary'][1][] = array(
				'menu-item-type'      => 'post_type',
				'menu-item-object'    => 'page',
				'menu-item-object-id' => $page->ID,
			);
		}
	}
	foreach ( array( 'impressum', 'datenschutz', 'agb', 'widerrufsbelehrung', 'barrierefreiheit' ) as $slug ) {
		$page = get_page_by_path( $slug );
		if ( $page ) {
			$menus['legal'][1][] = array(
				'menu-item-type'      => 'post_type',
				'menu-item-object'    => 'page',
				'menu-item-object-id' => $page->ID,
			);
		}
	}
	foreach ( $menus as $location => list( $name, $items ) ) {
		if ( wp_get_nav_menu_object( $name ) ) {
			continue;
		}
		$menu = wp_create_nav_menu( $name );
		foreach ( $items as $item ) {
			wp_update_nav_menu_item( $menu, 0, $item + array( 'menu-item-status' => 'publish' ) );
		}
		$locations[ $location ] = $menu;
	}
	set_theme_mod( 'nav_menu_locations', $locations );
}
