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
 * @param string $scene The category's motif (politik, wirtschaft, kultur, sport, wissen; else a skyline).
 */
function kiosk_demo_article_image( string $slug, string $title, string $color, int $index, string $scene = '' ): int {
	return kiosk_demo_attachment(
		"article-$slug",
		"artikel-$slug.jpg",
		$title,
		sprintf( 'Symbolbild: %s', $title ),
		static fn ( $file ) => kiosk_demo_draw_article( $file, $color, $index, $scene )
	);
}

/**
 * Draws a 1200×675 picture: sky, sun or moon, a skyline, the street.
 *
 * @param string $file  Target JPEG.
 * @param string $color Category colour.
 * @param int    $index Seed.
 * @param string $scene Motif.
 */
function kiosk_demo_draw_article( string $file, string $color, int $index, string $scene = '' ): void {
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
	$motifs = array(
		'politik'    => 'kiosk_demo_draw_parliament',
		'wirtschaft' => 'kiosk_demo_draw_chart',
		'kultur'     => 'kiosk_demo_draw_stage',
		'sport'      => 'kiosk_demo_draw_stadium',
		'wissen'     => 'kiosk_demo_draw_observatory',
	);
	if ( isset( $motifs[ $scene ] ) ) {
		$motifs[ $scene ]( $image, $width, $height, $accent, $index );
		imagejpeg( $image, $file, 80 );
		imagedestroy( $image );
		return;
	}
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

/**
 * A parliament: steps, columns, pediment, dome and flag.
 *
 * @param GdImage $image  Picture.
 * @param int     $width  Width.
 * @param int     $height Height.
 * @param int[]   $accent Category colour.
 * @param int     $index  Seed.
 */
function kiosk_demo_draw_parliament( $image, int $width, int $height, array $accent, int $index ): void {
	$stone = imagecolorallocate( $image, 226, 220, 204 );
	$shade = imagecolorallocate( $image, 176, 168, 150 );
	$cx    = 380 + ( $index * 97 ) % 440;
	imagefilledrectangle( $image, 0, $height - 110, $width, $height, imagecolorallocate( $image, 92, 120, 70 ) );
	imagefilledellipse( $image, $cx, 250, 300, 260, $shade );
	imagefilledrectangle( $image, $cx - 170, 250, $cx + 170, 300, $stone );
	imagefilledpolygon( $image, array( $cx - 330, 330, $cx, 250, $cx + 330, 330 ), $stone );
	imagefilledrectangle( $image, $cx - 320, 330, $cx + 320, 360, $shade );
	for ( $c = $cx - 300; $c <= $cx + 280; $c += 58 ) {
		imagefilledrectangle( $image, $c, 360, $c + 24, $height - 150, $stone );
	}
	for ( $step = 0; $step < 4; $step++ ) {
		imagefilledrectangle( $image, $cx - 340 - $step * 14, $height - 150 + $step * 10, $cx + 340 + $step * 14, $height - 140 + $step * 10, 0 === $step % 2 ? $stone : $shade );
	}
	imageline( $image, $cx, 120, $cx, 40, imagecolorallocate( $image, 60, 60, 60 ) );
	imagefilledrectangle( $image, $cx, 40, $cx + 70, 84, imagecolorallocate( $image, $accent[0], $accent[1], $accent[2] ) );
}

/**
 * A bar chart rising to the right, with its trend line.
 *
 * @param GdImage $image  Picture.
 * @param int     $width  Width.
 * @param int     $height Height.
 * @param int[]   $accent Category colour.
 * @param int     $index  Seed.
 */
function kiosk_demo_draw_chart( $image, int $width, int $height, array $accent, int $index ): void {
	imagefilledrectangle( $image, 80, 60, $width - 80, $height - 60, imagecolorallocatealpha( $image, 255, 255, 255, 20 ) );
	$grid = imagecolorallocate( $image, 215, 220, 226 );
	for ( $y = 120; $y < $height - 80; $y += 70 ) {
		imageline( $image, 120, $y, $width - 120, $y, $grid );
	}
	$bar    = imagecolorallocate( $image, $accent[0], $accent[1], $accent[2] );
	$line   = imagecolorallocate( $image, 230, 120, 30 );
	$points = array();
	$value  = 120 + ( $index * 37 ) % 80;
	for ( $i = 0; $i < 9; $i++ ) {
		$value += mt_rand( -30, 70 );
		$value  = max( 60, min( 470, $value ) );
		$x      = 150 + $i * 105;
		imagefilledrectangle( $image, $x, $height - 90 - $value, $x + 64, $height - 90, $bar );
		$points[] = array( $x + 32, $height - 110 - $value );
	}
	imagesetthickness( $image, 6 );
	for ( $i = 1; $i < count( $points ); $i++ ) {
		imageline( $image, $points[ $i - 1 ][0], $points[ $i - 1 ][1], $points[ $i ][0], $points[ $i ][1], $line );
	}
	imagesetthickness( $image, 1 );
}

/**
 * A stage: curtains, boards and a spotlight on a figure.
 *
 * @param GdImage $image  Picture.
 * @param int     $width  Width.
 * @param int     $height Height.
 * @param int[]   $accent Category colour.
 * @param int     $index  Seed.
 */
function kiosk_demo_draw_stage( $image, int $width, int $height, array $accent, int $index ): void {
	imagefilledrectangle( $image, 0, 0, $width, $height, imagecolorallocate( $image, 24, 18, 30 ) );
	$spot = 300 + ( $index * 131 ) % 600;
	imagefilledpolygon( $image, array( $spot - 40, 0, $spot + 40, 0, $spot + 200, $height - 140, $spot - 200, $height - 140 ), imagecolorallocatealpha( $image, 255, 240, 190, 85 ) );
	imagefilledrectangle( $image, 0, $height - 140, $width, $height, imagecolorallocate( $image, 110, 70, 40 ) );
	for ( $b = 0; $b < $width; $b += 80 ) {
		imageline( $image, $b, $height - 140, $b - 40, $height, imagecolorallocate( $image, 90, 56, 32 ) );
	}
	imagefilledellipse( $image, $spot, $height - 140, 330, 50, imagecolorallocatealpha( $image, 255, 240, 190, 70 ) );
	$figure = imagecolorallocate( $image, 30, 24, 34 );
	imagefilledellipse( $image, $spot, $height - 330, 44, 50, $figure );
	imagefilledpolygon( $image, array( $spot - 45, $height - 145, $spot - 25, $height - 305, $spot + 25, $height - 305, $spot + 45, $height - 145 ), $figure );
	$curtain = imagecolorallocate( $image, max( 0, $accent[0] - 10 ), $accent[1], $accent[2] );
	$fold    = imagecolorallocate( $image, (int) ( $accent[0] * 0.7 ), (int) ( $accent[1] * 0.7 ), (int) ( $accent[2] * 0.7 ) );
	foreach ( array( 0, 1 ) as $side ) {
		for ( $f = 0; $f < 5; $f++ ) {
			$x = $side ? $width - 50 - $f * 40 : $f * 40;
			imagefilledrectangle( $image, $x, 0, $x + 50, $height - 140 - $f * 30, 0 === $f % 2 ? $curtain : $fold );
		}
	}
	imagefilledrectangle( $image, 0, 0, $width, 60, $curtain );
}

/**
 * A stadium: stands with the crowd, the pitch and floodlights.
 *
 * @param GdImage $image  Picture.
 * @param int     $width  Width.
 * @param int     $height Height.
 * @param int[]   $accent Category colour.
 * @param int     $index  Seed.
 */
function kiosk_demo_draw_stadium( $image, int $width, int $height, array $accent, int $index ): void {
	$stand = imagecolorallocate( $image, 70, 74, 84 );
	imagefilledpolygon( $image, array( 0, 230, $width, 230, $width, 420, 0, 420 ), $stand );
	$crowd = array(
		imagecolorallocate( $image, $accent[0], $accent[1], $accent[2] ),
		imagecolorallocate( $image, 240, 240, 240 ),
		imagecolorallocate( $image, 200, 60, 50 ),
	);
	for ( $y = 245; $y < 410; $y += 16 ) {
		for ( $x = 8 + ( $y % 3 ) * 4; $x < $width; $x += 15 ) {
			imagefilledellipse( $image, $x, $y, 9, 9, $crowd[ mt_rand( 0, 2 ) ] );
		}
	}
	$green = imagecolorallocate( $image, 46, 130, 64 );
	$light = imagecolorallocate( $image, 58, 146, 76 );
	imagefilledrectangle( $image, 0, 420, $width, $height, $green );
	for ( $s = 0; $s < $width; $s += 160 ) {
		imagefilledpolygon( $image, array( $s, 420, $s + 80, 420, $s + 40, $height, $s - 40, $height ), $light );
	}
	$white = imagecolorallocate( $image, 245, 245, 245 );
	imagesetthickness( $image, 4 );
	imageline( $image, 0, 470, $width, 470, $white );
	imagearc( $image, 600, 560, 300, 110, 0, 360, $white );
	imageline( $image, 600, 470, 600, $height, $white );
	imagesetthickness( $image, 1 );
	foreach ( array( 120 + ( $index * 13 ) % 60, $width - 160 ) as $pole ) {
		imagefilledrectangle( $image, $pole, 40, $pole + 8, 230, imagecolorallocate( $image, 90, 90, 96 ) );
		imagefilledrectangle( $image, $pole - 36, 20, $pole + 44, 60, imagecolorallocate( $image, 250, 250, 220 ) );
	}
}

/**
 * An observatory under the stars, a ringed planet above it.
 *
 * @param GdImage $image  Picture.
 * @param int     $width  Width.
 * @param int     $height Height.
 * @param int[]   $accent Category colour.
 * @param int     $index  Seed.
 */
function kiosk_demo_draw_observatory( $image, int $width, int $height, array $accent, int $index ): void {
	imagefilledrectangle( $image, 0, 0, $width, $height, imagecolorallocate( $image, 14, 18, 44 ) );
	for ( $i = 0; $i < 180; $i++ ) {
		$size = mt_rand( 1, 3 );
		imagefilledellipse( $image, mt_rand( 0, $width ), mt_rand( 0, $height - 200 ), $size, $size, imagecolorallocate( $image, 255, 255, mt_rand( 200, 255 ) ) );
	}
	$px = 250 + ( $index * 173 ) % 700;
	imagefilledellipse( $image, $px, 180, 150, 150, imagecolorallocate( $image, min( 255, $accent[0] + 90 ), min( 255, $accent[1] + 80 ), min( 255, $accent[2] + 60 ) ) );
	imagesetthickness( $image, 5 );
	imagearc( $image, $px, 180, 300, 70, 160, 380, imagecolorallocate( $image, 230, 210, 160 ) );
	imagesetthickness( $image, 1 );
	imagefilledellipse( $image, $width / 2, $height + 260, $width * 2, 700, imagecolorallocate( $image, 30, 40, 50 ) );
	$white = imagecolorallocate( $image, 225, 228, 232 );
	imagefilledrectangle( $image, 760, $height - 190, 960, $height - 60, $white );
	imagefilledarc( $image, 860, $height - 190, 200, 200, 180, 360, $white, IMG_ARC_PIE );
	imagefilledrectangle( $image, 850, $height - 290, 872, $height - 190, imagecolorallocate( $image, 14, 18, 44 ) );
	imagesetthickness( $image, 14 );
	imageline( $image, 861, $height - 240, 930, $height - 330, imagecolorallocate( $image, 120, 124, 132 ) );
	imagesetthickness( $image, 1 );
}
