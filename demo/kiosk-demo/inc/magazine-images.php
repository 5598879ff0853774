<?php
/**
 * Article pictures for the demo magazine, drawn locally with GD (nothing is
 * downloaded): a different sky, skyline and light per article, with the
 * category's colour.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

/**
 * The attachment ID of an article's picture, drawn and inserted once.
 *
 * @param string $slug  Article slug.
 * @param string $title Article title (alt text).
 * @param string $color Category colour (#rrggbb).
 * @param int    $index Article index (varies the picture).
 */
function kiosk_demo_article_image( string $slug, string $title, string $color, int $index ): int {
	return kiosk_demo_attachment(
		"article-$slug",
		"artikel-$slug.jpg",
		$title,
		sprintf( 'Symbolbild: %s', $title ),
		static fn ( $file ) => kiosk_demo_draw_article( $file, $color, $index )
	);
}

/**
 * Draws a 1200×675 picture: sky, sun or moon, a skyline, the street.
 *
 * @param string $file  Target JPEG.
 * @param string $color Category colour.
 * @param int    $index Seed.
 */
function kiosk_demo_draw_article( string $file, string $color, int $index ): void {
	$width  = 1200;
	$height = 675;
	$image  = imagecreatetruecolor( $width, $height );
	mt_srand( 1000 + $index ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	$hour = $index % 4; // Morning, noon, evening, night.
	$sky  = array(
		array( array( 255, 196, 140 ), array( 120, 170, 220 ) ),
		array( array( 120, 180, 240 ), array( 200, 225, 250 ) ),
		array( array( 250, 130, 90 ), array( 70, 60, 120 ) ),
		array( array( 20, 30, 70 ), array( 60, 70, 120 ) ),
	)[ $hour ];
	for ( $y = 0; $y < $height; $y++ ) {
		$t = $y / $height;
		$c = array_map( static fn ( $a, $b ) => (int) ( $a + ( $b - $a ) * $t ), $sky[1], $sky[0] );
		imageline( $image, 0, $y, $width, $y, imagecolorallocate( $image, $c[0], $c[1], $c[2] ) );
	}
	$light = 3 === $hour ? imagecolorallocate( $image, 240, 240, 220 ) : imagecolorallocate( $image, 255, 240, 180 );
	imagefilledellipse( $image, mt_rand( 150, 1050 ), mt_rand( 80, 220 ), 90, 90, $light );
	$accent = sscanf( $color, '#%02x%02x%02x' );
	$x      = 0;
	while ( $x < $width ) {
		$w     = mt_rand( 50, 140 );
		$h     = mt_rand( 160, 430 );
		$shade = mt_rand( 30, 90 );
		$tint  = array_map( static fn ( $v ) => (int) ( $v * 0.35 + $shade ), $accent );
		$fill  = imagecolorallocate( $image, min( 255, $tint[0] ), min( 255, $tint[1] ), min( 255, $tint[2] ) );
		imagefilledrectangle( $image, $x, $height - 90 - $h, $x + $w, $height - 90, $fill );
		$window = 3 === $hour || 2 === $hour ? imagecolorallocate( $image, 255, 214, 120 ) : imagecolorallocate( $image, 200, 215, 230 );
		for ( $wy = $height - 80 - $h; $wy < $height - 110; $wy += 28 ) {
			for ( $wx = $x + 10; $wx < $x + $w - 14; $wx += 22 ) {
				if ( mt_rand( 0, 3 ) ) {
					imagefilledrectangle( $image, $wx, $wy, $wx + 9, $wy + 13, $window );
				}
			}
		}
		$x += $w + mt_rand( 2, 12 );
	}
	imagefilledrectangle( $image, 0, $height - 90, $width, $height, imagecolorallocate( $image, 55, 58, 64 ) );
	imagefilledrectangle( $image, 0, $height - 14, $width, $height, imagecolorallocate( $image, $accent[0], $accent[1], $accent[2] ) );
	for ( $dash = 20; $dash < $width; $dash += 120 ) {
		imagefilledrectangle( $image, $dash, $height - 50, $dash + 60, $height - 44, imagecolorallocate( $image, 230, 230, 230 ) );
	}
	imagejpeg( $image, $file, 80 );
	imagedestroy( $image );
}
