<?php
/**
 * Which magazine script a page loads. Every page carries the frame (header,
 * search, menu, scroll-up): `kiosk-magazine-header` enhances only that.
 * Markup of a widget or article behaviour (sticky sidebar, sliders, ticker,
 * tabs, video playlist, map, share links, lightbox, galleries) needs the
 * full `kiosk-magazine`; whatever prints such markup says so with
 * kiosk_theme_uses_behaviours(). Both scripts are deferred footer scripts,
 * so the choice waits until the page's markup is out (README: handles).
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

add_action( 'wp_footer', 'kiosk_theme_magazine_script', 1 );

/**
 * Notes that the page printed markup of a widget or article behaviour
 * (action `kiosk_theme_behaviour_markup`, which plugins printing such
 * markup can fire too).
 */
function kiosk_theme_uses_behaviours() {
	do_action( 'kiosk_theme_behaviour_markup' );
}

/**
 * Enqueues the full magazine script where the page printed widget or
 * article markup, otherwise the frame's script (the full one when the
 * plugin's build has no frame-only script).
 */
function kiosk_theme_magazine_script() {
	$full   = did_action( 'kiosk_theme_behaviour_markup' ) > 0 || ! wp_script_is( 'kiosk-magazine-header', 'registered' );
	$handle = $full ? 'kiosk-magazine' : 'kiosk-magazine-header';
	if ( wp_script_is( $handle, 'registered' ) ) {
		wp_enqueue_script( $handle );
	}
}
