<?php
/**
 * Product photos for the demo shop, drawn locally with GD (nothing is
 * downloaded): a studio backdrop, the product's silhouette and its name.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

/**
 * The attachment ID of the product's picture, drawn and inserted once.
 *
 * @param string $slug     Product slug (names the file; finds it again).
 * @param string $name     Product name (drawn on the picture, and its alt text).
 * @param string $category Category slug (picks the colours).
 */
function kiosk_demo_product_image( string $slug, string $name, string $category ): int {
	return kiosk_demo_attachment(
		"product-$slug",
		"produkt-$slug.jpg",
		$name,
		$name,
		static fn ( $file ) => kiosk_demo_draw_product( $file, $slug, $name, $category )
	);
}

/**
 * Draws an 800×800 product photo.
 *
 * @param string $file     Target JPEG.
 * @param string $slug     Product slug (picks the shape).
 * @param string $name     Product name.
 * @param string $category Category slug.
 */
function kiosk_demo_draw_product( string $file, string $slug, string $name, string $category ): void {
	$size    = 800;
	$image   = imagecreatetruecolor( $size, $size );
	$palette = array(
		'buecher'     => array( array( 244, 236, 222 ), array( 150, 42, 38 ) ),
		'abonnements' => array( array( 226, 236, 244 ), array( 22, 70, 120 ) ),
		'fanartikel'  => array( array( 236, 242, 230 ), array( 46, 110, 70 ) ),
	)[ $category ] ?? array( array( 238, 238, 238 ), array( 60, 60, 60 ) );
	list( $light, $accent ) = $palette;
	// Backdrop: a soft vertical gradient, darker towards the floor.
	for ( $y = 0; $y < $size; $y++ ) {
		$shade = (int) ( 24 * $y / $size );
		$color = imagecolorallocate( $image, max( 0, $light[0] - $shade ), max( 0, $light[1] - $shade ), max( 0, $light[2] - $shade ) );
		imageline( $image, 0, $y, $size, $y, $color );
	}
	$ink    = imagecolorallocate( $image, $accent[0], $accent[1], $accent[2] );
	$dark   = imagecolorallocate( $image, (int) ( $accent[0] * 0.6 ), (int) ( $accent[1] * 0.6 ), (int) ( $accent[2] * 0.6 ) );
	$paper  = imagecolorallocate( $image, 250, 248, 242 );
	$shadow = imagecolorallocatealpha( $image, 0, 0, 0, 100 );
	imagefilledellipse( $image, 400, 640, 460, 60, $shadow );
	$back = imagecolorallocate( $image, $light[0], $light[1], $light[2] );
	if ( str_contains( $slug, 'tasse' ) ) {
		imagefilledrectangle( $image, 270, 300, 510, 620, $ink );
		imagesetthickness( $image, 28 );
		imagearc( $image, 520, 440, 130, 150, 270, 90, $dark );
	} elseif ( str_contains( $slug, 't-shirt' ) ) {
		imagefilledpolygon( $image, array( 260, 250, 340, 220, 460, 220, 540, 250, 610, 340, 540, 380, 530, 620, 270, 620, 260, 380, 190, 340 ), $ink );
		imagefilledellipse( $image, 400, 225, 120, 60, $back );
	} elseif ( str_contains( $slug, 'stoffbeutel' ) ) {
		imagesetthickness( $image, 16 );
		imagearc( $image, 400, 280, 180, 220, 180, 360, $dark );
		imagefilledrectangle( $image, 260, 280, 540, 620, $paper );
		imagerectangle( $image, 260, 280, 540, 620, $dark );
		imagefilledellipse( $image, 400, 450, 110, 110, $ink );
	} elseif ( str_contains( $slug, 'postkarten' ) || str_contains( $slug, 'lesezeichen' ) ) {
		for ( $i = 0; $i < 3; $i++ ) {
			$x = 210 + $i * 70;
			$y = 260 + $i * 50;
			imagefilledrectangle( $image, $x, $y, $x + 300, $y + 210, $paper );
			imagerectangle( $image, $x, $y, $x + 300, $y + 210, $dark );
			imagefilledrectangle( $image, $x + 20, $y + 20, $x + 150, $y + 120, $ink );
		}
	} else {
		// A book, magazine or notebook: cover with a spine and a title band.
		imagefilledrectangle( $image, 250, 180, 560, 620, $ink );
		imagefilledrectangle( $image, 250, 180, 280, 620, $dark );
		imagefilledrectangle( $image, 300, 260, 530, 330, $paper );
		imagefilledrectangle( $image, 300, 350, 480, 365, $paper );
	}
	$font = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf';
	if ( function_exists( 'imagettftext' ) && is_readable( $font ) ) {
		$box   = imagettfbbox( 30, 0, $font, $name );
		$width = $box[2] - $box[0];
		imagettftext( $image, 30, 0, (int) ( ( $size - $width ) / 2 ), 730, $dark, $font, $name );
	} else {
		imagestring( $image, 5, 40, 720, $name, $dark );
	}
	imagejpeg( $image, $file, 82 );
	imagedestroy( $image );
}
