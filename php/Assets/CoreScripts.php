<?php
/**
 * WordPress core's scripts on the shop's pages, joined into one file.
 *
 * The cart and the checkout need about twenty of core's scripts (React,
 * wp-data with its dependencies, api-fetch, i18n), each its own request.
 * On a phone every request costs main-thread time to issue, whether or not
 * the file is cached: in loads of the demo checkout at 4× CPU, one file
 * brought the first paint about 150 ms sooner and the place-order button
 * 30–160 ms sooner (issue 16's note). WordPress joins its scripts this way
 * only in wp-admin (load-scripts.php).
 *
 * On a page that renders Kiosk's cart or checkout block, the first core
 * script printed is replaced by one file holding it and every core script
 * printed after it whose dependencies come before it, in WordPress's order;
 * the others then print no tag. Their translations and `after` inline
 * scripts still print where WordPress puts them, so after the file, and
 * before any script that depends on them (core's packages read their
 * translated strings when called, not while their file runs). A core
 * script with a `before` inline script, a loading strategy or a source
 * outside wp-includes/js is left as it is, and so is everything that
 * depends on it.
 *
 * Where only wp-data asks for wp-compose (ComposeHooks), the file holds
 * Kiosk's small wp-compose (the four functions wp-data calls) in place of
 * core's, and the core scripts only core's wp-compose needs (wp-dom,
 * wp-keycodes, wp-undo-manager) are left out: neither in the file nor
 * printed, so `window.wp.dom` and the others are absent. A script enqueued
 * after the file printed that needs the rest of wp-compose would find it
 * missing; `kiosk_leave_out_compose_hooks` keeps core's, and
 * `kiosk_join_core_scripts` turns joining off.
 *
 * The file is written once into uploads/kiosk-scripts/, named by a hash of
 * the handles, their sources, versions and file sizes and times, so an
 * update of WordPress gives a new name. Where it cannot be written, the
 * scripts print as usual. `kiosk_join_core_scripts` turns it off.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Joins core's scripts on the cart and checkout pages.
 */
final class CoreScripts {

	/** The joined file's folder inside uploads. */
	const FOLDER = 'kiosk-scripts';

	/** The joined file's script id. */
	const SCRIPT_ID = 'kiosk-core-scripts-js';

	/**
	 * Whether this page renders a block that wants core's scripts joined.
	 *
	 * @var bool
	 */
	private static $wanted = false;

	/**
	 * The handles inside a joined file printed in this request.
	 *
	 * @var array<string, true>
	 */
	private static $joined = array();

	/**
	 * The handles left out of this request's page (ComposeHooks).
	 *
	 * @var array<string, true>
	 */
	private static $left_out = array();

	/**
	 * Adds the tag filter.
	 */
	public function hook(): void {
		add_filter( 'script_loader_tag', array( self::class, 'tag' ), 20, 2 );
	}

	/**
	 * Called by a block that renders on this page (the cart, the checkout).
	 */
	public static function want(): void {
		self::$wanted = true;
	}

	/**
	 * Forgets this request's state (tests).
	 */
	public static function reset(): void {
		self::$wanted   = false;
		self::$joined   = array();
		self::$left_out = array();
	}

	/**
	 * What WordPress prints for a script (its translations, inline scripts
	 * and tag): the joined file in place of the first core script's tag, no
	 * tag for the ones it holds, unchanged for every other script.
	 *
	 * @param string $tag    What WordPress would print.
	 * @param string $handle The handle.
	 */
	public static function tag( $tag, $handle ) {
		$handle = (string) $handle;
		if ( isset( self::$left_out[ $handle ] ) ) {
			return '';
		}
		if ( isset( self::$joined[ $handle ] ) ) {
			return self::replace_tag( (string) $tag, $handle, '' );
		}
		if ( ! self::$wanted || is_admin() || ! apply_filters( 'kiosk_join_core_scripts', true ) ) {
			return $tag;
		}
		$scripts = wp_scripts();
		if ( ! self::can_join( $scripts, $handle ) ) {
			// Not a core script: nothing to join from here, and no need to
			// work out the page's wp-compose for it.
			return $tag;
		}
		$compose  = ComposeHooks::on_page( $scripts );
		$left_out = array_values( array_intersect( $compose['left_out'], $scripts->to_do ) );
		$members  = self::members( $scripts, $handle, $left_out );
		if ( count( $members ) < 2 ) {
			return $tag;
		}
		$url = self::file( $scripts, $members, $compose['small'] ? array( 'wp-compose' => $compose['small']['file'] ) : array() );
		if ( null === $url ) {
			return $tag;
		}
		// `data-handles` tells Kiosk's script loader (load-script.ts) which
		// handles have run, as `{handle}-js` does for a script of its own.
		$joined  = sprintf( "<script id=\"%s\" src=\"%s\" data-handles=\"%s\"></script>\n", esc_attr( self::SCRIPT_ID ), esc_url( $url ), esc_attr( implode( ' ', $members ) ) );
		$printed = self::replace_tag( (string) $tag, $handle, $joined );
		if ( $printed === $tag ) {
			// Another filter rewrote the tag beyond recognition: leave all as is.
			return $tag;
		}
		foreach ( $members as $member ) {
			self::$joined[ $member ] = true;
		}
		self::$left_out = array_fill_keys( $left_out, true );
		return $printed;
	}

	/**
	 * Replaces a handle's external script element (`id="{handle}-js"`),
	 * keeping its translations and inline scripts around it.
	 *
	 * @param string $printed     What WordPress prints for the handle.
	 * @param string $handle      The handle.
	 * @param string $replacement What goes in its place.
	 */
	private static function replace_tag( string $printed, string $handle, string $replacement ): string {
		$element = '#<script\b[^>]*\bid=(["\'])' . preg_quote( $handle . '-js', '#' ) . '\1[^>]*>\s*</script>\n?#';
		return (string) preg_replace( $element, addcslashes( $replacement, '\\$' ), $printed, 1 );
	}

	/**
	 * The core scripts the file holds, in print order: `$first` and each
	 * later one in this print pass that can join and whose dependencies
	 * are printed already or in the file before it.
	 *
	 * @param \WP_Scripts $scripts  The scripts.
	 * @param string      $first    The handle being printed.
	 * @param string[]    $left_out Handles the page goes without.
	 * @return string[]
	 */
	private static function members( \WP_Scripts $scripts, string $first, array $left_out ): array {
		$queue = array_values( $scripts->to_do );
		$start = array_search( $first, $queue, true );
		if ( false === $start || ! self::can_join( $scripts, $first ) ) {
			return array();
		}
		$group   = (int) ( $scripts->groups[ $first ] ?? 0 );
		$done    = array_fill_keys( array_merge( $scripts->done, $left_out ), true );
		$members = array();
		foreach ( array_slice( $queue, (int) $start ) as $handle ) {
			if ( isset( $done[ $handle ] ) || (int) ( $scripts->groups[ $handle ] ?? 0 ) > $group || ! self::can_join( $scripts, $handle ) ) {
				continue;
			}
			foreach ( $scripts->registered[ $handle ]->deps as $dependency ) {
				if ( ! isset( $done[ $dependency ] ) && ! in_array( $dependency, $members, true ) ) {
					continue 2;
				}
			}
			$members[] = $handle;
		}
		return $members;
	}

	/**
	 * Whether a handle can go into the file: one of core's own scripts, read
	 * from disk, with no `before` inline script, no loading strategy and no
	 * condition.
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @param string      $handle  The handle.
	 */
	private static function can_join( \WP_Scripts $scripts, string $handle ): bool {
		$script = $scripts->registered[ $handle ] ?? null;
		if ( ! $script || ! is_string( $script->src ) || 0 !== strpos( $script->src, '/' . WPINC . '/js/' ) ) {
			return false;
		}
		foreach ( array( 'before', 'strategy', 'conditional' ) as $key ) {
			if ( $scripts->get_data( $handle, $key ) ) {
				return false;
			}
		}
		return is_readable( self::path( $script->src ) );
	}

	/**
	 * A core script's file on disk.
	 *
	 * @param string $src The registered source (`/wp-includes/js/…`).
	 */
	private static function path( string $src ): string {
		return ABSPATH . ltrim( $src, '/' );
	}

	/**
	 * The joined file's URL, written first if it is not there yet; null when
	 * it cannot be written.
	 *
	 * @param \WP_Scripts           $scripts The scripts.
	 * @param string[]              $members The handles, in order.
	 * @param array<string, string> $instead Files that stand in for handles (Kiosk's small wp-compose).
	 */
	private static function file( \WP_Scripts $scripts, array $members, array $instead ): ?string {
		$key   = array();
		$paths = array();
		foreach ( $members as $handle ) {
			$script           = $scripts->registered[ $handle ];
			$path             = $instead[ $handle ] ?? self::path( $script->src );
			$paths[ $handle ] = $path;
			$key[]            = implode( ':', array( $handle, $path, (string) $script->ver, (string) filesize( $path ), (string) filemtime( $path ) ) );
		}
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return null;
		}
		$name = 'core-' . substr( md5( implode( '|', $key ) ), 0, 20 ) . '.js';
		$dir  = trailingslashit( $uploads['basedir'] ) . self::FOLDER;
		$url  = trailingslashit( $uploads['baseurl'] ) . self::FOLDER . '/' . $name;
		if ( is_file( $dir . '/' . $name ) ) {
			return $url;
		}
		$body = '';
		foreach ( $members as $handle ) {
			$code = file_get_contents( $paths[ $handle ] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local core file, or Kiosk's own.
			if ( false === $code ) {
				return null;
			}
			// A file may end inside a line comment or without a semicolon.
			$body .= '/* ' . $handle . " */\n" . $code . "\n;\n";
		}
		return self::write( $dir, $name, $body ) ? $url : null;
	}

	/**
	 * Writes the file atomically (a page printing it at the same moment sees
	 * the whole file or none), and removes joined files older than a day:
	 * they were written for other versions or other script sets (or are a
	 * write that was cut off), and only uncached pages (the cart, the
	 * checkout) name them.
	 *
	 * @param string $dir  The folder.
	 * @param string $name The file name.
	 * @param string $body The joined scripts.
	 */
	private static function write( string $dir, string $name, string $body ): bool {
		if ( ! wp_mkdir_p( $dir ) || ! wp_is_writable( $dir ) ) {
			return false;
		}
		$temporary = $dir . '/' . $name . '.' . wp_generate_password( 8, false ) . '.tmp';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- direct writes into uploads, as WordPress's own image editors do.
		if ( false === file_put_contents( $temporary, $body ) ) {
			return false;
		}
		if ( ! rename( $temporary, $dir . '/' . $name ) ) {
			wp_delete_file( $temporary );
			return false;
		}
		// phpcs:enable
		foreach ( (array) glob( $dir . '/core-*' ) as $old ) {
			if ( basename( (string) $old ) !== $name && filemtime( (string) $old ) < time() - DAY_IN_SECONDS ) {
				wp_delete_file( (string) $old );
			}
		}
		return true;
	}
}
