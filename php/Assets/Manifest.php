<?php
/**
 * Reads the `build/*.asset.php` manifests that @wordpress/scripts writes.
 *
 * @package Kiosk
 */

namespace Kiosk\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * The built entries: handle, file, dependencies and version.
 */
final class Manifest {

	/**
	 * Absolute build directory, with a trailing slash.
	 *
	 * @var string
	 */
	private $dir;

	/**
	 * Build directory URL, with a trailing slash.
	 *
	 * @var string
	 */
	private $url;

	/**
	 * Constructor.
	 *
	 * @param string $dir Build directory.
	 * @param string $url Build directory URL.
	 */
	public function __construct( string $dir, string $url ) {
		$this->dir = trailingslashit( $dir );
		$this->url = trailingslashit( $url );
	}

	/**
	 * The build directory.
	 */
	public function dir(): string {
		return $this->dir;
	}

	/**
	 * The entries found, keyed by handle (`kiosk-{name}`). Any subset of the
	 * entries may exist; a manifest without its script is skipped, and so is
	 * a manifest that does not return an array.
	 *
	 * @return array<string, array{name: string, src: string, deps: string[], version: string, style: string}>
	 */
	public function entries(): array {
		$entries = array();
		$files   = glob( $this->dir . '*.asset.php' );
		if ( ! $files ) {
			return $entries;
		}
		sort( $files );
		foreach ( $files as $file ) {
			$name = substr( basename( $file ), 0, -strlen( '.asset.php' ) );
			if ( '' === $name || ! preg_match( '/^[a-z0-9][a-z0-9-]*$/', $name ) ) {
				continue;
			}
			if ( ! is_readable( $this->dir . $name . '.js' ) ) {
				continue;
			}
			$asset = include $file;
			if ( ! is_array( $asset ) ) {
				continue;
			}
			$deps    = isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? array_values( array_map( 'strval', $asset['dependencies'] ) ) : array();
			$version = isset( $asset['version'] ) ? (string) $asset['version'] : (string) filemtime( $file );

			$entries[ 'kiosk-' . $name ] = array(
				'name'    => $name,
				'src'     => $this->url . $name . '.js',
				'deps'    => $deps,
				'version' => $version,
				'style'   => is_readable( $this->dir . $name . '.css' ) ? $this->url . $name . '.css' : '',
			);
		}
		return $entries;
	}
}
