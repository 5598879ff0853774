<?php
/**
 * Deleting Kiosk removes its own settings. Content it made (legal pages,
 * the menu) stays: it is the site owner's. Before deleting, "Rückgängig
 * machen" in Settings → Kiosk einrichten puts WooCommerce's cart and
 * checkout blocks back; the kept copies of their old content go with this.
 *
 * @package Kiosk
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

foreach ( array( 'kiosk_settings', 'kiosk_setup', 'kiosk_shipping_page_id', 'kiosk_rsvp_refill' ) as $kiosk_option ) {
	delete_option( $kiosk_option );
}
// Whether order attribution waits for consent (php/Settings/AttributionConsent.php).
delete_option( 'kiosk_attribution_consent' );
delete_post_meta_by_key( '_kiosk_previous_content' );

// The joined core scripts that Kiosk before issue 45 wrote into uploads (it writes nothing now: php/Assets/CoreScripts.php).
$kiosk_uploads = wp_upload_dir( null, false );
if ( empty( $kiosk_uploads['error'] ) ) {
	$kiosk_folder = trailingslashit( $kiosk_uploads['basedir'] ) . 'kiosk-scripts';
	foreach ( (array) glob( $kiosk_folder . '/core-*' ) as $kiosk_file ) {
		wp_delete_file( (string) $kiosk_file );
	}
	if ( is_dir( $kiosk_folder ) && array() === array_diff( (array) scandir( $kiosk_folder ), array( '.', '..' ) ) ) {
		rmdir( $kiosk_folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- an empty folder of Kiosk's own.
	}
}
