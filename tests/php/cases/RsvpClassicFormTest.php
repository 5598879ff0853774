<?php
/**
 * RSVP without JavaScript (Event Tickets is not loaded here): Kiosk's
 * guard and checks before Event Tickets' classic POST, the state the theme's
 * RSVP templates show, the no-JS form they render, and Kiosk's words for
 * Event Tickets' "du" strings.
 *
 * @package Kiosk
 */

namespace Kiosk\Tests;

use Kiosk\Integrations\RsvpClassicForm;
use Kiosk\Integrations\RsvpRefill;
use Kiosk\Integrations\RsvpStrings;

/**
 * No-JS RSVP tests.
 */
final class RsvpClassicFormTest extends TestCase {

	/**
	 * The request superglobals before a test (restored afterwards).
	 *
	 * @var array<string, array>
	 */
	private $request = array();

	protected function setUp(): void {
		parent::setUp();
		$this->request = array(
			'post'    => $_POST, // phpcs:ignore WordPress.Security.NonceVerification.Missing
			'get'     => $_GET, // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			'request' => $_REQUEST, // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		);
	}

	protected function tearDown(): void {
		$_POST    = $this->request['post'];
		$_GET     = $this->request['get'];
		$_REQUEST = $this->request['request'];
		parent::tearDown();
	}

	/**
	 * Event Tickets' RSVP ticket object, as the templates use it.
	 *
	 * @param int $id   Ticket ID.
	 * @param int $left Places left.
	 */
	private function rsvp( int $id = 130, int $left = 26 ) {
		return new class( $id, $left ) {
			/** @var int */
			public $ID;
			/** @var string */
			public $name = 'Sitzplatz';
			/** @var int */
			private $left;
			public function __construct( int $id, int $left ) {
				$this->ID   = $id;
				$this->left = $left;
			}
			public function remaining(): int {
				return $this->left;
			}
			public function is_in_stock(): bool {
				return $this->left > 0;
			}
		};
	}

	/**
	 * A classic POST for ticket 130, as the no-JS form sends it.
	 *
	 * @param array<string, string> $attendee Name, email.
	 * @param string                $quantity Quantity.
	 * @param string|null           $nonce    The Kiosk nonce (null: none).
	 */
	private function post( array $attendee, string $quantity, ?string $nonce ): void {
		$_POST = array(
			'tickets_process' => '1',
			'kiosk_rsvp'      => '130',
			'tribe_tickets'   => array(
				130 => array(
					'ticket_id' => '130',
					'quantity'  => $quantity,
					'attendees' => array( array_merge( array( 'order_status' => 'going' ), $attendee ) ),
				),
			),
		);
		if ( null !== $nonce ) {
			$_POST['_kiosk_rsvp_nonce'] = $nonce;
		}
		$_REQUEST = $_POST;
	}

	/**
	 * Renders one of the theme's Event Tickets templates.
	 *
	 * @param string               $name    Event Tickets' template name.
	 * @param array<string, mixed> $context The template globals.
	 */
	private function render( string $name, array $context ): string {
		$template = new FakeEventTicketsTemplate( $context );
		return $this->capture( static fn() => $template->template( $name ) );
	}

	/**
	 * The whole RSVP block (Event Tickets' v2/rsvp/content) at its start
	 * step on an event page.
	 *
	 * @param int $page The event page.
	 */
	private function content( int $page ): string {
		return $this->render(
			'v2/rsvp/content',
			array(
				'rsvp'    => $this->rsvp(),
				'step'    => null,
				'post_id' => $page,
			)
		);
	}

	/**
	 * The form's fields (Event Tickets' v2/rsvp/form/fields lists them).
	 */
	private function fields(): string {
		$html = '';
		foreach ( array( 'name', 'email', 'quantity' ) as $field ) {
			$html .= $this->render(
				'v2/rsvp/form/fields/' . $field,
				array(
					'rsvp'  => $this->rsvp(),
					'going' => 'going',
				)
			);
		}
		return '<form>' . $html . '</form>';
	}

	public function test_kiosks_checks_name_every_problem_in_german(): void {
		$errors = RsvpClassicForm::validate(
			array(
				'full_name' => ' ',
				'email'     => 'rita@',
				'quantity'  => '1.5',
				'going'     => true,
			),
			10
		);
		$this->assertSame(
			array(
				'full_name' => 'Bitte geben Sie Ihren Namen ein.',
				'email'     => 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
				'quantity'  => __( 'Please enter a whole number of places.', 'kiosk' ),
			),
			$errors
		);
		$this->assertSame( array( 'quantity' => 'Bitte wählen Sie mindestens einen Platz.' ), RsvpClassicForm::validate( array( 'full_name' => 'Rita', 'email' => 'rita@example.de', 'quantity' => '0', 'going' => true ), 10 ) );
		$this->assertArrayHasKey( 'quantity', RsvpClassicForm::validate( array( 'full_name' => 'Rita', 'email' => 'rita@example.de', 'quantity' => '6', 'going' => true ), 5 ) );
		$this->assertSame( array(), RsvpClassicForm::validate( array( 'full_name' => 'Rita', 'email' => 'rita@example.de', 'quantity' => '6', 'going' => true ), null ) );
		$this->assertSame( array(), RsvpClassicForm::validate( array( 'full_name' => 'Rita', 'email' => 'rita@example.de', 'quantity' => '0', 'going' => false ), 5 ) );
	}

	public function test_a_classic_post_without_kiosks_nonce_never_reaches_event_tickets_and_keeps_what_was_typed(): void {
		$form = new RsvpClassicForm();
		$this->post( array( 'full_name' => 'Späte Buchung', 'email' => 'spaet@example.de' ), '2', null );
		$form->check_post();
		$this->assertArrayNotHasKey( 'tickets_process', $_POST );
		$state = $form->state( array(), $this->rsvp() );
		$this->assertSame( 'going', $state['step'] );
		$this->assertSame( 'Späte Buchung', $state['values']['full_name'] );
		$this->assertSame( '2', $state['values']['quantity'] );
		$this->assertSame( 'error', $state['notice']['type'] );
		$this->assertSame( __( 'For your security the form could not be sent. Please send it again.', 'kiosk' ), $state['notice']['message'] );
		// A forged nonce is refused too.
		$this->post( array( 'full_name' => 'Rita', 'email' => 'rita@example.de' ), '1', 'abc123' );
		$form->check_post();
		$this->assertArrayNotHasKey( 'tickets_process', $_POST );
	}

	public function test_a_valid_classic_post_goes_to_event_tickets_and_its_redirect_names_the_ticket(): void {
		$form = new RsvpClassicForm();
		$this->post( array( 'full_name' => 'Rita', 'email' => 'rita@example.de' ), '2', wp_create_nonce( RsvpClassicForm::NONCE_ACTION ) );
		$form->check_post();
		$this->assertSame( '1', $_POST['tickets_process'] );
		$this->assertSame(
			'http://kiosk.test/lesung/?rsvp_sent=1&kiosk_rsvp=130#kiosk-rsvp-130',
			$form->name_ticket_in_redirect( 'http://kiosk.test/lesung/?rsvp_sent=1' )
		);
		$this->assertSame( 'http://kiosk.test/anders/', $form->name_ticket_in_redirect( 'http://kiosk.test/anders/' ) );
		$this->assertSame( 'http://kiosk.test/lesung/?rsvp_sent=1', ( new RsvpClassicForm() )->name_ticket_in_redirect( 'http://kiosk.test/lesung/?rsvp_sent=1' ) );
	}

	public function test_invalid_values_are_held_back_with_their_errors(): void {
		$form = new RsvpClassicForm();
		$this->post( array( 'full_name' => '', 'email' => 'rita@example.de' ), '1', wp_create_nonce( RsvpClassicForm::NONCE_ACTION ) );
		$form->check_post();
		$this->assertArrayNotHasKey( 'tickets_process', $_POST );
		$state = $form->state( array(), $this->rsvp() );
		$this->assertSame( array( 'full_name' => 'Bitte geben Sie Ihren Namen ein.' ), $state['errors'] );
		$this->assertSame( 'rita@example.de', $state['values']['email'] );
		// Another block on the page shows nothing of it.
		$this->assertNull( $form->state( array(), $this->rsvp( 131 ) )['notice'] );
	}

	public function test_after_event_tickets_redirect_the_block_confirms_or_reopens_the_form_with_the_reason(): void {
		$form = new RsvpClassicForm();
		$_GET = array(
			'kiosk_rsvp' => '130',
			'rsvp_sent'  => '1',
		);
		$state = $form->state( array(), $this->rsvp() );
		$this->assertSame( 'success', $state['notice']['type'] );
		$this->assertSame( __( 'Your reservation has been received.', 'kiosk' ), $state['notice']['message'] );
		$this->assertNull( $state['step'] );
		$this->assertNull( $form->state( array(), $this->rsvp( 131 ) )['notice'] );
		$_GET  = array(
			'kiosk_rsvp' => '130',
			'rsvp_error' => '2',
		);
		$state = $form->state( array(), $this->rsvp() );
		$this->assertSame( 'going', $state['step'] );
		$this->assertSame( __( 'Not enough places are left for this reservation. Please choose fewer places.', 'kiosk' ), $state['notice']['message'] );
		// The "Going" button's form without JavaScript.
		$_GET = array( 'kiosk_rsvp' => '130' );
		$this->assertSame( 'going', $form->state( array(), $this->rsvp() )['step'] );
		$this->assertNull( $form->state( array(), $this->rsvp( 130, 0 ) )['step'] );
	}

	public function test_when_event_tickets_refuses_after_kiosks_check_the_reopened_form_has_what_was_typed_once(): void {
		$form = new RsvpClassicForm();
		$this->post( array( 'full_name' => 'Rita Später', 'email' => 'rita@example.de' ), '3', wp_create_nonce( RsvpClassicForm::NONCE_ACTION ) );
		$form->check_post();
		$location = $form->name_ticket_in_redirect( 'http://kiosk.test/lesung/?rsvp_error=2' );
		$this->assertMatchesRegularExpression( '~^http://kiosk\.test/lesung/\?rsvp_error=2&kiosk_rsvp=130&kiosk_rsvp_back=[a-z0-9]{24}#kiosk-rsvp-130$~', $location );
		// Nothing typed travels in the address itself.
		$this->assertStringNotContainsString( 'rita', strtolower( $location ) );
		wp_parse_str( (string) wp_parse_url( $location, PHP_URL_QUERY ), $query );
		$_GET = $query;
		$_POST = array();

		$next  = new RsvpClassicForm();
		$state = $next->state( array(), $this->rsvp() );
		$this->assertSame( 'going', $state['step'] );
		$this->assertSame( 'Rita Später', $state['values']['full_name'] );
		$this->assertSame( '3', $state['values']['quantity'] );
		// Every template of the block asks; each gets the values.
		$this->assertSame( 'rita@example.de', $next->state( array(), $this->rsvp() )['values']['email'] );
		// Another ticket's block gets none of them.
		$_GET['kiosk_rsvp'] = '131';
		$this->assertSame( array(), $next->state( array(), $this->rsvp( 131 ) )['values'] );
		// The site forgot them: a reload of the address shows an empty form.
		$_GET['kiosk_rsvp'] = '130';
		$this->assertSame( array(), ( new RsvpClassicForm() )->state( array(), $this->rsvp() )['values'] );
		// A sent booking leaves nothing behind.
		$this->post( array( 'full_name' => 'Rita', 'email' => 'rita@example.de' ), '1', wp_create_nonce( RsvpClassicForm::NONCE_ACTION ) );
		$sent = new RsvpClassicForm();
		$sent->check_post();
		$this->assertStringNotContainsString( 'kiosk_rsvp_back', $sent->name_ticket_in_redirect( 'http://kiosk.test/lesung/?rsvp_sent=1' ) );
	}

	public function test_the_start_view_says_the_places_left_in_german_and_going_is_a_real_form(): void {
		$page = $this->visit_page( '<p>Lesung</p>' );
		$html = $this->content( $page );
		$this->assertStringContainsString( '<!-- et:v2/rsvp/details -->', $html );
		$html  = $this->render(
			'v2/rsvp/details/availability/remaining',
			array(
				'rsvp'         => $this->rsvp(),
				'threshold'    => 0,
				'days_to_rsvp' => false,
			)
		);
		$words = trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( $html ) ) );
		$this->assertSame( 'Noch 26 Plätze frei', $words );
		$this->assertHtmlHas( $html, '//span[contains(@class, "tribe-tickets__rsvp-availability-quantity") and normalize-space(.) = "26"]' );
		$going  = $this->render(
			'v2/rsvp/actions/rsvp/going',
			array(
				'rsvp'       => $this->rsvp(),
				'post_id'    => $page,
				'must_login' => false,
			)
		);
		$form   = $this->assertHtmlHas( $going, '//form[@method="get"][.//button[@type="submit" and contains(@class, "tribe-tickets__rsvp-actions-button-going")]]' )->item( 0 );
		$action = $form->getAttribute( 'action' );
		$this->assertStringEndsWith( '#kiosk-rsvp-130', $action );
		$this->assertHtmlHas( $going, '//form//input[@type="hidden" and @name="kiosk_rsvp" and @value="130"]' );
	}

	public function test_event_tickets_own_classic_form_under_another_theme_is_left_to_event_tickets(): void {
		$this->filter( 'kiosk_rsvp_handles_classic_form', '__return_false' );
		$this->post( array( 'full_name' => 'Rita', 'email' => 'rita@example.de' ), '1', null );
		unset( $_POST['kiosk_rsvp'], $_REQUEST['kiosk_rsvp'] );
		( new RsvpClassicForm() )->check_post();
		$this->assertSame( '1', $_POST['tickets_process'] );
	}

	public function test_where_kiosk_renders_the_form_a_post_without_kiosks_field_and_nonce_is_refused_and_keeps_what_was_typed(): void {
		// Issue 45, finding 3: a cross-site POST of Event Tickets' classic
		// fields only (no kiosk_rsvp, no nonce) would book a logged-in visitor.
		$this->filter( 'kiosk_rsvp_handles_classic_form', '__return_true' );
		$this->post( array( 'full_name' => 'Fremde Seite', 'email' => 'fremd@example.de' ), '2', null );
		unset( $_POST['kiosk_rsvp'], $_REQUEST['kiosk_rsvp'] );
		$form = new RsvpClassicForm();
		$form->check_post();
		$this->assertArrayNotHasKey( 'tickets_process', $_POST );
		$this->assertArrayNotHasKey( 'tickets_process', $_REQUEST );
		$state = $form->state( array(), $this->rsvp() );
		$this->assertSame( 'Aus Sicherheitsgründen konnte das Formular nicht gesendet werden. Bitte senden Sie es erneut.', $state['notice']['message'] );
		$this->assertSame( 'Fremde Seite', $state['values']['full_name'] );
		$this->assertSame( '2', $state['values']['quantity'] );
		// With the nonce it goes through.
		$this->post( array( 'full_name' => 'Rita', 'email' => 'rita@example.de' ), '1', wp_create_nonce( RsvpClassicForm::NONCE_ACTION ) );
		unset( $_POST['kiosk_rsvp'], $_REQUEST['kiosk_rsvp'] );
		( new RsvpClassicForm() )->check_post();
		$this->assertSame( '1', $_POST['tickets_process'] );
		// Kiosk's theme holds the template that says so.
		remove_all_filters( 'kiosk_rsvp_handles_classic_form' );
		$this->assertSame( '' !== locate_template( 'tribe/tickets/v2/rsvp/kiosk-notice.php' ), RsvpClassicForm::handles_form() );
	}

	public function test_a_padded_post_keeps_only_the_forms_fields_cut_to_what_the_form_takes(): void {
		// Issue 45, finding 2: the guest POST padded to megabytes, with a
		// second ticket entry (which makes Event Tickets refuse and redirect).
		delete_option( RsvpRefill::OPTION );
		$pad   = str_repeat( 'A', 2 * MB_IN_BYTES );
		$_POST = array(
			'tickets_process'   => '1',
			'kiosk_rsvp'        => '130',
			'_kiosk_rsvp_nonce' => wp_create_nonce( RsvpClassicForm::NONCE_ACTION ),
			'tribe_tickets'     => array(
				130 => array(
					'ticket_id' => '130',
					'quantity'  => '1' . str_repeat( ' ', 1000 ),
					'attendees' => array(
						array(
							'order_status' => 'going',
							'full_name'    => 'Rita ' . $pad,
							'email'        => 'rita@example.de',
							'extra'        => $pad,
						),
					),
					'extra'     => $pad,
				),
				131 => array(
					'ticket_id' => '131',
					'quantity'  => '1',
					'attendees' => array( array( 'full_name' => $pad ) ),
				),
			),
			'padding'           => $pad,
		);
		$_REQUEST = $_POST;
		$form     = new RsvpClassicForm();
		$form->check_post();
		$this->assertSame( '1', $_POST['tickets_process'], 'valid fields: Event Tickets gets the POST' );
		$location = $form->name_ticket_in_redirect( 'http://kiosk.test/lesung/?rsvp_error=2' );
		$this->assertStringContainsString( 'kiosk_rsvp_back=', $location );
		$stored = strlen( (string) maybe_serialize( get_option( RsvpRefill::OPTION ) ) );
		$this->assertLessThan( 1024, $stored, 'one refill entry stays below 1 KB' );
		$entry = current( get_option( RsvpRefill::OPTION ) );
		$this->assertSame( array( 'full_name', 'email', 'quantity', 'going' ), array_keys( $entry['values'] ) );
		$this->assertSame( RsvpClassicForm::MAX_NAME, mb_strlen( $entry['values']['full_name'] ) );
		// The form says so too.
		$html = $this->fields();
		$this->assertHtmlHas( $html, '//input[@name="tribe_tickets[130][attendees][0][full_name]" and @maxlength="' . RsvpClassicForm::MAX_NAME . '"]' );
		$this->assertHtmlHas( $html, '//input[@name="tribe_tickets[130][attendees][0][email]" and @maxlength="' . RsvpClassicForm::MAX_EMAIL . '"]' );
		// However many guests post, the store keeps at most MAX_ENTRIES.
		for ( $i = 0; $i < RsvpRefill::MAX_ENTRIES + 20; $i++ ) {
			RsvpRefill::keep( 130, RsvpClassicForm::posted_values( $_POST['tribe_tickets'][130] ) );
		}
		$this->assertCount( RsvpRefill::MAX_ENTRIES, get_option( RsvpRefill::OPTION ) );
		$this->assertLessThan( RsvpRefill::MAX_ENTRIES * 1024, strlen( (string) maybe_serialize( get_option( RsvpRefill::OPTION ) ) ) );
		delete_option( RsvpRefill::OPTION );
	}

	public function test_a_refill_expires_without_wp_cron_and_is_read_once(): void {
		delete_option( RsvpRefill::OPTION );
		$values = array(
			'full_name' => 'Rita',
			'email'     => 'rita@example.de',
			'quantity'  => '2',
			'going'     => true,
		);
		$token  = RsvpRefill::keep( 130, $values );
		$this->assertSame( $values, RsvpRefill::take( $token )['values'] );
		$this->assertNull( RsvpRefill::take( $token ), 'read once' );
		// An entry past its time is refused when read, and swept by the next write.
		$old                      = RsvpRefill::keep( 130, $values );
		$entries                  = get_option( RsvpRefill::OPTION );
		$entries[ $old ]['expires'] = time() - 1;
		update_option( RsvpRefill::OPTION, $entries, false );
		RsvpRefill::keep( 131, $values );
		$this->assertArrayNotHasKey( $old, get_option( RsvpRefill::OPTION ) );
		$entries                  = get_option( RsvpRefill::OPTION );
		$late                     = (string) key( $entries );
		$entries[ $late ]['expires'] = time() - 1;
		update_option( RsvpRefill::OPTION, $entries, false );
		$this->assertNull( RsvpRefill::take( $late ) );
		$this->assertSame( array(), get_option( RsvpRefill::OPTION ) );
		// The store is not autoloaded on every page.
		$this->assertArrayNotHasKey( RsvpRefill::OPTION, wp_load_alloptions() );
		delete_option( RsvpRefill::OPTION );
	}

	public function test_the_form_view_posts_event_tickets_classic_fields_with_kiosks_nonce_to_the_event_page(): void {
		$form = new RsvpClassicForm();
		// The plugin's own instance prints the hidden fields; this one knows the POST.
		$this->filter( 'kiosk_rsvp_form_state', array( $form, 'state' ), 20, 2 );
		$page   = $this->visit_page( '<p>Lesung</p>' );
		$_GET   = array( 'kiosk_rsvp' => '130' );
		$html   = $this->content( $page );
		$node   = $this->assertHtmlHas( $html, '//form[@name="tribe-tickets-rsvp-form" and @method="post" and @id="kiosk-rsvp-130"]' )->item( 0 );
		$action = $node->getAttribute( 'action' );
		$this->assertSame( add_query_arg( 'kiosk_rsvp', 130, get_permalink( $page ) ) . '#kiosk-rsvp-130', html_entity_decode( $action ) );
		foreach ( array( 'tickets_process', 'kiosk_rsvp', '_kiosk_rsvp_nonce', 'tribe_tickets[130][ticket_id]', 'tribe_tickets[130][attendees][0][order_status]' ) as $name ) {
			$this->assertHtmlHas( $html, '//form[@method="post"]//input[@type="hidden" and @name="' . $name . '"]', $name );
		}
		$this->assertStringContainsString( '<!-- et:v2/rsvp/form/fields -->', $html );
		$fields = $this->fields();
		foreach ( array( 'tribe_tickets[130][attendees][0][full_name]', 'tribe_tickets[130][attendees][0][email]', 'tribe_tickets[130][quantity]' ) as $name ) {
			$this->assertHtmlHas( $fields, '//input[@name="' . $name . '" and @required]', $name );
		}
		$nonce = $this->xpath( $html )->query( '//input[@name="_kiosk_rsvp_nonce"]' )->item( 0 )->getAttribute( 'value' );
		$this->assertSame( 1, wp_verify_nonce( $nonce, RsvpClassicForm::NONCE_ACTION ) );
		$this->assertHtmlHas( $html, '//input[@name="tribe_tickets[130][attendees][0][order_status]" and @value="going"]' );
		// Kiosk's words ("Sie"), not Event Tickets' ("Bitte reiche deine …", "Dein Name").
		$this->assertSame( 1, substr_count( $html, 'name="tickets_process"' ) );
		$title = $this->render( 'v2/rsvp/form/going/title', array() );
		$this->assertStringContainsString( esc_html( __( 'Please enter your details for the reservation, including the number of guests.', 'kiosk' ) ), $title );
		$this->assertHtmlHas( $fields, '//input[@name="tribe_tickets[130][attendees][0][full_name]" and @placeholder="' . __( 'Your name', 'kiosk' ) . '"]' );
		// "Cancel" without JavaScript sends the empty form beside it, not what was typed.
		$cancel = $this->render( 'v2/rsvp/form/fields/cancel', array( 'rsvp' => $this->rsvp() ) );
		$this->assertHtmlHas( $cancel, '//button[contains(@class, "tribe-tickets__rsvp-form-button--cancel") and @form="kiosk-rsvp-cancel-130"]' );
		$this->assertHtmlHas( $html, '//form[@id="kiosk-rsvp-cancel-130" and @method="get" and not(.//input)]' );
	}

	public function test_a_refused_post_comes_back_with_the_typed_values_escaped_the_errors_at_their_fields_and_a_focusable_notice(): void {
		$form = new RsvpClassicForm();
		// The plugin's own instance prints the hidden fields; this one knows the POST.
		$this->filter( 'kiosk_rsvp_form_state', array( $form, 'state' ), 20, 2 );
		$page = $this->visit_page( '<p>Lesung</p>' );
		$this->post( array( 'full_name' => 'Späte "Buchung" <b>', 'email' => 'spaet@' ), '3', wp_create_nonce( RsvpClassicForm::NONCE_ACTION ) );
		$form->check_post();
		$html = $this->content( $page );
		$this->assertHtmlHas( $html, '//div[@id="kiosk-rsvp-130" and @role="alert" and @tabindex="-1" and contains(@class, "kiosk-rsvp-notice")]' );
		$this->assertSame( 1, substr_count( $html, 'id="kiosk-rsvp-130"' ) );
		$html = $this->fields();
		$name = $this->xpath( $html )->query( '//input[@name="tribe_tickets[130][attendees][0][full_name]"]' )->item( 0 );
		$this->assertSame( 'Späte "Buchung"', $name->getAttribute( 'value' ) );
		$email = $this->xpath( $html )->query( '//input[@name="tribe_tickets[130][attendees][0][email]"]' )->item( 0 );
		$this->assertSame( 'spaet@', $email->getAttribute( 'value' ) );
		$this->assertSame( 'true', $email->getAttribute( 'aria-invalid' ) );
		$this->assertHtmlHas( $html, '//p[@id="' . $email->getAttribute( 'aria-describedby' ) . '" and . = "Bitte geben Sie eine gültige E-Mail-Adresse ein."]' );
		$this->assertHtmlHas( $html, '//input[@name="tribe_tickets[130][quantity]" and @value="3"]' );
	}

	public function test_the_confirmation_and_the_reservations_title_use_kiosks_words(): void {
		$html = $this->render( 'v2/rsvp/messages/success/going', array( 'is_going' => true ) );
		$this->assertStringContainsString( esc_html( __( 'Your reservation has been received.', 'kiosk' ) ), $html );
		$html = $this->render( 'v2/rsvp/attendees/title', array( 'attendees' => array( 5 ) ) );
		$this->assertStringContainsString( esc_html( __( 'Your reservations', 'kiosk' ) ), $html );
	}

	public function test_event_tickets_du_strings_in_its_mail_get_kiosks_words_and_no_others(): void {
		$strings = new RsvpStrings();
		$this->assertSame( __( 'Your %s from {site_title}', 'kiosk' ), $strings->words_for( 'Dein %s von {site_title}', 'Your %s from {site_title}' ) );
		$this->assertSame( __( 'Here are your %s, {attendee_name}!', 'kiosk' ), $strings->words_for( 'Hier sind dein(e) %s, {attendee_name}!', 'Here\'s your %s, {attendee_name}!' ) );
		$this->assertSame( 'Abbrechen', $strings->words_for( 'Abbrechen', 'Cancel' ) );
	}

	public function test_where_kiosk_has_no_translation_event_tickets_own_stays(): void {
		// As on a French site: Kiosk's strings come back in English.
		$this->filter( 'gettext_kiosk', static fn( $translation, $text ) => $text, 10, 2 );
		$strings = new RsvpStrings();
		$this->assertSame( 'Vos %s de {site_title}', $strings->words_for( 'Vos %s de {site_title}', 'Your %s from {site_title}' ) );
	}
}
