<?php
/**
 * Plugin Name:       Kiosk
 * Plugin URI:        https://kiosk.example/
 * Description:       German magazine, contact forms, event RSVP and a block-based shop cart and checkout.
 * Version:           0.1.0
 * Requires at least: 6.6
 * Requires PHP:      8.1
 * Author:            Kiosk
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       kiosk
 * Domain Path:       /languages
 *
 * @package Kiosk
 */

defined( 'ABSPATH' ) || exit;

if ( defined( 'KIOSK_FILE' ) ) {
	return;
}

define( 'KIOSK_FILE', __FILE__ );
define( 'KIOSK_VERSION', '0.1.0' );
define( 'KIOSK_MIN_WP', '6.6' );
define( 'KIOSK_MIN_PHP', '8.1' );

require_once __DIR__ . '/php/autoload.php';

register_activation_hook( __FILE__, array( '\Kiosk\Plugin', 'activate' ) );
register_deactivation_hook( __FILE__, array( '\Kiosk\Plugin', 'deactivate' ) );

\Kiosk\Plugin::instance()->boot();
