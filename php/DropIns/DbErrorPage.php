<?php
/**
 * The page readers get while the database is down. WordPress shows an
 * English white page ("Error establishing a database connection") unless
 * `wp-content/db-error.php` exists; Kiosk writes that drop-in on activation
 * and removes it on deactivation.
 *
 * Safe and removable: an existing db-error.php that is not Kiosk's is never
 * touched; Kiosk's own carries a marker and is the only one it rewrites or
 * deletes. The texts are translated when the file is written (with the
 * database down, WordPress cannot know the site's language) and escaped
 * there; the file itself needs nothing but PHP.
 *
 * @package Kiosk
 */

namespace Kiosk\DropIns;

defined( 'ABSPATH' ) || exit;

/**
 * Writes and removes Kiosk's db-error.php drop-in.
 */
final class DbErrorPage {

	/** The marker that says a db-error.php is Kiosk's. */
	public const MARKER = 'kiosk-db-error-drop-in';

	/**
	 * The drop-in's path.
	 *
	 * @var string
	 */
	private $path;

	/**
	 * Constructor.
	 *
	 * @param string|null $content_dir wp-content (WP_CONTENT_DIR by default).
	 */
	public function __construct( ?string $content_dir = null ) {
		$this->path = rtrim( $content_dir ?? WP_CONTENT_DIR, '/' ) . '/db-error.php';
	}

	/**
	 * Whether the file at the drop-in's path is Kiosk's.
	 */
	public function is_ours(): bool {
		if ( ! is_readable( $this->path ) ) {
			return false;
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		return false !== strpos( (string) file_get_contents( $this->path, false, null, 0, 2048 ), self::MARKER );
	}

	/**
	 * Writes (or refreshes) the drop-in unless another db-error.php is there.
	 *
	 * @return bool Whether Kiosk's drop-in is in place afterwards.
	 */
	public function install(): bool {
		if ( file_exists( $this->path ) && ! $this->is_ours() ) {
			return false;
		}
		if ( ! wp_is_writable( dirname( $this->path ) ) ) {
			return false;
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a drop-in must be a plain file in wp-content.
		return false !== file_put_contents( $this->path, $this->source(), LOCK_EX );
	}

	/**
	 * Removes the drop-in when it is Kiosk's.
	 *
	 * @return bool Whether a file was removed.
	 */
	public function remove(): bool {
		if ( ! $this->is_ours() ) {
			return false;
		}
		wp_delete_file( $this->path );
		return ! file_exists( $this->path );
	}

	/**
	 * The drop-in's PHP: a 503 with Retry-After; JSON for REST requests (the
	 * Store API's clients show its message), a styled page for everything
	 * else that reloads itself until the database is back.
	 */
	public function source(): string {
		$message = __( 'The site is briefly unavailable because its database cannot be reached. Please try again in a minute.', 'kiosk' );
		// Said to the page's scripts, which keep what was typed.
		$kept    = __( 'The shop is briefly unavailable because its database cannot be reached. Your entries are kept: please try again in a minute.', 'kiosk' );
		$title   = __( 'Briefly unavailable', 'kiosk' );
		$reload  = __( 'Reload page', 'kiosk' );
		$note    = __( 'This page reloads itself every 30 seconds.', 'kiosk' );
		$lang    = str_replace( '_', '-', determine_locale() );
		$json    = wp_json_encode(
			array(
				'code'    => 'kiosk_database_unavailable',
				'message' => $kept,
				'data'    => array( 'status' => 503 ),
			)
		);
		$html    = '<!DOCTYPE html><html lang="' . esc_attr( $lang ) . '"><head><meta charset="utf-8">'
			. '<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="30">'
			. '<meta name="robots" content="noindex"><title>' . esc_html( $title ) . '</title><style>'
			. 'body{margin:0;font:1.125rem/1.6 system-ui,sans-serif;background:#f6f4ef;color:#1d1d1b}'
			. 'main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-top:.375rem solid #c8102e}'
			. 'h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}a{color:#c8102e;font-weight:600}'
			. '.kiosk-db-error__note{font-size:.875rem;color:#555}'
			. '</style></head><body><main class="kiosk-db-error"><h1>' . esc_html( $title ) . '</h1><p>'
			. esc_html( $message ) . '</p><p><a href="">' . esc_html( $reload ) . '</a></p>'
			. '<p class="kiosk-db-error__note">' . esc_html( $note ) . '</p></main></body></html>';

		return "<?php\n/**\n * " . self::MARKER . ': written by the Kiosk plugin (php/DropIns/DbErrorPage.php)'
			. "\n * and removed when Kiosk is deactivated. Shown by WordPress while the database is down.\n */\n\n"
			. "defined( 'ABSPATH' ) || exit;\n\n"
			. '$kiosk_uri  = isset( $_SERVER[\'REQUEST_URI\'] ) ? (string) $_SERVER[\'REQUEST_URI\'] : \'\';' . "\n"
			. '$kiosk_rest = false !== strpos( $kiosk_uri, \'/wp-json/\' ) || false !== strpos( $kiosk_uri, \'rest_route=\' );' . "\n"
			. "if ( ! headers_sent() ) {\n"
			. "\theader( 'HTTP/1.1 503 Service Unavailable', true, 503 );\n"
			. "\theader( 'Retry-After: 30' );\n"
			. "\theader( 'Cache-Control: no-store' );\n"
			. "\theader( \$kiosk_rest ? 'Content-Type: application/json; charset=utf-8' : 'Content-Type: text/html; charset=utf-8' );\n"
			. "}\n"
			. 'echo $kiosk_rest ? ' . var_export( (string) $json, true ) . ' : ' . var_export( $html, true ) . ";\n"; // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- writes escaped strings as PHP literals.
	}
}
