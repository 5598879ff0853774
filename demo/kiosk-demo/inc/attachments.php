<?php
/**
 * Pictures drawn by the demo seeders become real attachments (sizes,
 * srcset), found again by a key so that a second seed adds none.
 *
 * @package KioskDemo
 */

defined( 'ABSPATH' ) || exit;

/**
 * The attachment for `$key`: found, or drawn by `$draw( $file )` into the
 * uploads folder as `$name` and inserted with its metadata and alt text.
 *
 * @param string   $key   Unique key (meta `_kiosk_demo_image`).
 * @param string   $name  File name, e.g. `produkt-tasse.jpg`.
 * @param string   $title Attachment title.
 * @param string   $alt   Alternative text.
 * @param callable $draw  Writes the JPEG to the path it is given.
 */
function kiosk_demo_attachment( string $key, string $name, string $title, string $alt, callable $draw ): int {
	$found = get_posts(
		array(
			'post_type'   => 'attachment',
			'post_status' => 'inherit',
			'meta_key'    => '_kiosk_demo_image', // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'  => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
			'fields'      => 'ids',
			'numberposts' => 1,
		)
	);
	if ( $found ) {
		return (int) $found[0];
	}
	$uploads = wp_upload_dir();
	wp_mkdir_p( $uploads['path'] );
	$file = trailingslashit( $uploads['path'] ) . $name;
	$draw( $file );
	$id = wp_insert_attachment(
		array(
			'post_title'     => $title,
			'post_mime_type' => 'image/jpeg',
			'post_status'    => 'inherit',
		),
		$file
	);
	require_once ABSPATH . 'wp-admin/includes/image.php';
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
	update_post_meta( $id, '_wp_attachment_image_alt', $alt );
	update_post_meta( $id, '_kiosk_demo_image', $key );
	return $id;
}
