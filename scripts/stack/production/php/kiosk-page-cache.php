<?php
/**
 * The production stack's page cache glue (never in Kiosk's zips), what a
 * host's cache plugin does: how long the balancer may keep a page, and
 * purging pages when what they show changes. The balancer's nginx keeps
 * each page in a file named by the md5 of its key (the request URI) under
 * KIOSK_PAGE_CACHE_DIR; deleting that file purges it (nginx then fetches
 * the page again). On separate machines this would be a purge request to
 * the cache instead (docs/OPERATING.md).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

/**
 * Pages are kept at most 10 minutes and never past local midnight, so the
 * top bar's date and the footer's year are today's on a cached page. Late
 * on template_redirect, when WooCommerce has said which pages must not be
 * kept (nocache_headers(): those keep their Cache-Control).
 */
add_action(
	'template_redirect',
	static function () {
		foreach ( headers_list() as $header ) {
			if ( preg_match( '/^Cache-Control:.*(no-cache|no-store|private)/i', $header ) ) {
				return;
			}
		}
		$now      = current_datetime();
		$midnight = $now->setTime( 0, 0 )->modify( '+1 day' );
		$seconds  = max( 1, min( 600, $midnight->getTimestamp() - $now->getTimestamp() ) );
		header( 'X-Accel-Expires: ' . $seconds );
	},
	PHP_INT_MAX
);

/** Deletes every cached page. */
function kiosk_page_cache_purge_all(): void {
	$dir = (string) getenv( 'KIOSK_PAGE_CACHE_DIR' );
	if ( '' === $dir || ! is_dir( $dir ) ) {
		return;
	}
	$files = new RecursiveIteratorIterator(
		new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS )
	);
	foreach ( $files as $file ) {
		if ( $file->isFile() ) {
			wp_delete_file( $file->getPathname() );
		}
	}
}

/**
 * Deletes the cached copy of one URL of this site.
 *
 * @param string $url Absolute URL.
 */
function kiosk_page_cache_purge_url( string $url ): void {
	$dir = (string) getenv( 'KIOSK_PAGE_CACHE_DIR' );
	if ( '' === $dir ) {
		return;
	}
	$parts = wp_parse_url( $url );
	$key   = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
	$hash  = md5( $key );
	wp_delete_file( $dir . '/' . substr( $hash, -1 ) . '/' . substr( $hash, -3, 2 ) . '/' . $hash );
}

/**
 * A post or page changed (published, edited, trashed, a comment): every page
 * may list it (front page, archives, "Meistgelesen", the breaking news), so
 * the whole cache goes.
 *
 * @param int $post_id The post.
 */
function kiosk_page_cache_post_changed( $post_id ): void {
	$type = get_post_type( $post_id );
	if ( ! $type || wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) ) {
		return;
	}
	$object = get_post_type_object( $type );
	if ( ! $object || ! $object->public ) {
		return;
	}
	kiosk_page_cache_purge_all();
}
add_action( 'save_post', 'kiosk_page_cache_post_changed' );
add_action( 'deleted_post', 'kiosk_page_cache_post_changed' );
add_action( 'trashed_post', 'kiosk_page_cache_post_changed' );
add_action(
	'wp_update_comment_count',
	static function ( $post_id ) {
		kiosk_page_cache_post_changed( $post_id );
	}
);
// The breaking news (sticky posts), menus, widgets, the theme's settings: on every page.
foreach ( array( 'switch_theme', 'wp_update_nav_menu', 'customize_save_after', 'update_option_sidebars_widgets', 'update_option_sticky_posts', 'update_option_theme_mods_kiosk' ) as $kiosk_hook ) {
	add_action( $kiosk_hook, 'kiosk_page_cache_purge_all' );
}

/**
 * A product's stock changed (an order, an edit): only its own page shows the
 * quantity ("12 vorrätig"), so only that page goes, and the page of the
 * product it is a variation of. An order of 50 shoppers purges that one
 * page 50 times (one file each, re-rendered once by the next reader), and
 * never the front page, the shop or the articles.
 *
 * @param WC_Product $product The product.
 */
function kiosk_page_cache_stock_changed( $product ): void {
	foreach ( array_filter( array( $product->get_id(), $product->get_parent_id() ) ) as $id ) {
		kiosk_page_cache_purge_url( (string) get_permalink( $id ) );
	}
}
add_action( 'woocommerce_product_set_stock', 'kiosk_page_cache_stock_changed' );
add_action( 'woocommerce_variation_set_stock', 'kiosk_page_cache_stock_changed' );

/*
 * A product sold out or came back (its stock status changed): every list
 * that shows it (the front page's shop teaser, the shop, its categories,
 * related products, cross-sells) shows "Ausverkauft" or its add-to-cart
 * button, so everything goes, as when a post changes. That happens once per
 * sell-out, not once per order.
 */
add_action( 'woocommerce_product_set_stock_status', 'kiosk_page_cache_purge_all' );
add_action( 'woocommerce_variation_set_stock_status', 'kiosk_page_cache_purge_all' );

/*
 * An RSVP or ticket changed its stock (Event Tickets keeps it in the ticket's
 * `_stock`): the event's page shows the places left.
 */
add_action(
	'updated_post_meta',
	static function ( $meta_id, $post_id, $meta_key ) {
		if ( '_stock' !== $meta_key ) {
			return;
		}
		// RSVPs and Tickets Commerce tickets name their event in these keys.
		foreach ( array( '_tribe_rsvp_for_event', '_tec_tickets_commerce_event' ) as $key ) {
			$event = (int) get_post_meta( $post_id, $key, true );
			if ( $event ) {
				kiosk_page_cache_purge_url( (string) get_permalink( $event ) );
			}
		}
	},
	10,
	3
);
