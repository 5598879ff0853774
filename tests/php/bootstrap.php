<?php
/**
 * PHPUnit bootstrap: loads the stack's WordPress core (7.0.4) against
 * the test site that tests/php/run.sh installed, with Kiosk active.
 *
 * @package Kiosk
 */

require __DIR__ . '/lib/errors.php';
require __DIR__ . '/lib/config.php';

$GLOBALS['kiosk_bootstrap_errors'] = array();

// wp-settings.php directly, never wp-load.php: that would read the stack's own
// wp-config.php, which lives in the same core directory for the stack's sites.
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/template.php';

// What WordPress and the plugin raised while loading; a test asserts it is empty.
$GLOBALS['kiosk_bootstrap_errors'] = $GLOBALS['kiosk_php_errors'];
restore_error_handler();

require __DIR__ . '/lib/TestCase.php';
require __DIR__ . '/lib/FixtureBuild.php';
require __DIR__ . '/lib/Wired.php';
require __DIR__ . '/lib/FakeEventTicketsTemplate.php';
require __DIR__ . '/lib/FakeWooMiniCart.php';
