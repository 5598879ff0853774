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

foreach ( array( 'kiosk_settings', 'kiosk_setup', 'kiosk_shipping_page_id' ) as $kiosk_option ) {
	delete_option( $kiosk_option );
}
delete_post_meta_by_key( '_kiosk_previous_content' );
