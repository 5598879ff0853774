<?php
/**
 * Installs WordPress for a new site (run by cli.php with KIOSK_CLI_INSTALLING=1):
 * German, Berlin time, pretty German permalinks, the administrator.
 *
 * @package Kiosk
 */

require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( ! is_blog_installed() ) {
	wp_install( 'Kiosk Magazin', 'admin', 'admin@kiosk.test', true, '', wp_slash( 'Admin2026!' ), 'de_DE' );
}
update_option( 'WPLANG', 'de_DE' );
update_option( 'blogdescription', 'Nachrichten, Reportagen und Veranstaltungen' );
update_option( 'timezone_string', 'Europe/Berlin' );
update_option( 'date_format', 'j. F Y' );
update_option( 'time_format', 'H:i' );
update_option( 'start_of_week', 1 );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'category_base', 'kategorie' );
update_option( 'tag_base', 'schlagwort' );
update_option( 'admin_email_lifespan', time() + YEAR_IN_SECONDS * 10 );
echo "installed\n";
