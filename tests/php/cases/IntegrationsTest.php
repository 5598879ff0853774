<?php
/**
 * WooCommerce, Contact Form 7 and Event Tickets absent (as on the test
 * site): nothing breaks; their hooks, fired as the plugins would fire
 * them, swap in Kiosk's scripts.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Assets\Scripts;
use Kiosk\Integrations\ContactForm;
use Kiosk\Integrations\OrderAttribution;
use Kiosk\Integrations\Rsvp;
use Kiosk\Requirements;

/**
 * Integration tests.
 */
final class IntegrationsTest extends TestCase {

	/**
	 * Scripts with a fixture build.
	 *
	 * @var Scripts
	 */
	private $scripts;

	/**
	 * Fixture dir.
	 *
	 * @var string
	 */
	private $build = '';

	protected function setUp(): void {
		parent::setUp();
		$this->fresh_script_registry();
		$this->build = getenv( 'KIOSK_TMP' ) . '/integrations-' . uniqid();
		mkdir( $this->build );
		foreach ( array( 'contact-form', 'contact-form-loader', 'magazine', 'rsvp', 'order-attribution' ) as $name ) {
			file_put_contents( "$this->build/$name.asset.php", "<?php return array('dependencies' => array(), 'version' => '1');\n" );
			file_put_contents( "$this->build/$name.js", '' );
		}
		$build = $this->build;
		$this->filter( 'kiosk_build_dir', static fn() => $build );
		$this->scripts = \Kiosk\Tests\Wired::scripts();
		$this->scripts->register();
		wp_register_script( 'contact-form-7', 'https://example.test/cf7.js', array(), '5', true );
		wp_register_script( 'tribe-tickets-rsvp-block', 'https://example.test/rsvp.js', array(), '5', true );
		wp_register_script( 'wc-order-attribution', 'https://example.test/oa.js', array(), '9', true );
	}

	protected function tearDown(): void {
		exec( 'rm -rf ' . escapeshellarg( $this->build ) );
		$this->fresh_script_registry();
		parent::tearDown();
	}

	public function test_the_test_site_has_none_of_the_three_plugins(): void {
		$this->assertFalse( Requirements::has_woocommerce() );
		$this->assertFalse( Requirements::has_contact_form_7() );
		$this->assertFalse( Requirements::has_event_tickets() );
	}

	public function test_a_rendered_cf7_form_enqueues_kiosks_script_instead_of_cf7s(): void {
		$integration = new ContactForm( $this->scripts, \Kiosk\Tests\Wired::lazy_scripts() );
		wp_enqueue_script( 'contact-form-7' );
		$this->assertFalse( $integration->load_cf7_js( true ), 'CF7 loads no script of its own' );
		$this->assertSame( '<form></form>', $integration->on_form( '<form></form>' ) );
		$this->assertTrue( wp_script_is( 'kiosk-contact-form', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'contact-form-7', 'enqueued' ) );
	}

	public function test_no_cf7_form_no_contact_form_script(): void {
		$integration = new ContactForm( $this->scripts, \Kiosk\Tests\Wired::lazy_scripts() );
		$integration->on_shortcode( '<p>x</p>', 'gallery' );
		$this->assertFalse( wp_script_is( 'kiosk-contact-form', 'enqueued' ) );
	}

	public function test_a_form_that_declined_the_script_lists_it_for_later_with_the_full_magazine_script_only(): void {
		$inline = static fn() => implode( '', (array) wp_scripts()->get_data( 'kiosk-magazine', 'before' ) );
		$newsletter = function ( ContactForm $integration ) {
			$this->filter( 'kiosk_contact_form_script', '__return_false' );
			$integration->on_shortcode( '<form></form>', 'contact-form-7' );
			remove_all_filters( 'kiosk_contact_form_script' );
		};

		// The frame-only page (no kiosk-magazine): nothing is listed.
		$integration = new ContactForm( $this->scripts, \Kiosk\Tests\Wired::lazy_scripts() );
		$newsletter( $integration );
		$this->assertFalse( wp_script_is( 'kiosk-contact-form', 'enqueued' ), 'the newsletter posts without the script' );
		$integration->list_for_later();
		$this->assertSame( '', $inline() );

		// With the full magazine script, the list goes out with it.
		wp_enqueue_script( 'kiosk-magazine' );
		$integration->list_for_later();
		$printed = $inline();
		$this->assertStringStartsWith( 'Object.assign( window.kioskSettings = window.kioskSettings || {}, {"contactForm":{"loader":"', $printed );
		$this->assertStringContainsString( 'build/contact-form-loader.js', $printed );
		$this->assertStringContainsString( '"list":"', $printed );
		$this->assertStringContainsString( 'kiosk-lazy-scripts=contact-form', $printed );
		$this->assertStringNotContainsString( '"handle":"kiosk-contact-form"', $printed, 'the list itself is fetched when the reader reaches for the form' );
		$integration->list_for_later();
		$this->assertSame( $printed, $inline(), 'once' );

		// A page whose own form brought the script: the script enhances every form; nothing is listed.
		$this->fresh_script_registry();
		$this->scripts->register();
		$integration = new ContactForm( $this->scripts, \Kiosk\Tests\Wired::lazy_scripts() );
		wp_enqueue_script( 'kiosk-magazine' );
		$integration->on_form( '<form></form>' );
		$newsletter( $integration );
		$integration->list_for_later();
		$this->assertSame( '', $inline() );

		// No form declined: nothing.
		$this->fresh_script_registry();
		$this->scripts->register();
		wp_enqueue_script( 'kiosk-magazine' );
		( new ContactForm( $this->scripts, \Kiosk\Tests\Wired::lazy_scripts() ) )->list_for_later();
		$this->assertSame( '', $inline() );
	}

	public function test_a_rendered_rsvp_form_enqueues_kiosks_script_instead_of_event_tickets(): void {
		$integration = new Rsvp( $this->scripts );
		wp_enqueue_script( 'tribe-tickets-rsvp-block' );
		$integration->on_template( '/x/src/views/v2/rsvp.php', 'v2/rsvp' );
		$this->assertTrue( wp_script_is( 'kiosk-rsvp', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'tribe-tickets-rsvp-block', 'enqueued' ) );
	}

	public function test_other_event_tickets_templates_do_not_enqueue_the_rsvp_script(): void {
		( new Rsvp( $this->scripts ) )->on_template( '/x/src/views/v2/tickets.php', 'v2/tickets' );
		$this->assertFalse( wp_script_is( 'kiosk-rsvp', 'enqueued' ) );
	}

	public function test_order_attribution_replaces_woocommerces_script(): void {
		// WooCommerce is not active in this suite: its order attribution is switched on by filter.
		add_filter( 'kiosk_order_attribution_enabled', '__return_true' );
		wp_enqueue_script( 'wc-order-attribution' );
		( new OrderAttribution( $this->scripts ) )->enqueue();
		remove_filter( 'kiosk_order_attribution_enabled', '__return_true' );
		$this->assertTrue( wp_script_is( 'kiosk-order-attribution', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'wc-order-attribution', 'enqueued' ) );
	}

	public function test_order_attribution_drops_woocommerces_sourcebuster_library(): void {
		add_filter( 'kiosk_order_attribution_enabled', '__return_true' );
		wp_enqueue_script( 'sourcebuster-js', 'https://shop.test/sourcebuster.min.js', array(), '10.0.2', true );
		wp_enqueue_script( 'wc-order-attribution' );
		( new OrderAttribution( $this->scripts ) )->enqueue();
		remove_filter( 'kiosk_order_attribution_enabled', '__return_true' );
		$this->assertTrue( wp_script_is( 'kiosk-order-attribution', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'sourcebuster-js', 'enqueued' ) );
	}

	public function test_the_owners_filter_keeps_sourcebuster(): void {
		add_filter( 'kiosk_order_attribution_enabled', '__return_true' );
		$this->filter( 'kiosk_order_attribution_drops_sourcebuster', '__return_false' );
		wp_enqueue_script( 'sourcebuster-js', 'https://shop.test/sourcebuster.min.js', array(), '10.0.2', true );
		( new OrderAttribution( $this->scripts ) )->enqueue();
		remove_filter( 'kiosk_order_attribution_enabled', '__return_true' );
		$this->assertTrue( wp_script_is( 'kiosk-order-attribution', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'sourcebuster-js', 'enqueued' ) );
	}

	public function test_sourcebuster_stays_when_kiosks_attribution_is_off(): void {
		add_filter( 'kiosk_order_attribution_enabled', '__return_false' );
		wp_enqueue_script( 'sourcebuster-js', 'https://shop.test/sourcebuster.min.js', array(), '10.0.2', true );
		( new OrderAttribution( $this->scripts ) )->enqueue();
		remove_filter( 'kiosk_order_attribution_enabled', '__return_false' );
		$this->assertTrue( wp_script_is( 'sourcebuster-js', 'enqueued' ) );
	}

	public function test_order_attribution_loads_nothing_when_switched_off(): void {
		add_filter( 'kiosk_order_attribution_enabled', '__return_false' );
		( new OrderAttribution( $this->scripts ) )->enqueue();
		remove_filter( 'kiosk_order_attribution_enabled', '__return_false' );
		$this->assertFalse( wp_script_is( 'kiosk-order-attribution', 'enqueued' ) );
	}

	public function test_missing_built_scripts_leave_the_plugins_own_scripts_alone(): void {
		exec( 'rm -rf ' . escapeshellarg( $this->build ) . '/*' );
		$this->fresh_script_registry();
		$scripts = \Kiosk\Tests\Wired::scripts();
		$scripts->register();
		wp_register_script( 'contact-form-7', 'https://example.test/cf7.js', array(), '5', true );
		wp_enqueue_script( 'contact-form-7' );
		$integration = new ContactForm( $scripts, \Kiosk\Tests\Wired::lazy_scripts() );
		$this->assertTrue( $integration->load_cf7_js( true ) );
		$integration->on_form( '' );
		$this->assertTrue( wp_script_is( 'contact-form-7', 'enqueued' ) );
	}
}
