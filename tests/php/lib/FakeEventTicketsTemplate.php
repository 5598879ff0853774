<?php
/**
 * Event Tickets' template object as the Kiosk theme's overrides of its RSVP
 * templates use it (Event Tickets is not loaded in the PHP suite): a
 * template the theme overrides renders the theme's file, any other leaves a
 * marker; the context carries the globals and each call's own variables.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

/**
 * A stand-in for Tribe__Tickets__Editor__Template.
 */
final class FakeEventTicketsTemplate {

	/**
	 * The template globals.
	 *
	 * @var array<string, mixed>
	 */
	private $context;

	/**
	 * Constructor.
	 *
	 * @param array<string, mixed> $context The template globals.
	 */
	public function __construct( array $context ) {
		$this->context = $context;
	}

	/**
	 * Renders a template: the theme's override, else a marker.
	 *
	 * @param string               $name    Event Tickets' template name (v2/rsvp/...).
	 * @param array<string, mixed> $context The call's variables.
	 */
	public function template( string $name, array $context = array() ): void {
		$file = get_template_directory() . '/tribe/tickets/' . $name . '.php';
		if ( ! is_readable( $file ) ) {
			echo '<!-- et:' . esc_html( $name ) . ' -->';
			return;
		}
		$outer         = $this->context;
		$this->context = array_merge( $this->context, $context );
		( function ( $kiosk_test_file, $kiosk_test_vars ) {
			extract( $kiosk_test_vars ); // phpcs:ignore WordPress.PHP.DontExtract.extract_extract -- as Event Tickets' templates get their variables.
			include $kiosk_test_file;
		} )->call( $this, $file, $this->context );
		$this->context = $outer;
	}

	/**
	 * A context value.
	 *
	 * @param string $key The variable's name.
	 * @return mixed
	 */
	public function get( string $key ) {
		return $this->context[ $key ] ?? null;
	}

	/**
	 * Event Tickets' extension points (none here).
	 */
	public function do_entry_point(): void {}
}
