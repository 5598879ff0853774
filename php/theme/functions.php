<?php
/**
 * Kiosk theme: set-up, menus, widget areas, assets and the ticker popup.
 * A classic theme; the markup follows src/magazine/README.md.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

define( 'KIOSK_THEME_VERSION', '0.1.0' );

require_once __DIR__ . '/inc/template-tags.php';
require_once __DIR__ . '/inc/menu-walker.php';
require_once __DIR__ . '/inc/widgets.php';
require_once __DIR__ . '/inc/media-widgets.php';
require_once __DIR__ . '/inc/gallery.php';
require_once __DIR__ . '/inc/customizer.php';
require_once __DIR__ . '/inc/masthead.php';
require_once __DIR__ . '/inc/home.php';
require_once __DIR__ . '/inc/ads-widgets.php';
require_once __DIR__ . '/inc/article-extras.php';
require_once __DIR__ . '/inc/behaviours.php';
require_once __DIR__ . '/inc/events.php';

/**
 * Theme supports, translations and menu locations.
 */
function kiosk_theme_setup() {
	load_theme_textdomain( 'kiosk', get_template_directory() . '/languages' );
	add_theme_support( 'title-tag' );
	add_theme_support( 'post-thumbnails' );
	add_theme_support( 'automatic-feed-links' );
	add_theme_support( 'html5', array( 'search-form', 'gallery', 'caption', 'style', 'script', 'navigation-widgets' ) );
	add_theme_support( 'responsive-embeds' );
	// The mini cart's drawer contents are the `mini-cart` template part
	// (parts/mini-cart.html), which the owner edits under Appearance >
	// Template Parts, as in WooCommerce.
	add_theme_support( 'block-template-parts' );
	add_theme_support(
		'custom-logo',
		array(
			'height'      => 80,
			'width'       => 400,
			'flex-width'  => true,
			'flex-height' => true,
		)
	);
	// WooCommerce's pages use the theme's woocommerce.php (not the article
	// template); product images open in a new page, no jQuery gallery.
	add_theme_support(
		'woocommerce',
		array(
			'product_grid' => array(
				'default_columns' => 4,
				'min_columns'     => 2,
				'max_columns'     => 4,
			),
		)
	);
	register_nav_menus(
		array(
			'primary' => __( 'Primary menu', 'kiosk' ),
			'legal'   => __( 'Legal menu', 'kiosk' ),
		)
	);
}
add_action( 'after_setup_theme', 'kiosk_theme_setup' );

/**
 * The sidebar widget area (markup: README "Main and sidebar").
 */
function kiosk_theme_widgets_init() {
	register_sidebar(
		array(
			'id'            => 'sidebar',
			'name'          => __( 'Sidebar', 'kiosk' ),
			'description'   => __( 'Widgets in the sticky sidebar.', 'kiosk' ),
			'before_widget' => '<section id="%1$s" class="kiosk-widget %2$s">',
			'after_widget'  => '</section>',
			'before_title'  => '<h2 class="kiosk-widget__title">',
			'after_title'   => '</h2>',
		)
	);
}
add_action( 'widgets_init', 'kiosk_theme_widgets_init' );

/**
 * The stylesheet. The magazine script follows in the footer, once the page
 * has shown which behaviours it needs (inc/behaviours.php).
 */
function kiosk_theme_assets() {
	wp_enqueue_style( 'kiosk-theme', get_stylesheet_uri(), array(), KIOSK_THEME_VERSION );
}
add_action( 'wp_enqueue_scripts', 'kiosk_theme_assets' );

/**
 * No emoji detection script and styles: the theme uses the system's emoji (page budgets).
 */
function kiosk_theme_no_emoji() {
	remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
	remove_action( 'wp_print_styles', 'print_emoji_styles' );
	remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
	remove_filter( 'the_content_feed', 'wp_staticize_emoji' );
	remove_filter( 'wp_mail', 'wp_staticize_emoji_for_email' );
}
add_action( 'init', 'kiosk_theme_no_emoji' );

/**
 * `<html class="kiosk-no-js">` becomes `kiosk-js` before anything paints, and gains
 * `kiosk-has-cart` when the mini cart last counted items (the cart and checkout
 * blocks then hold their room while they load).
 */
function kiosk_theme_no_js() {
	echo "<script>var d=document.documentElement;d.className=d.className.replace('kiosk-no-js','kiosk-js');try{if(localStorage.getItem('kiosk-mini-cart-count')>0)d.className+=' kiosk-has-cart'}catch(e){}</script>\n";
}
add_action( 'wp_head', 'kiosk_theme_no_js', 0 );

/**
 * The first paint waits until the frame above the content is parsed
 * (`<link rel="expect">`: render-blocking until #kiosk-header is in the
 * document and parsed to its end tag). A phone on a slow line otherwise may
 * paint half a header, and the items that arrive next push the painted ones
 * aside (a layout shift). The content below streams in after that paint, as
 * it arrives: the link named #kiosk-main until 2 Dec, which held the first
 * paint until the whole `<main>` was parsed (on the home page most of the
 * document, and Lighthouse counted the wait as the lead picture's render
 * delay). Browsers without the feature ignore the link.
 */
function kiosk_theme_expect_frame() {
	echo '<link rel="expect" href="#kiosk-header" blocking="render">' . "\n";
}
add_action( 'wp_head', 'kiosk_theme_expect_frame', 1 );

/**
 * The headline font, requested with the stylesheet instead of after it:
 * without it the browser finds the font only once the stylesheet is parsed,
 * a fast page paints its headlines in the fallback first, and the swap moves
 * them (a layout shift of the header and the page title).
 */
function kiosk_theme_font_preload() {
	printf(
		'<link rel="preload" href="%s" as="font" type="font/woff2" crossorigin>' . "\n",
		esc_url( get_theme_file_uri( 'fonts/source-serif-4-latin-700-normal.woff2' ) )
	);
}
add_action( 'wp_head', 'kiosk_theme_font_preload', 1 );

/**
 * The theme's favicon, unless the site owner has set a site icon (WordPress prints that one).
 */
function kiosk_theme_favicon() {
	if ( has_site_icon() ) {
		return;
	}
	// A data: URI spares first visits a request; esc_url() would drop the data: scheme.
	$svg = (string) file_get_contents( get_theme_file_path( 'favicon.svg' ) );
	printf( '<link rel="icon" href="%s" type="image/svg+xml">' . "\n", esc_attr( 'data:image/svg+xml,' . rawurlencode( trim( $svg ) ) ) );
}
add_action( 'wp_head', 'kiosk_theme_favicon', 2 );

/**
 * Meta description and canonical link for singular views and archives.
 */
function kiosk_theme_meta() {
	$description = '';
	if ( is_singular() ) {
		$description = wp_strip_all_tags( get_the_excerpt( get_queried_object_id() ) );
	} elseif ( is_category() ) {
		$description = wp_strip_all_tags( category_description() );
	} elseif ( is_search() ) {
		$description = sprintf(
			/* translators: 1: the search query, 2: the site's name */
			__( 'Search results for "%1$s" on %2$s.', 'kiosk' ),
			get_search_query( false ),
			get_bloginfo( 'name' )
		);
	}
	if ( '' === $description ) {
		// Every page has a description (the tagline where nothing fits better).
		$description = get_bloginfo( 'description' );
	}
	if ( '' !== $description ) {
		printf( '<meta name="description" content="%s">' . "\n", esc_attr( wp_trim_words( $description, 30, '…' ) ) );
	}
	if ( is_single() ) {
		kiosk_theme_article_json_ld();
	}
}
add_action( 'wp_head', 'kiosk_theme_meta', 1 );

/**
 * The 404 page is not indexed. It goes through core's `wp_robots`, so the
 * page carries one robots tag (search results get theirs from core's
 * wp_robots_noindex_search, the shop's cart and checkout from WooCommerce).
 *
 * @param array<string, bool|string> $robots Robots directives.
 * @return array<string, bool|string>
 */
function kiosk_theme_robots( array $robots ): array {
	if ( is_404() ) {
		$robots['noindex'] = true;
		$robots['follow']  = true;
	}
	return $robots;
}
add_filter( 'wp_robots', 'kiosk_theme_robots' );

/**
 * The mini-cart button in the header: the Kiosk plugin's mini-cart block when registered.
 */
function kiosk_theme_header_cart() {
	if ( class_exists( 'WP_Block_Type_Registry' ) && WP_Block_Type_Registry::get_instance()->is_registered( 'kiosk/mini-cart' ) ) {
		echo do_blocks( '<!-- wp:kiosk/mini-cart /-->' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- block output.
	}
}
add_action( 'kiosk_header_cart', 'kiosk_theme_header_cart' );

/**
 * Ticker popup fragment (admin-ajax `kiosk_ticker_popup`, GET `post`).
 */
function kiosk_theme_ticker_popup() {
	$id   = isset( $_GET['post'] ) ? absint( wp_unslash( $_GET['post'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- public read.
	$post = $id ? get_post( $id ) : null;
	if ( ! $post || 'publish' !== $post->post_status || 'post' !== $post->post_type || post_password_required( $post ) ) {
		status_header( 404 );
		if ( ! headers_sent() ) {
			header( 'Content-Type: text/html; charset=UTF-8' );
		}
		echo '0';
		wp_die( '', '', array( 'response' => 404 ) );
	}
	if ( ! headers_sent() ) {
		header( 'Content-Type: text/html; charset=UTF-8' );
	}
	kiosk_theme_fragment( $post );
	wp_die( '', '', array( 'response' => 200 ) );
}
add_action( 'wp_ajax_kiosk_ticker_popup', 'kiosk_theme_ticker_popup' );
add_action( 'wp_ajax_nopriv_kiosk_ticker_popup', 'kiosk_theme_ticker_popup' );

/**
 * `<body class="kiosk-body …">`.
 *
 * @param string[] $classes Classes.
 * @return string[]
 */
function kiosk_theme_body_class( $classes ) {
	array_unshift( $classes, 'kiosk-body' );
	return $classes;
}
add_filter( 'body_class', 'kiosk_theme_body_class' );
