<?php
/**
 * Category and other archives.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

get_header();
kiosk_theme_layout_open();
if ( is_category() ) {
	/* translators: %s: category name. */
	$kiosk_title = sprintf( __( 'Category: %s', 'kiosk' ), single_cat_title( '', false ) );
} else {
	$kiosk_title = wp_strip_all_tags( get_the_archive_title() );
}
echo '<header class="kiosk-archive__header"><h1 class="kiosk-archive__title">' . esc_html( $kiosk_title ) . '</h1>';
$kiosk_description = wp_strip_all_tags( get_the_archive_description() );
if ( '' !== trim( $kiosk_description ) ) {
	echo '<p class="kiosk-archive__description">' . esc_html( trim( $kiosk_description ) ) . '</p>';
}
echo '</header>';
get_template_part( 'template-parts/list' );
kiosk_theme_layout_close();
get_footer();
