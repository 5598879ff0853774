<?php
/**
 * A throw-away build directory (manifests, scripts, stylesheets, block.json
 * files) that Kiosk is pointed at, for tests of the script and block wiring.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

/**
 * Writes fixture builds and removes them (and the blocks they registered).
 */
trait FixtureBuild {

	/**
	 * Fixture build directory.
	 *
	 * @var string
	 */
	private $build = '';

	/**
	 * Block names registered by a test.
	 *
	 * @var string[]
	 */
	private $blocks = array();

	/**
	 * Kiosk's blocks as the site registered them from the real build, set
	 * aside while a fixture build stands in for it.
	 *
	 * @var \WP_Block_Type[]
	 */
	private $booted_blocks = array();

	/**
	 * Writes a build directory and points Kiosk at it through its filters.
	 *
	 * @param array<string, array> $entries name → dependencies (writes name.asset.php and name.js).
	 * @param array<string, array> $blocks  relative dir → block.json data.
	 * @param string[]             $css     entry names that emit a stylesheet.
	 */
	private function write_fixture_build( array $entries, array $blocks = array(), array $css = array() ): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( $registry->get_all_registered() as $name => $type ) {
			if ( 0 === strpos( $name, 'kiosk/' ) && ! isset( $this->booted_blocks[ $name ] ) && ! in_array( $name, $this->blocks, true ) ) {
				$this->booted_blocks[ $name ] = $type;
				$registry->unregister( $name );
			}
		}
		$this->build = getenv( 'KIOSK_TMP' ) . '/build-' . uniqid();
		mkdir( $this->build . '/blocks', 0777, true );
		foreach ( $entries as $name => $deps ) {
			$list = implode( ', ', array_map( static fn( $d ) => "'" . $d . "'", $deps ) );
			file_put_contents( "$this->build/$name.asset.php", "<?php return array('dependencies' => array($list), 'version' => 'v-$name');\n" );
			file_put_contents( "$this->build/$name.js", '/* ' . $name . ' */' );
		}
		foreach ( $css as $name ) {
			file_put_contents( "$this->build/$name.css", '.a{}' );
		}
		foreach ( $blocks as $dir => $metadata ) {
			mkdir( "$this->build/blocks/$dir", 0777, true );
			file_put_contents( "$this->build/blocks/$dir/block.json", wp_json_encode( $metadata ) );
			$this->blocks[] = $metadata['name'];
		}
		$build = $this->build;
		$this->filter( 'kiosk_build_dir', static fn() => $build );
		$this->filter( 'kiosk_build_url', static fn() => plugins_url( 'build', KIOSK_FILE ) );
	}

	/**
	 * Unregisters the blocks a test registered, brings back the site's own
	 * and removes the fixture build.
	 */
	private function remove_fixture_build(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( array_merge( $this->blocks, array_keys( $this->booted_blocks ) ) as $name ) {
			if ( $registry->is_registered( $name ) ) {
				$registry->unregister( $name );
			}
		}
		foreach ( $this->booted_blocks as $type ) {
			$registry->register( $type );
		}
		$this->blocks        = array();
		$this->booted_blocks = array();
		if ( $this->build && is_dir( $this->build ) ) {
			exec( 'rm -rf ' . escapeshellarg( $this->build ) );
		}
		$this->build = '';
	}
}
