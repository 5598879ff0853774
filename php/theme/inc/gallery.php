<?php
/**
 * Core's gallery block, linked to the image files, opens in the theme's
 * lightbox: the gallery gets `data-kiosk-gallery` with the lightbox labels,
 * each image link `kiosk-gallery__item` with the full image's size. Without
 * JavaScript the links open the image, as core renders them.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'render_block_core/gallery', 'kiosk_theme_gallery_lightbox', 10, 2 );

/**
 * Marks a gallery's image links for the lightbox.
 *
 * @param string $html  Rendered block.
 * @param array  $block Parsed block.
 * @return string
 */
function kiosk_theme_gallery_lightbox( $html, $block ) {
	if ( 'media' !== ( $block['attrs']['linkTo'] ?? '' ) || ! class_exists( 'WP_HTML_Tag_Processor' ) ) {
		return $html;
	}
	$tags = new WP_HTML_Tag_Processor( $html );
	if ( ! $tags->next_tag( 'figure' ) ) {
		return $html;
	}
	$tags->set_attribute( 'data-kiosk-gallery', '' );
	$tags->set_attribute( 'data-kiosk-mark', kiosk_theme_mark() );
	kiosk_theme_uses_behaviours();
	$labels = array(
		'data-label-close' => __( 'Close', 'kiosk' ),
		'data-label-prev'  => __( 'Previous image', 'kiosk' ),
		'data-label-next'  => __( 'Next image', 'kiosk' ),
		'data-label-zoom'  => __( 'Zoom', 'kiosk' ),
		'data-label-error' => __( 'The image could not be loaded.', 'kiosk' ),
	);
	foreach ( $labels as $name => $value ) {
		$tags->set_attribute( $name, $value );
	}
	while ( $tags->next_tag( 'a' ) ) {
		$tags->set_bookmark( 'link' );
		$size = null;
		if ( $tags->next_tag( 'img' ) ) {
			$class = (string) $tags->get_attribute( 'class' );
			if ( preg_match( '/\bwp-image-(\d+)\b/', $class, $match ) ) {
				$size = wp_get_attachment_image_src( (int) $match[1], 'full' );
			}
		}
		$tags->seek( 'link' );
		$tags->add_class( 'kiosk-gallery__item' );
		if ( $size ) {
			$tags->set_attribute( 'data-pswp-width', (string) (int) $size[1] );
			$tags->set_attribute( 'data-pswp-height', (string) (int) $size[2] );
		}
	}
	$tags->release_bookmark( 'link' );
	return $tags->get_updated_html();
}
