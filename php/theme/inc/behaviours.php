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
add_filter( 'language_attributes', 'kiosk_theme_mark_html_element' );

/**
 * The mark of this render: random, new on every render (so also in a
 * cached page, which holds its own render's mark and content). The
 * magazine scripts act only on roots carrying the mark that `<html>`
 * carries (src/magazine/mark.ts): a post's own `data-kiosk-*` markup,
 * which WordPress lets Contributors keep, cannot know it, and content
 * cannot set attributes on `<html>`.
 */
function kiosk_theme_mark() {
	static $mark = null;
	if ( null === $mark ) {
		$mark = bin2hex( random_bytes( 16 ) );
	}
	return $mark;
}

/**
 * The mark as an attribute, for every element the magazine scripts act on
 * (the root of a behaviour: ` data-kiosk-mark="…"`, leading space).
 */
function kiosk_theme_mark_attribute() {
	return ' data-kiosk-mark="' . esc_attr( kiosk_theme_mark() ) . '"';
}

/**
 * Prints the mark attribute (in a template's root element).
 */
function kiosk_theme_the_mark() {
	echo kiosk_theme_mark_attribute(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in kiosk_theme_mark_attribute().
}

/**
 * Prints the mark on `<html>` (WordPress's `language_attributes`).
 *
 * @param string $output The attributes.
 * @return string
 */
function kiosk_theme_mark_html_element( $output ) {
	return $output . kiosk_theme_mark_attribute();
}

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
