<?php
/**
 * Every PHP file: `php -l`, the ABSPATH guard, and a German translation
 * for every translatable string (languages/de_DE/php.po).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

/**
 * Static checks over kiosk.php and php/.
 */
final class CodeTest extends TestCase {

	/**
	 * The plugin's and the theme's PHP files.
	 *
	 * @return string[]
	 */
	private static function files(): array {
		$root  = getenv( 'KIOSK_ROOT' );
		$files = array( "$root/kiosk.php" );
		$it    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( "$root/php", \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $it as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$files[] = $file->getPathname();
			}
		}
		sort( $files );
		return $files;
	}

	public function test_every_php_file_passes_php_lint(): void {
		$root  = getenv( 'KIOSK_ROOT' );
		$files = array_merge( self::files(), glob( "$root/tests/php/{cases,lib,bin}/*.php", GLOB_BRACE ), array( "$root/tests/php/bootstrap.php" ) );
		$bad   = array();
		foreach ( $files as $file ) {
			exec( escapeshellarg( PHP_BINARY ) . ' -l ' . escapeshellarg( $file ) . ' 2>&1', $out, $status );
			if ( 0 !== $status ) {
				$bad[] = $file . ': ' . implode( ' ', $out );
			}
			$out = array();
		}
		$this->assertGreaterThan( 20, count( $files ) );
		$this->assertSame( array(), $bad );
	}

	public function test_every_plugin_and_theme_file_has_the_abspath_guard(): void {
		$missing = array();
		foreach ( self::files() as $file ) {
			if ( ! preg_match( "/defined\\( 'ABSPATH' \\) \\|\\| exit;/", (string) file_get_contents( $file ) ) ) {
				$missing[] = $file;
			}
		}
		$this->assertSame( array(), $missing );
	}

	public function test_every_translatable_php_string_has_a_german_translation(): void {
		// Every German fragment (languages/de_DE/*.po) goes into the one catalogue PHP loads.
		$po = implode( "\n", array_map( 'file_get_contents', glob( getenv( 'KIOSK_ROOT' ) . '/languages/de_DE/*.po' ) ) );
		preg_match_all( '/^msgid "((?:[^"\\\\]|\\\\.)*)"\\s*\\n(?:msgid_plural "[^\\n]*"\\s*\\n)?msgstr(?:\\[0\\])? "((?:[^"\\\\]|\\\\.)+)"/m', $po, $entries );
		$translated = array_flip( array_map( 'stripcslashes', $entries[1] ) );
		$missing    = array();
		$found      = 0;
		foreach ( self::files() as $file ) {
			$source = (string) file_get_contents( $file );
			preg_match_all( "/\\b(?:__|esc_html__|esc_attr__|_e|esc_html_e|esc_attr_e|_x|_n)\\(\\s*'((?:[^'\\\\]|\\\\.)*)'/", $source, $calls );
			$found += count( $calls[1] );
			foreach ( $calls[1] as $string ) {
				$string = str_replace( "\\'", "'", $string );
				if ( ! isset( $translated[ $string ] ) ) {
					$missing[] = $string . '  (' . basename( $file ) . ')';
				}
			}
			if ( preg_match_all( "/\\b(?:__|esc_html__|esc_attr__|_e|esc_html_e|esc_attr_e|_x|_n)\\([^;]*?'kiosk'/", $source ) ) {
				$this->assertDoesNotMatchRegularExpression( "/\\b(?:__|esc_html__|esc_attr__|_e|esc_html_e|esc_attr_e)\\(\\s*'[^']*'\\s*,\\s*'(?!kiosk')/", $source, "$file: text domain is kiosk" );
			}
		}
		$this->assertGreaterThan( 80, $found, 'the scan finds the strings' );
		$this->assertSame( array(), array_values( array_unique( $missing ) ) );
	}
}
