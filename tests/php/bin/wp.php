<?php
/**
 * A small CLI for the throw-away test sites (the suite needs no WP-CLI).
 * Every command prints one JSON object:
 * { "result": ..., "output": "<what WordPress printed>", "errors": [ PHP errors ] }.
 *
 *   php wp.php install                      install the site (de_DE, pretty permalinks)
 *   php wp.php activate <plugin file>       activate_plugin()
 *   php wp.php deactivate <plugin file>     deactivate_plugins()
 *   php wp.php theme <stylesheet>           switch_theme()
 *   php wp.php post <type> <title> <content> [slug] [category]   create a published post, prints its id
 *   php wp.php option <name> <json value>   update_option()
 *   php wp.php attachment <file> <alt> <width> <height> [caption]   an image attachment (metadata only, no file)
 *   php wp.php render <path> [user login]   render a front-end URL through the template loader
 *   php wp.php admin <page> [user login]    render an admin page body (e.g. options-general.php?page=kiosk)
 *   php wp.php registry                     Kiosk's script/style handles and blocks after init and wp_enqueue_scripts
 *
 * KIOSK_REPORT_WP_VERSION=6.5.2 makes the request report that WordPress version
 * (as get_bloginfo( 'version' ) and $wp_version) from before plugins load: how
 * Kiosk boots on a core older than it needs, while the code stays 7.0.4's.
 *
 * @package Kiosk
 */

require __DIR__ . '/../lib/errors.php';

$kiosk_args    = array_slice( $argv, 1 );
$kiosk_command = $kiosk_args[0] ?? '';

if ( 'install' === $kiosk_command ) {
	define( 'WP_INSTALLING', true );
}
if ( 'render' === $kiosk_command ) {
	define( 'WP_USE_THEMES', true );
	$kiosk_path             = $kiosk_args[1] ?? '/';
	$_SERVER['REQUEST_URI'] = $kiosk_path;
	$kiosk_query            = (string) parse_url( $kiosk_path, PHP_URL_QUERY ); // phpcs:ignore
	parse_str( $kiosk_query, $_GET );
	$_REQUEST = $_GET;
}
if ( 'admin' === $kiosk_command ) {
	define( 'WP_ADMIN', true );
}

// Log a user in for this request (front end or admin).
$kiosk_login = ( 'render' === $kiosk_command || 'admin' === $kiosk_command ) ? ( $kiosk_args[2] ?? '' ) : '';
if ( '' !== $kiosk_login ) {
	$GLOBALS['wp_filter']['determine_current_user'][100][] = array(
		'function'      => static function () use ( $kiosk_login ) {
			$user = get_user_by( 'login', $kiosk_login );
			return $user ? $user->ID : 0;
		},
		'accepted_args' => 1,
	);
}

// An older core, as far as the version it reports (set after wp-settings.php read version.php).
if ( getenv( 'KIOSK_REPORT_WP_VERSION' ) ) {
	$GLOBALS['wp_filter']['muplugins_loaded'][0][] = array(
		'function'      => static function () {
			$GLOBALS['wp_version'] = (string) getenv( 'KIOSK_REPORT_WP_VERSION' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		},
		'accepted_args' => 0,
	);
}

require __DIR__ . '/../lib/config.php';

$GLOBALS['kiosk_result']   = null;
$GLOBALS['kiosk_redirect'] = null;
$GLOBALS['wp_filter']['wp_redirect'][1000][] = array(
	'function'      => static function ( $location ) {
		$GLOBALS['kiosk_redirect'] = $location;
		return $location;
	},
	'accepted_args' => 1,
);

// Print the report at shutdown, so a request that ends in exit (redirects, wp_die) reports too.
register_shutdown_function(
	static function () {
		$output = '';
		while ( ob_get_level() > 0 ) {
			$output = ob_get_clean() . $output;
		}
		echo json_encode( // phpcs:ignore
			array(
				'result'   => $GLOBALS['kiosk_result'],
				'redirect' => $GLOBALS['kiosk_redirect'],
				'output'   => $output,
				'errors'   => $GLOBALS['kiosk_php_errors'],
			),
			JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE
		), "\n";
	}
);

ob_start();
$kiosk_result = null;
$kiosk_status = 0;
try {
	require ABSPATH . 'wp-settings.php';
	switch ( $kiosk_command ) {
		case 'install':
			require_once ABSPATH . 'wp-admin/includes/upgrade.php';
			$kiosk_installed = wp_install( 'Kiosk Magazin', 'admin', 'admin@kiosk.test', true, '', 'Admin2026!', 'de_DE' );
			update_option( 'permalink_structure', '/%postname%/' );
			update_option( 'category_base', 'kategorie' );
			update_option( 'blogdescription', 'Nachrichten, Reportagen und Veranstaltungen' );
			$kiosk_customer = wp_insert_user(
				array(
					'user_login' => 'kunde',
					'user_pass'  => 'Kunde2026!',
					'user_email' => 'kunde@kiosk.test',
					'role'       => 'subscriber',
				)
			);
			$kiosk_editor   = wp_insert_user(
				array(
					'user_login' => 'redaktion',
					'user_pass'  => 'Redaktion2026!',
					'user_email' => 'redaktion@kiosk.test',
					'role'       => 'editor',
				)
			);
			flush_rewrite_rules( false );
			$kiosk_result = array(
				'user_id'  => $kiosk_installed['user_id'],
				'customer' => $kiosk_customer,
				'editor'   => $kiosk_editor,
			);
			break;
		case 'activate':
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
			$kiosk_activated = activate_plugin( $kiosk_args[1], '', false, false );
			$kiosk_result    = is_wp_error( $kiosk_activated ) ? array( 'error' => $kiosk_activated->get_error_message() ) : array( 'active' => is_plugin_active( $kiosk_args[1] ) );
			break;
		case 'deactivate':
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
			deactivate_plugins( $kiosk_args[1] );
			$kiosk_result = array( 'active' => is_plugin_active( $kiosk_args[1] ) );
			break;
		case 'theme':
			// As Appearance → Themes does: refuse a theme whose "Requires at least" / "Requires PHP" this site does not meet.
			$kiosk_valid = validate_theme_requirements( $kiosk_args[1] );
			if ( is_wp_error( $kiosk_valid ) ) {
				$kiosk_result = array( 'error' => $kiosk_valid->get_error_message() );
				break;
			}
			switch_theme( $kiosk_args[1] );
			$kiosk_result = array(
				'stylesheet' => get_stylesheet(),
				'errors'     => wp_get_theme()->errors() ? wp_get_theme()->errors()->get_error_messages() : array(),
			);
			break;
		case 'post':
			require_once ABSPATH . 'wp-admin/includes/taxonomy.php';
			wp_set_current_user( 1 ); // The administrator writes the content (unfiltered_html, like the editor).
			$kiosk_id = wp_insert_post(
				array(
					'post_type'    => $kiosk_args[1],
					'post_title'   => $kiosk_args[2],
					'post_content' => $kiosk_args[3] ?? '',
					'post_name'    => $kiosk_args[4] ?? '',
					'post_status'  => 'publish',
					'post_author'  => 1,
					'post_category' => empty( $kiosk_args[5] ) ? array() : array( (int) wp_create_category( $kiosk_args[5] ) ),
				),
				true
			);
			if ( ! is_wp_error( $kiosk_id ) && ! empty( $kiosk_args[6] ) ) {
				set_post_thumbnail( $kiosk_id, (int) $kiosk_args[6] ); // Optional: the featured picture's attachment id.
			}
			$kiosk_result = is_wp_error( $kiosk_id ) ? array( 'error' => $kiosk_id->get_error_message() ) : array(
				'id'        => $kiosk_id,
				'permalink' => get_permalink( $kiosk_id ),
			);
			break;
		case 'option':
			update_option( $kiosk_args[1], json_decode( $kiosk_args[2], true ) );
			$kiosk_result = array( 'value' => get_option( $kiosk_args[1] ) );
			break;
		case 'attachment':
			wp_set_current_user( 1 );
			$kiosk_id = wp_insert_attachment(
				array(
					'post_title'     => $kiosk_args[2],
					'post_excerpt'   => $kiosk_args[5] ?? '',
					'post_mime_type' => 'image/jpeg',
					'post_status'    => 'inherit',
				),
				'kiosk/' . $kiosk_args[1]
			);
			wp_update_attachment_metadata(
				$kiosk_id,
				array(
					'width'  => (int) $kiosk_args[3],
					'height' => (int) $kiosk_args[4],
					'file'   => 'kiosk/' . $kiosk_args[1],
					'sizes'  => array(),
				)
			);
			update_post_meta( $kiosk_id, '_wp_attachment_image_alt', $kiosk_args[2] );
			$kiosk_result = array( 'id' => $kiosk_id );
			break;
		case 'render':
			wp();
			require ABSPATH . WPINC . '/template-loader.php';
			$kiosk_result = array( 'status' => http_response_code() ? http_response_code() : 200 );
			break;
		case 'admin':
			require_once ABSPATH . 'wp-admin/includes/admin.php';
			$kiosk_page = $kiosk_args[1] ?? 'index.php';
			parse_str( (string) parse_url( $kiosk_page, PHP_URL_QUERY ), $_GET ); // phpcs:ignore
			$GLOBALS['plugin_page'] = $_GET['page'] ?? null; // phpcs:ignore
			$pagenow = 'options-general.php'; // phpcs:ignore
			do_action( 'admin_init' );
			require ABSPATH . 'wp-admin/menu.php'; // Builds $menu/$submenu and fires admin_menu.
			$kiosk_hook = get_plugin_page_hook( (string) $GLOBALS['plugin_page'], 'options-general.php' );
			set_current_screen( $kiosk_hook ? $kiosk_hook : ( 'plugins.php' === strtok( $kiosk_page, '?' ) ? 'plugins' : 'dashboard' ) );
			$title = $kiosk_hook ? get_admin_page_title() : ''; // phpcs:ignore
			do_action( 'admin_notices' );
			if ( $kiosk_hook ) {
				if ( current_user_can( 'manage_options' ) ) {
					do_action( $kiosk_hook );
				} else {
					echo 'KIOSK-NO-ACCESS';
				}
			}
			$kiosk_result = array( 'hook' => $kiosk_hook );
			break;
		case 'registry':
			wp();
			do_action( 'wp_enqueue_scripts' );
			$kiosk_prefixed = static function ( array $names, string $prefix ): array {
				return array_values(
					array_filter(
						$names,
						static function ( $name ) use ( $prefix ) {
							return 0 === strpos( (string) $name, $prefix );
						}
					)
				);
			};
			$kiosk_result   = array(
				'wp_version' => get_bloginfo( 'version' ),
				'scripts'    => $kiosk_prefixed( array_keys( wp_scripts()->registered ), 'kiosk-' ),
				'styles'     => $kiosk_prefixed( array_keys( wp_styles()->registered ), 'kiosk-' ),
				'enqueued'   => $kiosk_prefixed( array_merge( wp_scripts()->queue, wp_styles()->queue ), 'kiosk-' ),
				'blocks'     => $kiosk_prefixed( array_keys( WP_Block_Type_Registry::get_instance()->get_all_registered() ), 'kiosk/' ),
			);
			break;
		default:
			fwrite( STDERR, "unknown command: $kiosk_command\n" );
			$kiosk_status = 2;
	}
} catch ( Throwable $kiosk_error ) {
	$GLOBALS['kiosk_php_errors'][] = 'Uncaught ' . get_class( $kiosk_error ) . ': ' . $kiosk_error->getMessage() . ' in ' . $kiosk_error->getFile() . ':' . $kiosk_error->getLine();
	$kiosk_status                  = 1;
}
$GLOBALS['kiosk_result'] = $kiosk_result;
exit( $kiosk_status );
