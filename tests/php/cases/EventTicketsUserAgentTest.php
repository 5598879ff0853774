<?php
/**
 * Event Tickets' user-agent script prints deferred at the end of the body
 * (EventTicketsUserAgent), on real WordPress's script registry and
 * printing; the script registered as Event Tickets' common library
 * registers it (footer, no dependencies, no strategy).
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Integrations\EventTicketsUserAgent;

/**
 * The user-agent script's loading strategy.
 */
final class EventTicketsUserAgentTest extends TestCase {

	/**
	 * The script registry under test.
	 *
	 * @var \WP_Scripts
	 */
	private $scripts;

	protected function setUp(): void {
		parent::setUp();
		$this->scripts = $this->fresh_script_registry();
	}

	protected function tearDown(): void {
		remove_all_filters( 'kiosk_defer_event_tickets_user_agent' );
		parent::tearDown();
	}

	/** Registers and enqueues the script as Event Tickets does. */
	private function event_tickets_script(): void {
		wp_register_script( EventTicketsUserAgent::HANDLE, 'https://events.test/common/build/js/user-agent.js', array(), '6.9', true );
		wp_enqueue_script( EventTicketsUserAgent::HANDLE );
	}

	/** The footer's script tags, as WordPress prints them. */
	private function footer(): string {
		ob_start();
		$this->scripts->do_head_items();
		ob_end_clean();
		ob_start();
		$this->scripts->do_footer_items();
		return (string) ob_get_clean();
	}

	/** The printed tag of the user-agent script. */
	private function tag( string $footer ): string {
		$this->assertSame( 1, preg_match( '#<script[^>]*user-agent\.js[^>]*>#', $footer, $match ), $footer );
		return $match[0];
	}

	public function test_the_script_prints_deferred_in_the_footer(): void {
		$this->event_tickets_script();
		( new EventTicketsUserAgent() )->defer();
		$this->assertMatchesRegularExpression( '/\sdefer[\s>=]/', $this->tag( $this->footer() ) );
	}

	public function test_without_kiosk_it_blocks_the_parser(): void {
		$this->event_tickets_script();
		$tag = $this->tag( $this->footer() );
		$this->assertDoesNotMatchRegularExpression( '/\s(defer|async)[\s>=]/', $tag );
	}

	public function test_an_owner_turns_it_off(): void {
		add_filter( 'kiosk_defer_event_tickets_user_agent', '__return_false' );
		$this->event_tickets_script();
		( new EventTicketsUserAgent() )->defer();
		$this->assertDoesNotMatchRegularExpression( '/\s(defer|async)[\s>=]/', $this->tag( $this->footer() ) );
	}

	public function test_a_strategy_someone_else_chose_is_kept(): void {
		$this->event_tickets_script();
		wp_script_add_data( EventTicketsUserAgent::HANDLE, 'strategy', 'async' );
		( new EventTicketsUserAgent() )->defer();
		$this->assertSame( 'async', $this->scripts->get_data( EventTicketsUserAgent::HANDLE, 'strategy' ) );
	}

	public function test_without_event_tickets_nothing_is_registered(): void {
		( new EventTicketsUserAgent() )->defer();
		$this->assertFalse( wp_script_is( EventTicketsUserAgent::HANDLE, 'registered' ) );
	}

	public function test_it_runs_before_the_footer_prints_its_scripts(): void {
		$integration = new EventTicketsUserAgent();
		$integration->hook();
		$mine = has_action( 'wp_footer', array( $integration, 'defer' ) );
		remove_action( 'wp_footer', array( $integration, 'defer' ), 1 );
		$this->assertIsInt( $mine );
		$this->assertLessThan( has_action( 'wp_footer', 'wp_print_footer_scripts' ), $mine );
	}
}
