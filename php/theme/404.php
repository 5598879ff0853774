<?php
/**
 * Not found.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

get_header();
echo '<article class="kiosk-page" aria-labelledby="kiosk-page-title"><h1 class="kiosk-page__title" id="kiosk-page-title">' . esc_html__( 'Page not found', 'kiosk' ) . '</h1><div class="kiosk-page__content">';
echo '<div class="kiosk-notice kiosk-notice--info"><p>' . esc_html__( 'The page you are looking for does not exist. Try a search:', 'kiosk' ) . '</p></div>';
kiosk_theme_the_search_form( 'page' );
echo '</div></article>';
get_footer();
