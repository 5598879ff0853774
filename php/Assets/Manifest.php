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
	 * The build directory's URL.
	 */
	public function url(): string {
		return $this->url;
	}

	/**
	 * The entries found, keyed by handle (`kiosk-{name}`). Any subset of the
	 * entries may exist; a manifest without its script is skipped, and so is
	 * a manifest that does not return an array.
	 *
	 * @return array<string, array{name: string, src: string, file: string, deps: string[], version: string, style: string}>
	 */
	public function entries(): array {
		$entries = array();
		$files   = glob( $this->dir . '*.asset.php' );
		if ( ! $files ) {
			return $entries;
		}
		sort( $files );
		foreach ( $files as $file ) {
			$entry = $this->entry( substr( basename( $file ), 0, -strlen( '.asset.php' ) ) );
			if ( $entry ) {
				$entries[ 'kiosk-' . $entry['name'] ] = $entry;
			}
		}
		return $entries;
	}

	/**
	 * One entry by name (`build/{name}.js`), or null when its script or
	 * manifest is missing or unreadable.
	 *
	 * @param string $name The entry's name.
	 * @return array{name: string, src: string, file: string, deps: string[], version: string, style: string}|null
	 */
	public function entry( string $name ): ?array {
		$manifest = $this->dir . $name . '.asset.php';
		if ( '' === $name || ! preg_match( '/^[a-z0-9][a-z0-9-]*$/', $name ) || ! is_readable( $manifest ) || ! is_readable( $this->dir . $name . '.js' ) ) {
			return null;
		}
		$asset = include $manifest;
		if ( ! is_array( $asset ) ) {
			return null;
		}
		return array(
			'name'    => $name,
			'src'     => $this->url . $name . '.js',
			'file'    => $this->dir . $name . '.js',
			'deps'    => isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? array_values( array_map( 'strval', $asset['dependencies'] ) ) : array(),
			'version' => isset( $asset['version'] ) ? (string) $asset['version'] : (string) filemtime( $manifest ),
			'style'   => is_readable( $this->dir . $name . '.css' ) ? $this->url . $name . '.css' : '',
		);
	}
}
