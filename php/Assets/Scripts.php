<?php
/**
 * Registers Kiosk's script handles from the build manifests, with their
 * translations, the inline `window.kioskSettings` and their stylesheets.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

use Kiosk\Plugin;

/**
 * Script handles `kiosk-{name}`.
 */
final class Scripts {

	/** The handle that carries the inline settings; every Kiosk handle depends on it. */
	const SETTINGS_HANDLE = 'kiosk-settings';

	/**
	 * The scripts every magazine page loads, deferred: none of them is
	 * needed to paint, and a parser-blocking script at the end of the body
	 * still holds back the first paint in Lighthouse's model (about 0.4 s
	 * on the article, session 8). WordPress keeps a handle blocking when
	 * something printed after it needs it.
	 */
	const DEFERRED = array( 'kiosk-magazine', 'kiosk-magazine-header', 'kiosk-mini-cart', 'kiosk-order-attribution' );

	/** The stores' handle: the cart, the checkout and their editors load it. */
	const DATA_HANDLE = 'kiosk-data';

	/**
	 * Registered entries, keyed by handle.
	 *
	 * @var array<string, array>
	 */
	private $entries = array();

	/**
	 * Whether the settings were attached in this request.
	 *
	 * @var bool
	 */
	private $settings_attached = false;

	/**
	 * Whether the address settings were attached in this request.
	 *
	 * @var bool
	 */
	private $address_attached = false;

	/**
	 * The inline settings (`window.kioskSettings`).
	 *
	 * @var Settings
	 */
	private $settings;

	/**
	 * Kiosk's handles, printed with $settings.
	 *
	 * @param Settings $settings This request's settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Adds the print-time hooks.
	 */
	public function hook(): void {
		foreach ( array( 'wp_print_scripts', 'wp_print_footer_scripts', 'admin_print_footer_scripts' ) as $hook ) {
			add_action( $hook, array( $this, 'attach' ), 1 );
		}
		add_action( 'wp_print_footer_scripts', array( $this, 'enqueue_styles' ), 2 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_styles' ), 1000 );
	}

	/**
	 * The manifest reader for the build directory (filterable for tests and
	 * custom deployments: `kiosk_build_dir`, `kiosk_build_url`).
	 */
	public static function manifest(): Manifest {
		$dir = (string) apply_filters( 'kiosk_build_dir', Plugin::dir() . 'build' );
		$url = (string) apply_filters( 'kiosk_build_url', Plugin::url() . '/build' );
		return new Manifest( $dir, $url );
	}

	/**
	 * Registers every built entry as a script handle.
	 */
	public function register(): void {
		wp_register_script( self::SETTINGS_HANDLE, false, array(), KIOSK_VERSION, true );

		$languages     = Plugin::dir() . 'languages';
		$this->entries = self::manifest()->entries();
		foreach ( $this->entries as $handle => $entry ) {
			$deps = $entry['deps'];
			array_unshift( $deps, self::SETTINGS_HANDLE );
			$args = array( 'in_footer' => true );
			if ( in_array( $handle, self::DEFERRED, true ) ) {
				$args['strategy'] = 'defer';
			}
			wp_register_script( $handle, $entry['src'], array_values( array_unique( $deps ) ), $entry['version'], $args );
			if ( in_array( 'wp-i18n', $entry['deps'], true ) ) {
				wp_set_script_translations( $handle, 'kiosk', $languages );
			}
			if ( $entry['style'] ) {
				wp_register_style( $handle, $entry['style'], array(), $entry['version'] );
			}
		}
	}

	/**
	 * The registered entries, keyed by handle.
	 *
	 * @return array<string, array>
	 */
	public function entries(): array {
		return $this->entries;
	}

	/**
	 * Whether a Kiosk handle was built and registered.
	 *
	 * @param string $handle Handle.
	 */
	public function has( string $handle ): bool {
		return isset( $this->entries[ $handle ] ) && wp_script_is( $handle, 'registered' );
	}

	/**
	 * Enqueues a Kiosk handle when it exists.
	 *
	 * @param string $handle Handle.
	 */
	public function enqueue( string $handle ): bool {
		if ( ! $this->has( $handle ) ) {
			return false;
		}
		wp_enqueue_script( $handle );
		return true;
	}

	/**
	 * Right before scripts print: the settings, and the address settings
	 * where `kiosk-data` prints.
	 */
	public function attach(): void {
		$this->attach_settings();
		$this->attach_address_settings();
	}

	/**
	 * Attaches `window.kioskSettings` to the settings handle, once, right
	 * before scripts print (so it reflects the current user).
	 */
	public function attach_settings(): void {
		if ( $this->settings_attached || ! wp_script_is( self::SETTINGS_HANDLE, 'registered' ) ) {
			return;
		}
		$this->settings_attached = true;
		wp_add_inline_script( self::SETTINGS_HANDLE, $this->settings->inline_script(), 'after' );
	}

	/**
	 * Adds the address settings (Settings::address()) before `kiosk-data`,
	 * once, where it prints: the pages whose blocks fill address forms. A
	 * page that only might open the mini cart does not carry them.
	 */
	public function attach_address_settings(): void {
		if ( $this->address_attached || ! wp_script_is( self::DATA_HANDLE, 'enqueued' ) ) {
			return;
		}
		$this->address_attached = true;
		wp_add_inline_script( self::DATA_HANDLE, Settings::address_inline_script(), 'before' );
	}

	/**
	 * Enqueues the stylesheet of every enqueued Kiosk script (and of its
	 * Kiosk dependencies), so CSS emitted by an entry follows its script.
	 */
	public function enqueue_styles(): void {
		if ( ! $this->entries ) {
			return;
		}
		$scripts = wp_scripts();
		$queue   = $scripts->queue;
		$needed  = array();
		$visit   = function ( $handle ) use ( &$visit, &$needed, $scripts ) {
			if ( isset( $needed[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				return;
			}
			$needed[ $handle ] = true;
			foreach ( $scripts->registered[ $handle ]->deps as $dep ) {
				$visit( $dep );
			}
		};
		foreach ( $queue as $handle ) {
			$visit( $handle );
		}
		foreach ( array_keys( $needed ) as $handle ) {
			if ( ! empty( $this->entries[ $handle ]['style'] ) ) {
				wp_enqueue_style( $handle );
			}
		}
	}
}
