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
add_filter( 'render_block_core/image', 'kiosk_demo_image_at_site_address', 10, 2 );

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
		set_post_thumbnail( $id, kiosk_demo_article_image( $article['slug'], $article['title'], $color, $index, $article['category'] ) );
		update_post_meta( $id, 'kiosk_views', (int) $article['views'] );
		kiosk_demo_set_comment_count( $id, (int) $article['comments'] );
		if ( 'aufstieg-perfekt-fc-jubelt' === $article['slug'] ) {
			kiosk_demo_add_gallery( $id, $color );
		}
	}
	kiosk_demo_seed_comments( $data['articles'], $now );
	// Reading settings: four stories a page in categories and search.
	update_option( 'posts_per_page', 4 );
	kiosk_demo_seed_pages( $data['pages'] );
	kiosk_demo_seed_menus( $categories );
	kiosk_demo_seed_widgets();
}

/**
 * The sidebar: the theme's video playlist widget (instead of WordPress's
 * default widgets); the theme adds its tabs and, on the home page, the map
 * of the newsroom in Berlin (Settings → Kiosk, which a new site leaves off).
 */
function kiosk_demo_seed_widgets(): void {
	update_option(
		'widget_kiosk_video_playlist',
		array(
			2              => array(
				'title'  => 'Videos',
				'videos' => implode(
					"\n",
					array(
						'https://www.youtube.com/watch?v=stadtrundgang|Stadtrundgang in drei Minuten',
						'https://www.youtube.com/watch?v=aufstieg|Die Aufstiegsfeier des FC',
						'https://www.youtube.com/watch?v=sternwarte|Eine Nacht in der Sternwarte',
					)
				),
			),
			'_multiwidget' => 1,
		)
	);
	$sidebars            = wp_get_sidebars_widgets();
	$sidebars['sidebar'] = array( 'kiosk_video_playlist-2' );
	wp_set_sidebars_widgets( $sidebars );
	if ( class_exists( '\\Kiosk\\Settings\\Options' ) ) {
		\Kiosk\Settings\Options::update(
			array(
				'map_on_home'   => true,
				'map_latitude'  => 52.52,
				'map_longitude' => 13.405,
			)
		);
	}
}

/**
 * Appends a gallery of four pictures, linked to the image files (the
 * theme opens them in its lightbox).
 *
 * @param int    $post_id Article.
 * @param string $color   Category colour.
 */
function kiosk_demo_add_gallery( int $post_id, string $color ): void {
	$alts   = array( 'Die Mannschaft feiert auf dem Rathausbalkon', 'Fans mit Schals vor dem Stadion', 'Der Trainer mit dem Pokal', 'Konfetti über der Südkurve' );
	$images = '';
	foreach ( $alts as $n => $alt ) {
		$id      = kiosk_demo_article_image( 'galerie-aufstieg-' . ( $n + 1 ), $alt, $color, 40 + $n );
		$url     = (string) wp_get_attachment_url( $id );
		$images .= sprintf(
			"\n<!-- wp:image {\"id\":%1\$d,\"sizeSlug\":\"large\",\"linkDestination\":\"media\"} -->\n<figure class=\"wp-block-image size-large\"><a href=\"%2\$s\"><img src=\"%2\$s\" alt=\"%3\$s\" class=\"wp-image-%1\$d\"/></a></figure>\n<!-- /wp:image -->",
			$id,
			esc_url( $url ),
			esc_attr( $alt )
		);
	}
	$gallery = "\n\n<!-- wp:gallery {\"linkTo\":\"media\"} -->\n<figure class=\"wp-block-gallery has-nested-images columns-default is-cropped\">" . $images . "\n</figure>\n<!-- /wp:gallery -->";
	$post    = get_post( $post_id );
	wp_update_post(
		wp_slash(
			array(
				'ID'           => $post_id,
				'post_content' => $post->post_content . $gallery,
			)
		)
	);
}

/**
 * A few approved readers' comments (the sidebar's „Kommentare“ tab shows
 * the newest, the articles their own). The articles' comment counts stay
 * the demo's figures (WordPress counts the inserted comments instead).
 *
 * @param array $articles Article seeds (slug, comments).
 * @param int   $now      The seed's time.
 */
function kiosk_demo_seed_comments( array $articles, int $now ): void {
	$comments = array(
		array( 'aufstieg-perfekt-fc-jubelt', 'Jana Vogel', 'Was für eine Saison! Ich war beim letzten Heimspiel dabei, die Stimmung war unglaublich.', 5 ),
		array( 'aufstieg-perfekt-fc-jubelt', 'Murat Demir', 'Glückwunsch an die ganze Mannschaft. Jetzt bitte auch den Kader verstärken.', 3 ),
		array( 'landtag-beschliesst-neues-schulgesetz', 'Petra Lang', 'Endlich kleinere Klassen. Bleibt die Frage, woher die Lehrkräfte kommen sollen.', 2 ),
		array( 'neue-radwege-am-ring', 'Tom Berger', 'Die neue Spur am Ring fahre ich jeden Morgen. Deutlich sicherer als vorher.', 1 ),
	);
	$counts   = array_column( $articles, 'comments', 'slug' );
	foreach ( $comments as list( $slug, $author, $text, $hours ) ) {
		$post = get_page_by_path( $slug, OBJECT, 'post' );
		if ( ! $post || get_comments( array( 'post_id' => $post->ID, 'author_email' => sanitize_title( $author ) . '@example.de', 'count' => true ) ) ) {
			continue;
		}
		$date = gmdate( 'Y-m-d H:i:s', $now - $hours * HOUR_IN_SECONDS );
		wp_insert_comment(
			array(
				'comment_post_ID'      => $post->ID,
				'comment_author'       => $author,
				'comment_author_email' => sanitize_title( $author ) . '@example.de',
				'comment_content'      => $text,
				'comment_approved'     => 1,
				'comment_type'         => 'comment',
				'comment_date_gmt'     => $date,
				'comment_date'         => get_date_from_gmt( $date ),
			)
		);
		kiosk_demo_set_comment_count( $post->ID, (int) ( $counts[ $slug ] ?? 0 ) );
	}
}

/**
 * An image block's picture and link at the site's own address. The block
 * stores the file's URL as it was when the content was written (the local
 * stack seeds its template at http://localhost:8080, and each site runs on
 * a port of its own); the attachment knows the URL it has now.
 *
 * @param string               $html  The block's HTML.
 * @param array<string, mixed> $block The block.
 * @return string
 */
function kiosk_demo_image_at_site_address( $html, $block ) {
	$id  = (int) ( $block['attrs']['id'] ?? 0 );
	$url = $id ? (string) wp_get_attachment_url( $id ) : '';
	if ( '' === $url || ! class_exists( 'WP_HTML_Tag_Processor' ) ) {
		return $html;
	}
	$path = (string) wp_parse_url( $url, PHP_URL_PATH );
	$tags = new WP_HTML_Tag_Processor( (string) $html );
	while ( $tags->next_tag() ) {
		$attribute = array(
			'A'   => 'href',
			'IMG' => 'src',
		)[ $tags->get_tag() ] ?? '';
		$value     = $attribute ? $tags->get_attribute( $attribute ) : null;
		if ( is_string( $value ) && $value !== $url && wp_parse_url( $value, PHP_URL_PATH ) === $path ) {
			$tags->set_attribute( $attribute, $url );
		}
	}
	return $tags->get_updated_html();
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
		'slug'    => 'ressorts',
		'title'   => 'Ressorts',
		'content' => "<!-- wp:paragraph --><p>Alle Themen der Redaktion im Überblick.</p><!-- /wp:paragraph -->\n\n<!-- wp:categories {\"showPostCounts\":true} /-->",
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
	// "Ressorts" opens the categories (a submenu); it links to the overview
	// of every category (it linked to Politik).
	$overview = get_page_by_path( 'ressorts' );
	$ressorts = array(
		'menu-item-type'      => 'post_type',
		'menu-item-object'    => 'page',
		'menu-item-object-id' => $overview ? $overview->ID : 0,
		'menu-item-title'     => 'Ressorts',
		'children'            => array(),
	);
	foreach ( $categories as list( $id ) ) {
		$ressorts['children'][] = array(
			'menu-item-type'      => 'taxonomy',
			'menu-item-object'    => 'category',
			'menu-item-object-id' => $id,
		);
	}
	$menus['primary'][1][] = $ressorts;
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
			$children = $item['children'] ?? array();
			unset( $item['children'] );
			$parent = wp_update_nav_menu_item( $menu, 0, $item + array( 'menu-item-status' => 'publish' ) );
			foreach ( $children as $child ) {
				wp_update_nav_menu_item(
					$menu,
					0,
					$child + array(
						'menu-item-status'    => 'publish',
						'menu-item-parent-id' => $parent,
					)
				);
			}
		}
		$locations[ $location ] = $menu;
	}
	set_theme_mod( 'nav_menu_locations', $locations );
}
