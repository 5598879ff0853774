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
 * Nothing is written to disk (issue 45; issue 44's web nodes share no
 * disk). The file's address names its content: a key from the handles,
 * their sources and versions, Kiosk's small wp-compose's version and the
 * WordPress version (no file times), and the handle list itself
 * (`/kiosk-core-scripts/{key}/{core|small}/{handles}`, or the same as
 * query arguments where the site has no pretty permalinks). Any node with
 * the same versions installed answers it (serve(), on `init`) with the same
 * bytes, joined from core's files in memory, cached for a year as
 * immutable; a key it does not compute itself (another version) gets a 404.
 * Should the file not load or not run (blocked, a 404 during an update),
 * the small inline script after its tag writes core's separate tags in its
 * place (`document.write` while the page parses, so they run in the same
 * order before everything after them): the page works as without joining.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Joins core's scripts on the cart and checkout pages.
 */
final class CoreScripts {

	/** The first path segment (and query argument) of the joined file's address. */
	const ENDPOINT = 'kiosk-core-scripts';

	/** The global the joined file sets to its key as its last statement. */
	const RAN = 'kioskCoreScripts';

	/** The joined file's script id. */
	const SCRIPT_ID = 'kiosk-core-scripts-js';

	/**
	 * The scripts this page may load later, which decide its wp-compose
	 * together with those it prints (ComposeHooks::on_page()).
	 *
	 * @var LazyScripts
	 */
	private $lazy_scripts;

	/**
	 * The joiner for a page whose later scripts $lazy_scripts lists.
	 *
	 * @param LazyScripts $lazy_scripts This request's lazy script lists.
	 */
	public function __construct( LazyScripts $lazy_scripts ) {
		$this->lazy_scripts = $lazy_scripts;
	}

	/**
	 * Whether this page renders a block that wants core's scripts joined
	 * (the request's state lives in the instance Plugin wires, not in statics).
	 *
	 * @var bool
	 */
	private $wanted = false;

	/**
	 * The handles inside a joined file printed in this request.
	 *
	 * @var array<string, true>
	 */
	private $joined = array();

	/**
	 * The handles left out of this request's page (ComposeHooks).
	 *
	 * @var array<string, true>
	 */
	private $left_out = array();

	/**
	 * Adds the tag filter.
	 */
	public function hook(): void {
		add_filter( 'script_loader_tag', array( $this, 'tag' ), 20, 2 );
		add_action( 'init', array( self::class, 'serve' ), 1 );
	}

	/**
	 * Called when a block that wants them renders on this page (the cart,
	 * the checkout: AssetPlan, which gets this request's instance through
	 * its constructor).
	 */
	public function want(): void {
		$this->wanted = true;
	}

	/**
	 * Whether a block on this page asked for core's scripts joined.
	 */
	public function wanted(): bool {
		return $this->wanted;
	}

	/**
	 * Forgets this request's state (tests).
	 */
	public function reset(): void {
		$this->wanted   = false;
		$this->joined   = array();
		$this->left_out = array();
	}

	/**
	 * What WordPress prints for a script (its translations, inline scripts
	 * and tag): the joined file in place of the first core script's tag, no
	 * tag for the ones it holds, unchanged for every other script.
	 *
	 * @param string $tag    What WordPress would print.
	 * @param string $handle The handle.
	 */
	public function tag( $tag, $handle ) {
		$handle = (string) $handle;
		if ( isset( $this->left_out[ $handle ] ) ) {
			return '';
		}
		if ( isset( $this->joined[ $handle ] ) ) {
			return self::replace_tag( (string) $tag, $handle, '' );
		}
		if ( ! $this->wanted || is_admin() || ! apply_filters( 'kiosk_join_core_scripts', true ) ) {
			return $tag;
		}
		$scripts = wp_scripts();
		if ( ! self::can_join( $scripts, $handle ) ) {
			// Not a core script: nothing to join from here, and no need to
			// work out the page's wp-compose for it.
			return $tag;
		}
		$compose  = ComposeHooks::on_page( $scripts, $this->lazy_scripts->later() );
		$left_out = array_values( array_intersect( $compose['left_out'], $scripts->to_do ) );
		$members  = self::members( $scripts, $handle, $left_out );
		if ( count( $members ) < 2 ) {
			return $tag;
		}
		$small = null !== $compose['small'] && in_array( 'wp-compose', $members, true );
		$key   = self::key( $scripts, $members, $small );
		if ( null === $key ) {
			return $tag;
		}
		// `data-handles` tells Kiosk's script loader (load-script.ts) which
		// handles have run, as `{handle}-js` does for a script of its own.
		$joined  = sprintf( "<script id=\"%s\" src=\"%s\" data-handles=\"%s\"></script>\n", esc_attr( self::SCRIPT_ID ), esc_url( self::url( $key, $members, $small ) ), esc_attr( implode( ' ', $members ) ) );
		$joined .= self::fallback( $scripts, $key, $members, $small ? $compose['small'] : null );
		$printed = self::replace_tag( (string) $tag, $handle, $joined );
		if ( $printed === $tag ) {
			// Another filter rewrote the tag beyond recognition: leave all as is.
			return $tag;
		}
		foreach ( $members as $member ) {
			$this->joined[ $member ] = true;
		}
		$this->left_out = array_fill_keys( $left_out, true );
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
	 * The file a handle of the joined file comes from: core's own, under
	 * wp-includes/js, or Kiosk's small wp-compose in wp-compose's place; null
	 * when it is neither (the address cannot name any other file).
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @param string      $handle  The handle.
	 * @param bool        $small   Whether Kiosk's small wp-compose stands in for core's.
	 */
	private static function source( \WP_Scripts $scripts, string $handle, bool $small ): ?string {
		if ( $small && 'wp-compose' === $handle ) {
			$entry = Scripts::manifest()->entry( ComposeHooks::SMALL );
			return $entry && is_readable( $entry['file'] ) ? $entry['file'] : null;
		}
		$script = $scripts->registered[ $handle ] ?? null;
		if ( ! $script || ! is_string( $script->src ) || 0 !== strpos( $script->src, '/' . WPINC . '/js/' ) ) {
			return null;
		}
		$path = realpath( self::path( $script->src ) );
		$root = realpath( ABSPATH . WPINC . '/js' );
		return $path && $root && 0 === strpos( $path, $root . DIRECTORY_SEPARATOR ) && is_readable( $path ) ? $path : null;
	}

	/**
	 * The key naming the joined file's content: the same on every node with
	 * the same WordPress and Kiosk installed (versions and handles, no file
	 * times); null when a handle has no file to join.
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @param string[]    $members The handles, in order.
	 * @param bool        $small   Whether Kiosk's small wp-compose stands in for core's.
	 */
	public static function key( \WP_Scripts $scripts, array $members, bool $small ): ?string {
		$entry = $small ? Scripts::manifest()->entry( ComposeHooks::SMALL ) : null;
		$parts = array( 'wordpress:' . get_bloginfo( 'version' ), 'small:' . ( $entry ? $entry['version'] : '-' ) );
		foreach ( $members as $handle ) {
			if ( null === self::source( $scripts, $handle, $small ) ) {
				return null;
			}
			$script  = $scripts->registered[ $handle ];
			$parts[] = implode( ':', array( $handle, (string) $script->src, (string) $script->ver ) );
		}
		return substr( md5( implode( '|', $parts ) ), 0, 20 );
	}

	/**
	 * The joined file's address: its key, whether wp-compose is Kiosk's
	 * small one, and the handles, so any node can answer it.
	 *
	 * @param string   $key     The key.
	 * @param string[] $members The handles, in order.
	 * @param bool     $small   Whether Kiosk's small wp-compose stands in for core's.
	 */
	public static function url( string $key, array $members, bool $small ): string {
		$kind = $small ? 'small' : 'core';
		if ( get_option( 'permalink_structure' ) ) {
			// No `.js` ending: a web server's rule for static files (nginx
			// `location ~* \.js$ { try_files $uri =404; }`) would answer it
			// from the disk, where it is not, instead of WordPress.
			return home_url( '/' . self::ENDPOINT . '/' . $key . '/' . $kind . '/' . implode( ',', $members ) );
		}
		return add_query_arg(
			array(
				self::ENDPOINT => $key,
				'kind'         => $kind,
				'load'         => implode( ',', $members ),
			),
			home_url( '/' )
		);
	}

	/**
	 * The inline script after the joined file's tag: unless the file ran
	 * (it sets `window.kioskCoreScripts` to its key last), it writes core's
	 * separate tags in its place while the page parses, so they run in the
	 * same order, before the translations and inline scripts after it.
	 *
	 * @param \WP_Scripts                                     $scripts The scripts.
	 * @param string                                          $key     The key.
	 * @param string[]                                        $members The handles, in order.
	 * @param array{src: string, version: string}|null $small   Kiosk's small wp-compose's build entry, when it stands in.
	 */
	private static function fallback( \WP_Scripts $scripts, string $key, array $members, ?array $small ): string {
		$tags = '';
		foreach ( $members as $handle ) {
			$entry = null !== $small && 'wp-compose' === $handle ? LazyScripts::small_compose( $small ) : LazyScripts::entry( $scripts, $handle );
			if ( null === $entry ) {
				return '';
			}
			$tags .= sprintf( '<script src="%s" id="%s"></script>', esc_url( $entry['src'] ), esc_attr( $handle . '-js' ) );
		}
		$code = sprintf( 'window.%s===%s||document.write(%s);', self::RAN, wp_json_encode( $key ), wp_json_encode( $tags ) );
		return wp_get_inline_script_tag( $code, array( 'id' => self::SCRIPT_ID . '-fallback' ) );
	}

	/**
	 * The joined file named by this request's address, or null when the
	 * request is for something else. A malformed address under the endpoint
	 * names nothing (an empty key).
	 *
	 * @return array{key: string, small: bool, members: string[]}|null
	 */
	public static function requested(): ?array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a public, read-only file.
		if ( isset( $_GET[ self::ENDPOINT ] ) ) {
			$key  = sanitize_key( wp_unslash( $_GET[ self::ENDPOINT ] ) );
			$kind = isset( $_GET['kind'] ) ? sanitize_key( wp_unslash( $_GET['kind'] ) ) : '';
			$load = isset( $_GET['load'] ) ? sanitize_text_field( wp_unslash( $_GET['load'] ) ) : '';
			// phpcs:enable
		} else {
			$uri  = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
			$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
			$base = rtrim( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ), '/' ) . '/' . self::ENDPOINT . '/';
			if ( 0 !== strpos( $path, $base ) ) {
				return null;
			}
			$found = preg_match( '#^([0-9a-f]{20})/(core|small)/([a-z0-9_,.-]+)$#', substr( $path, strlen( $base ) ), $parts );
			$key   = $found ? $parts[1] : '';
			$kind  = $found ? $parts[2] : '';
			$load  = $found ? $parts[3] : '';
		}
		return array(
			'key'     => (string) $key,
			'small'   => 'small' === $kind,
			'members' => array_values( array_filter( explode( ',', (string) $load ) ) ),
		);
	}

	/**
	 * The answer to a request for a joined file: 200 and the file when this
	 * site computes the same key for its handles, else 404.
	 *
	 * @param array{key: string, small: bool, members: string[]} $request What the address names.
	 * @return array{0: int, 1: string} Status and body.
	 */
	public static function response( array $request ): array {
		$members = $request['members'];
		if ( ! $members || count( $members ) > 64 || count( array_unique( $members ) ) !== count( $members ) || 20 !== strlen( $request['key'] ) ) {
			return array( 404, '' );
		}
		$scripts = wp_scripts();
		$key     = self::key( $scripts, $members, $request['small'] );
		if ( null === $key || ! hash_equals( $key, $request['key'] ) ) {
			return array( 404, '' );
		}
		$body = '';
		foreach ( $members as $handle ) {
			$code = file_get_contents( (string) self::source( $scripts, $handle, $request['small'] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local core file, or Kiosk's own.
			if ( false === $code ) {
				return array( 404, '' );
			}
			// A file may end inside a line comment or without a semicolon.
			$body .= '/* ' . $handle . " */\n" . $code . "\n;\n";
		}
		return array( 200, $body . 'window.' . self::RAN . '=' . wp_json_encode( $key ) . ";\n" );
	}

	/**
	 * Answers a request for a joined file (on `init`, before anything else
	 * of the page) and ends it: the file, cached for a year as immutable (its
	 * address names its content), or a 404 nobody caches.
	 */
	public static function serve(): void {
		$request = self::requested();
		if ( null === $request ) {
			return;
		}
		list( $status, $body ) = self::response( $request );
		status_header( $status );
		header( 'X-Content-Type-Options: nosniff' );
		if ( 200 === $status ) {
			header( 'Content-Type: text/javascript; charset=utf-8' );
			header( 'Cache-Control: public, max-age=31536000, immutable' );
			echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JavaScript, core's files and Kiosk's own.
		} else {
			header( 'Cache-Control: no-store' );
		}
		exit;
	}
}
