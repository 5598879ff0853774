<?php
/**
 * Base test case: each test runs inside a database transaction that is
 * rolled back, with a clean user, screen and script registry.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

/**
 * Base class.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * Filters added by a test, removed afterwards.
	 *
	 * @var array<int, array{0: string, 1: callable, 2: int}>
	 */
	private $added_filters = array();

	/**
	 * The script and style registries the site booted with, while a test
	 * works on fresh ones (restored afterwards: Kiosk registers its handles
	 * once, on init).
	 *
	 * @var array{0: mixed, 1: mixed}|null
	 */
	private $booted_registries = null;

	/**
	 * The query globals before a test visited a page (restored afterwards).
	 *
	 * @var array<string, mixed>|null
	 */
	private $query_globals = null;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->added_filters as $filter ) {
			remove_filter( $filter[0], $filter[1], $filter[2] );
		}
		$this->added_filters = array();
		// A rendered cart or checkout block asks for core's scripts joined.
		if ( null !== \Kiosk\Plugin::instance()->core_scripts ) {
			\Kiosk\Plugin::instance()->core_scripts->reset();
		}
		if ( null !== $this->booted_registries ) {
			list( $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ) = $this->booted_registries;
			$this->booted_registries                             = null;
		}
		if ( null !== $this->query_globals ) {
			foreach ( $this->query_globals as $name => $value ) {
				$GLOBALS[ $name ] = $value;
			}
			$this->query_globals = null;
		}
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		unset( $GLOBALS['current_screen'] );
		parent::tearDown();
	}

	/**
	 * Creates a published page and makes it the queried page, as a visit
	 * to it does (the query globals are restored after the test).
	 *
	 * @param string $content Post content.
	 */
	protected function visit_page( string $content ): int {
		if ( null === $this->query_globals ) {
			$this->query_globals = array();
			foreach ( array( 'wp_query', 'wp_the_query', 'post' ) as $name ) {
				$this->query_globals[ $name ] = $GLOBALS[ $name ] ?? null;
			}
		}
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Seite ' . uniqid(),
				'post_content' => $content,
			)
		);
		$this->assertIsInt( $id );
		$GLOBALS['wp_query']     = new \WP_Query( array( 'page_id' => $id ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$GLOBALS['post']         = get_post( $id );
		return $id;
	}

	/**
	 * Adds a filter for this test only.
	 *
	 * @param string   $hook     Hook.
	 * @param callable $callback Callback.
	 * @param int      $priority Priority.
	 * @param int      $args     Accepted args.
	 */
	protected function filter( string $hook, callable $callback, int $priority = 10, int $args = 1 ): void {
		add_filter( $hook, $callback, $priority, $args );
		$this->added_filters[] = array( $hook, $callback, $priority );
	}

	/**
	 * Logs in a user by login name.
	 *
	 * @param string $login Login.
	 */
	protected function login( string $login ): \WP_User {
		$user = get_user_by( 'login', $login );
		$this->assertInstanceOf( \WP_User::class, $user, "user $login exists" );
		wp_set_current_user( $user->ID );
		return $user;
	}

	/**
	 * Replaces the global script and style registries with fresh ones (the
	 * booted ones come back after the test).
	 */
	protected function fresh_script_registry(): \WP_Scripts {
		if ( null === $this->booted_registries ) {
			$this->booted_registries = array( $GLOBALS['wp_scripts'] ?? null, $GLOBALS['wp_styles'] ?? null );
		}
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		return wp_scripts();
	}

	/**
	 * Output of a callback.
	 *
	 * @param callable $callback Callback.
	 */
	protected function capture( callable $callback ): string {
		ob_start();
		try {
			$callback();
		} finally {
			$output = (string) ob_get_clean();
		}
		return $output;
	}

	/**
	 * Runs the CLI (tests/php/bin/wp.php) against a site; returns its report.
	 *
	 * @param array<int, string>    $args Command and arguments.
	 * @param array<string, string> $env  Extra environment.
	 * @return array{result: mixed, redirect: mixed, output: string, errors: string[], exit: int, raw: string}
	 */
	protected static function cli( array $args, array $env = array() ): array {
		$command = array_merge( array( PHP_BINARY, __DIR__ . '/../bin/wp.php' ), $args );
		$process = proc_open(
			$command,
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes,
			null,
			array_merge( getenv(), $env )
		);
		$stdout = stream_get_contents( $pipes[1] );
		$stderr = stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		$exit   = proc_close( $process );
		$report = json_decode( (string) $stdout, true );
		if ( ! is_array( $report ) ) {
			$report = array(
				'result'   => null,
				'redirect' => null,
				'output'   => (string) $stdout,
				'errors'   => array( 'unparsable CLI output: ' . substr( (string) $stdout, 0, 2000 ) . ' ' . $stderr ),
			);
		}
		if ( '' !== trim( (string) $stderr ) ) {
			$report['errors'][] = 'stderr: ' . trim( (string) $stderr );
		}
		$report['exit'] = $exit;
		$report['raw']  = (string) $stdout;
		return $report;
	}

	/**
	 * Asserts a CLI report has no PHP errors and exited cleanly.
	 *
	 * @param array  $report  Report.
	 * @param string $context What ran.
	 */
	protected function assertCleanRun( array $report, string $context ): void {
		$this->assertSame( array(), $report['errors'], "$context: PHP errors, warnings or notices" );
		$this->assertSame( 0, $report['exit'], "$context: exit status" );
	}

	/**
	 * Parses HTML into an XPath.
	 *
	 * @param string $html HTML.
	 */
	protected function xpath( string $html ): \DOMXPath {
		$doc      = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new \DOMXPath( $doc );
	}

	/**
	 * Asserts an XPath query matches at least one node.
	 *
	 * @param string $html    HTML.
	 * @param string $query   XPath.
	 * @param string $message Message.
	 */
	protected function assertHtmlHas( string $html, string $query, string $message = '' ): \DOMNodeList {
		$nodes = $this->xpath( $html )->query( $query );
		$this->assertNotFalse( $nodes, "bad XPath $query" );
		$this->assertGreaterThan( 0, $nodes->length, $message ? $message : "expected markup: $query" );
		return $nodes;
	}

	/**
	 * The ids of the script elements in HTML, in document order (read from
	 * the parsed markup, whatever quotes WordPress prints attributes with).
	 *
	 * @param string $html HTML.
	 * @return string[]
	 */
	protected function script_ids( string $html ): array {
		$ids = array();
		foreach ( $this->xpath( $html )->query( '//script[@id]' ) as $script ) {
			$ids[] = $script->getAttribute( 'id' );
		}
		return $ids;
	}
}
