<?php
/**
 * Registers the shop blocks from the block.json files in build/.
 *
 * @package Kiosk
 */

namespace Kiosk\Blocks;

defined( 'ABSPATH' ) || exit;

use Kiosk\Assets\Scripts;
use Kiosk\Plugin;

/**
 * Block registration.
 */
final class Blocks {

	/**
	 * The block.json files under build/blocks (inner blocks included), parents first.
	 *
	 * @return string[]
	 */
	public static function metadata_files(): array {
		$root = trailingslashit( Scripts::manifest()->dir() ) . 'blocks';
		if ( ! is_dir( $root ) ) {
			return array();
		}
		$files    = array();
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			if ( 'block.json' === $file->getFilename() ) {
				$files[] = $file->getPathname();
			}
		}
		usort(
			$files,
			static function ( $a, $b ) {
				return substr_count( $a, '/' ) <=> substr_count( $b, '/' ) ?: strcmp( $a, $b );
			}
		);
		return $files;
	}

	/**
	 * Registers the plugin's main block and every built block. Returns the
	 * names registered.
	 *
	 * @return string[]
	 */
	public function register(): array {
		$names = array();
		$files = self::metadata_files();
		if ( is_readable( Plugin::dir() . 'block.json' ) ) {
			array_unshift( $files, Plugin::dir() . 'block.json' );
		}
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( $files as $file ) {
			$metadata = wp_json_file_decode( $file, array( 'associative' => true ) );
			if ( ! is_array( $metadata ) || empty( $metadata['name'] ) || $registry->is_registered( $metadata['name'] ) ) {
				continue;
			}
			$type = register_block_type( dirname( $file ) );
			if ( $type instanceof \WP_Block_Type ) {
				$names[] = $type->name;
			}
		}
		return $names;
	}
}
