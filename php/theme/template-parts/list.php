<?php
/**
 * The cards of the main query with pagination.
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

echo '<div class="kiosk-archive__grid">';
$kiosk_first = true;
while ( have_posts() ) {
	the_post();
	// The first card's picture is the top of the list (the page's largest
	// paint on a phone): loaded at once and first, the others lazily.
	echo kiosk_theme_card( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		get_post(),
		array(
			'heading'  => 'h2',
			'eager'    => $kiosk_first,
			'priority' => $kiosk_first,
		)
	);
	$kiosk_first = false;
}
echo '</div>';
echo kiosk_theme_pagination(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
