<?php
/**
 * The demo's widgets, as an owner sets them in Appearance → Widgets: ad
 * slots of the IAB sizes with pictures drawn locally (GD), the newsletter
 * sign-up (a Contact Form 7 form), the most-read list, a footer text; the
 * newest article sticky (the top bar's breaking news) and the social
 * profiles in the Customizer.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

add_action( 'kiosk_demo_seed', 'kiosk_demo_seed_design', 45 );

/**
 * Seeds the design's widgets and settings (a second run changes nothing).
 */
function kiosk_demo_seed_design(): void {
	$leaderboard = kiosk_demo_attachment( 'ad-728x90', 'anzeige-728x90.jpg', 'Anzeige Stadtwerke', 'Stadtwerke: Ökostrom aus der Region – jetzt wechseln', static fn ( $file ) => kiosk_demo_draw_ad( $file, 728, 90, 'Ökostrom aus der Region', 'Stadtwerke · jetzt wechseln' ) );
	$rectangle   = kiosk_demo_attachment( 'ad-300x250', 'anzeige-300x250.jpg', 'Anzeige Buchhandlung', 'Buchhandlung am Markt: Lesewochen, 20 Prozent auf Krimis', static fn ( $file ) => kiosk_demo_draw_ad( $file, 300, 250, 'Lesewochen', '20 % auf alle Krimis' ) );
	update_option(
		'widget_kiosk_ad',
		array(
			2              => array( 'size' => '728x90', 'image' => $leaderboard, 'url' => 'https://stadtwerke.example/', 'alt' => 'Stadtwerke: Ökostrom aus der Region – jetzt wechseln' ),
			3              => array( 'size' => '300x250', 'image' => $rectangle, 'url' => 'https://buchhandlung.example/', 'alt' => 'Buchhandlung am Markt: Lesewochen, 20 Prozent auf Krimis' ),
			'_multiwidget' => 1,
		)
	);
	update_option(
		'widget_kiosk_most_read',
		array(
			2              => array( 'title' => 'Meistgelesen', 'number' => 5 ),
			'_multiwidget' => 1,
		)
	);
	update_option(
		'widget_kiosk_newsletter',
		array(
			2              => array( 'title' => 'Newsletter', 'text' => 'Jeden Freitag das Wichtigste der Woche, kostenlos und jederzeit abbestellbar.', 'form' => kiosk_demo_newsletter_form() ),
			'_multiwidget' => 1,
		)
	);
	update_option(
		'widget_text',
		array(
			2              => array( 'title' => 'Über uns', 'text' => 'Das Kiosk Magazin berichtet unabhängig über Politik, Wirtschaft, Kultur, Sport und Wissen aus der Region.', 'filter' => false, 'visual' => false ),
			'_multiwidget' => 1,
		)
	);
	$sidebars                = wp_get_sidebars_widgets();
	$sidebars['leaderboard'] = array( 'kiosk_ad-2' );
	$sidebars['sidebar']     = array( 'kiosk_ad-3', 'kiosk_video_playlist-2' );
	$sidebars['footer-1']    = array( 'text-2' );
	$sidebars['footer-2']    = array( 'kiosk_most_read-2' );
	$sidebars['footer-3']    = array( 'kiosk_newsletter-2' );
	wp_set_sidebars_widgets( $sidebars );

	$newest = get_posts( array( 'posts_per_page' => 1, 'fields' => 'ids' ) );
	if ( $newest ) {
		update_option( 'sticky_posts', array( (int) $newest[0] ) );
	}
	foreach ( array( 'facebook', 'instagram', 'x', 'youtube' ) as $network ) {
		set_theme_mod( 'kiosk_social_' . $network, 'https://' . ( 'x' === $network ? 'x.com' : $network . '.com' ) . '/kioskmagazin' );
	}
}

/**
 * The newsletter form (email and consent), created once; its ID.
 */
function kiosk_demo_newsletter_form(): int {
	if ( ! class_exists( 'WPCF7_ContactForm' ) ) {
		return 0;
	}
	$existing = get_posts(
		array(
			'post_type'   => 'wpcf7_contact_form',
			'title'       => 'Newsletter',
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	if ( $existing ) {
		return (int) $existing[0];
	}
	$form = WPCF7_ContactForm::get_template(
		array(
			'title'  => 'Newsletter',
			'locale' => 'de_DE',
		)
	);
	$form->set_properties(
		array(
			'form'     => "<p><label>Ihre E-Mail für den Newsletter (Pflichtfeld)\n[email* newsletter-email autocomplete:email placeholder \"name@beispiel.de\"]</label></p>\n<p>[acceptance newsletter-consent] Ich möchte den Newsletter erhalten und kann ihn jederzeit abbestellen. [/acceptance]</p>\n<p>[submit \"Newsletter abonnieren\"]</p>",
			'mail'     => array(
				'active'             => true,
				'subject'            => '[_site_title]: Newsletter-Anmeldung',
				'sender'             => '[_site_title] <wordpress@kiosk.test>',
				'recipient'          => '[_site_admin_email]',
				'body'               => "Neue Anmeldung zum Newsletter: [newsletter-email]\n\n-- \n[_site_title] ([_site_url])",
				'additional_headers' => '',
				'attachments'        => '',
				'use_html'           => false,
				'exclude_blank'      => false,
			),
			'messages' => array_merge(
				kiosk_demo_contact_form_messages(),
				array( 'mail_sent_ok' => 'Danke! Sie erhalten den Newsletter ab Freitag.' )
			),
		)
	);
	$form->save();
	return (int) $form->id();
}

/**
 * Draws an ad: a coloured field, a headline, a line, a button-like mark.
 *
 * @param string $file     Target JPEG.
 * @param int    $width    Width.
 * @param int    $height   Height.
 * @param string $headline Headline.
 * @param string $line     Second line.
 */
function kiosk_demo_draw_ad( string $file, int $width, int $height, string $headline, string $line ): void {
	$image = imagecreatetruecolor( $width, $height );
	$wide  = $width > $height * 3;
	$bg    = $wide ? imagecolorallocate( $image, 22, 92, 60 ) : imagecolorallocate( $image, 120, 32, 58 );
	$light = imagecolorallocate( $image, 255, 255, 255 );
	$gold  = imagecolorallocate( $image, 250, 204, 80 );
	imagefilledrectangle( $image, 0, 0, $width, $height, $bg );
	for ( $i = 0; $i < 6; $i++ ) {
		imagefilledellipse( $image, $width - 40 - $i * 30, $height - 10, 120 - $i * 12, 120 - $i * 12, imagecolorallocatealpha( $image, 255, 255, 255, 100 + $i * 4 ) );
	}
	$font = kiosk_demo_ad_font();
	if ( $font ) {
		imagettftext( $image, $wide ? 24 : 28, 0, 18, $wide ? 42 : 90, $light, $font, $headline );
		imagettftext( $image, $wide ? 13 : 13, 0, 18, $wide ? 70 : 130, $gold, $font, $line );
	} else {
		imagestring( $image, 5, 18, $wide ? 25 : 70, $headline, $light );
		imagestring( $image, 3, 18, $wide ? 55 : 110, $line, $gold );
	}
	imagejpeg( $image, $file, 88 );
	imagedestroy( $image );
}

/**
 * A TrueType font of the system for the ads' lettering, if one is there.
 */
function kiosk_demo_ad_font(): string {
	foreach ( array( '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf' ) as $font ) {
		if ( is_readable( $font ) && function_exists( 'imagettftext' ) ) {
			return $font;
		}
	}
	return '';
}
