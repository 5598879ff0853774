<?php
/**
 * What a site that has been running for a while holds besides its shop (run
 * inside the owner's site by the journey test, after owner-shop.php):
 * WordPress's own „Hello world!“ post and two more posts without pictures,
 * WordPress's own privacy page, written in German by the owner and
 * published, and a shipping costs page with a slug of the owner's own.
 * Nothing here is Kiosk's.
 *
 * @package Kiosk
 */

$kiosk_author = get_user_by( 'login', 'admin' )->ID;
foreach (
	array(
		array( 'Neue Öffnungszeiten ab Juli', '<!-- wp:paragraph --><p>Ab dem 1. Juli haben wir montags bis samstags von 10 bis 19 Uhr geöffnet.</p><!-- /wp:paragraph -->', '-2 days' ),
		array( 'Lesung am Freitag', '<!-- wp:paragraph --><p>Am Freitag liest Anna Berg aus ihrem neuen Roman. Der Eintritt ist frei.</p><!-- /wp:paragraph -->', '-1 day' ),
	) as list( $kiosk_title, $kiosk_content, $kiosk_when )
) {
	wp_insert_post(
		wp_slash(
			array(
				'post_title'   => $kiosk_title,
				'post_content' => $kiosk_content,
				'post_status'  => 'publish',
				'post_author'  => $kiosk_author,
				'post_date'    => wp_date( 'Y-m-d H:i:s', strtotime( $kiosk_when ) ),
			)
		)
	);
}

// WordPress's own privacy page (wp_install() made it, as a draft): the owner wrote it in German and published it.
$kiosk_privacy = (int) get_option( 'wp_page_for_privacy_policy' );
wp_update_post(
	wp_slash(
		array(
			'ID'           => $kiosk_privacy,
			'post_title'   => 'Datenschutzerklärung',
			'post_content' => '<!-- wp:paragraph --><p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die Buchladen am Markt GmbH, Leipzig.</p><!-- /wp:paragraph -->',
			'post_status'  => 'publish',
		)
	)
);

$kiosk_shipping = wp_insert_post(
	wp_slash(
		array(
			'post_type'    => 'page',
			'post_title'   => 'Lieferung und Versandkosten',
			'post_name'    => 'lieferung',
			'post_content' => '<!-- wp:paragraph --><p>Innerhalb Deutschlands 4,90 € je Bestellung; Abholung im Laden kostenlos.</p><!-- /wp:paragraph -->',
			'post_status'  => 'publish',
		)
	)
);

delete_option( 'rewrite_rules' );
$kiosk_page = static function ( int $id ): array {
	return array(
		'id'    => $id,
		'url'   => (string) get_permalink( $id ),
		'title' => get_the_title( $id ),
	);
};
echo wp_json_encode(
	array(
		'posts'    => array_map(
			static function ( $post ) {
				return array(
					'id'    => $post->ID,
					'title' => get_the_title( $post ),
				);
			},
			get_posts( array( 'posts_per_page' => -1 ) )
		),
		'privacy'  => $kiosk_page( $kiosk_privacy ),
		'shipping' => $kiosk_page( (int) $kiosk_shipping ),
	)
);
