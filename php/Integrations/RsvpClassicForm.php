<?php
/**
 * Event Tickets' RSVP without JavaScript: its classic form POST to the
 * event page (`tickets_process`, read by Event Tickets on template_redirect
 * at priority 10), protected by a Kiosk nonce and checked by Kiosk first so
 * a refused booking comes back with what was typed; after Event Tickets'
 * redirect (`rsvp_sent` / `rsvp_error`) the block says what happened.
 *
 * The theme's Event Tickets templates (php/theme/tribe/tickets/v2/rsvp/)
 * ask for the state of a block with the `kiosk_rsvp_form_state` filter and
 * print the hidden fields with the `kiosk_rsvp_form_fields` action.
 *
 * @package Kiosk
 */

namespace Kiosk\Integrations;

defined( 'ABSPATH' ) || exit;

/**
 * The no-JS RSVP path.
 */
final class RsvpClassicForm {

	/** The query (and form) field naming the RSVP ticket a request is about. */
	const TICKET_ARG = 'kiosk_rsvp';

	/** The nonce's action and field. */
	const NONCE_ACTION = 'kiosk_rsvp_classic';
	const NONCE_FIELD  = '_kiosk_rsvp_nonce';

	/**
	 * The refused classic POST of this request: ticket ID, values, errors
	 * by field (`full_name`, `email`, `quantity`) and the notice.
	 *
	 * @var array<string, mixed>|null
	 */
	private $refused = null;

	/**
	 * The ticket of a classic POST Kiosk let through to Event Tickets (its
	 * redirect then names it).
	 *
	 * @var int
	 */
	private $sending = 0;

	/**
	 * What was typed in the classic POST Kiosk let through: kept for the
	 * way back should Event Tickets itself refuse the booking.
	 *
	 * @var array<string, mixed>
	 */
	private $sending_values = array();

	/**
	 * The values brought back for this request, by token (a block's
	 * templates ask for its state more than once).
	 *
	 * @var array<string, array<string, mixed>|null>
	 */
	private $brought_back = array();

	/** The query field carrying the one-time token of the values brought back. */
	const BACK_ARG = 'kiosk_rsvp_back';

	/** The longest name the form takes (characters; its `maxlength`). */
	const MAX_NAME = 200;

	/** The longest email address the form takes (RFC 5321; its `maxlength`). */
	const MAX_EMAIL = 254;

	/** The longest quantity the form takes (characters). */
	const MAX_QUANTITY = 6;

	/**
	 * Hooks (harmless when Event Tickets is absent: nothing posts
	 * `tickets_process` and its templates never ask).
	 */
	public function hook(): void {
		add_action( 'template_redirect', array( $this, 'check_post' ), 9 );
		add_filter( 'wp_redirect', array( $this, 'name_ticket_in_redirect' ) );
		add_filter( 'kiosk_rsvp_form_state', array( $this, 'state' ), 10, 2 );
		add_action( 'kiosk_rsvp_form_fields', array( $this, 'print_fields' ) );
	}

	/**
	 * The hidden fields of the no-JS form: what Event Tickets' classic path
	 * needs to act, the ticket and Kiosk's nonce.
	 *
	 * @param int $ticket_id The RSVP ticket.
	 */
	public function print_fields( $ticket_id ): void {
		printf( '<input type="hidden" name="tickets_process" value="1">' );
		printf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( self::TICKET_ARG ), esc_attr( (string) absint( $ticket_id ) ) );
		wp_nonce_field( self::NONCE_ACTION, self::NONCE_FIELD, false );
	}

	/**
	 * Before Event Tickets (priority 10) handles a classic RSVP POST from
	 * Kiosk's form (it names the ticket in `kiosk_rsvp`): without Kiosk's
	 * nonce it is refused; with invalid values it is held back. Either
	 * way Event Tickets never sees `tickets_process` and the page renders the
	 * form again with the typed values and the reason.
	 */
	public function check_post(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- this is where the nonce is verified.
		// Where Kiosk's templates render the form (its theme), every classic
		// POST needs Kiosk's nonce, whether or not it names the ticket the
		// way Kiosk's form does: Event Tickets' own classic path checks no
		// nonce, so a cross-site POST would book a logged-in visitor. Event
		// Tickets' classic form under another theme posts as it always did.
		if ( empty( $_POST['tickets_process'] ) || ( ! isset( $_POST[ self::TICKET_ARG ] ) && ! self::handles_form() ) ) {
			return;
		}
		$ticket_id = absint( $_POST[ self::TICKET_ARG ] ?? 0 );
		$tickets   = isset( $_POST['tribe_tickets'] ) && is_array( $_POST['tribe_tickets'] ) ? wp_unslash( $_POST['tribe_tickets'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- read field by field below.
		$nonce     = isset( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		// Event Tickets' older classic form names its ticket in product_id.
		$product = isset( $_POST['product_id'] ) ? absint( current( (array) wp_unslash( $_POST['product_id'] ) ) ) : 0; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- absint.
		// phpcs:enable
		if ( ! $ticket_id && $tickets ) {
			$ticket_id = absint( key( $tickets ) );
		}
		$ticket_id = $ticket_id ? $ticket_id : $product;
		$values = self::posted_values( $tickets[ $ticket_id ] ?? array() );
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			$this->refuse( $ticket_id, $values, array(), __( 'For your security the form could not be sent. Please send it again.', 'kiosk' ) );
			return;
		}
		$errors = self::validate( $values, $this->places_left( $ticket_id ) );
		if ( $errors ) {
			$this->refuse( $ticket_id, $values, $errors, __( 'Please correct the following:', 'kiosk' ) );
			return;
		}
		$this->sending        = $ticket_id;
		$this->sending_values = $values;
	}

	/**
	 * Whether Kiosk's templates render Event Tickets' RSVP form on this
	 * site: the theme (or a child of it) holds Kiosk's RSVP notice template.
	 * Filter `kiosk_rsvp_handles_classic_form` to say otherwise.
	 */
	public static function handles_form(): bool {
		return (bool) apply_filters( 'kiosk_rsvp_handles_classic_form', '' !== locate_template( 'tribe/tickets/v2/rsvp/kiosk-notice.php' ) );
	}

	/**
	 * What the visitor typed for one ticket, as text.
	 *
	 * @param mixed $ticket `tribe_tickets[{id}]` as posted (unslashed).
	 * @return array{full_name: string, email: string, quantity: string, going: bool}
	 */
	public static function posted_values( $ticket ): array {
		$ticket   = is_array( $ticket ) ? $ticket : array();
		$attendee = isset( $ticket['attendees'][0] ) && is_array( $ticket['attendees'][0] ) ? $ticket['attendees'][0] : array();
		$text     = static function ( $value ): string {
			return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
		};
		$status   = $text( $attendee['order_status'] ?? '' );
		return self::capped_values(
			array(
				'full_name' => $text( $attendee['full_name'] ?? '' ),
				'email'     => $text( $attendee['email'] ?? '' ),
				'quantity'  => $text( $ticket['quantity'] ?? '' ),
				'going'     => ! in_array( $status, array( 'not-going', 'no' ), true ),
			)
		);
	}

	/**
	 * The form's fields and nothing else, each cut to what the form takes
	 * (a longer value is refused by the form in a browser; posted anyway it
	 * is cut, so nothing Kiosk keeps or prints grows with the POST).
	 *
	 * @param array<string, mixed> $values Values by field.
	 * @return array{full_name: string, email: string, quantity: string, going: bool}
	 */
	public static function capped_values( array $values ): array {
		$cut = static function ( $value, int $length ): string {
			return is_scalar( $value ) ? mb_substr( (string) $value, 0, $length ) : '';
		};
		return array(
			'full_name' => $cut( $values['full_name'] ?? '', self::MAX_NAME ),
			'email'     => $cut( $values['email'] ?? '', self::MAX_EMAIL ),
			'quantity'  => $cut( $values['quantity'] ?? '', self::MAX_QUANTITY ),
			'going'     => ! empty( $values['going'] ),
		);
	}

	/**
	 * Kiosk's RSVP rules (SPEC 5, as src/rsvp/rules.ts): a name, a valid
	 * email, and when going a whole number of places from one to the places
	 * left.
	 *
	 * @param array{full_name: string, email: string, quantity: string, going: bool} $values What was typed.
	 * @param int|null                                                             $left   Places left; null when unlimited.
	 * @return array<string, string> Messages by field.
	 */
	public static function validate( array $values, ?int $left ): array {
		$errors = array();
		if ( '' === trim( $values['full_name'] ) ) {
			$errors['full_name'] = __( 'Please enter your name.', 'kiosk' );
		}
		$email = trim( $values['email'] );
		if ( '' === $email ) {
			$errors['email'] = __( 'Please enter your email address.', 'kiosk' );
		} elseif ( ! is_email( $email ) ) {
			$errors['email'] = __( 'Please enter a valid email address.', 'kiosk' );
		}
		if ( empty( $values['going'] ) ) {
			return $errors;
		}
		$text     = trim( $values['quantity'] );
		$whole    = (bool) preg_match( '/^-?\d+$/', $text );
		$quantity = $whole ? (int) $text : 0;
		if ( '' !== $text && ! $whole ) {
			$errors['quantity'] = __( 'Please enter a whole number of places.', 'kiosk' );
		} elseif ( $quantity < 1 ) {
			$errors['quantity'] = __( 'Please choose at least one place.', 'kiosk' );
		} elseif ( null !== $left && $quantity > $left ) {
			$errors['quantity'] = $left <= 0
				? __( 'This ticket is sold out.', 'kiosk' )
				/* translators: %d: number of places still available. */
				: sprintf( _n( 'Only %d place is left.', 'Only %d places are left.', $left, 'kiosk' ), $left );
		}
		return $errors;
	}

	/**
	 * The ticket's places left as Event Tickets counts them when it books;
	 * null when it does not count (unlimited, or Event Tickets absent).
	 *
	 * @param int $ticket_id The RSVP ticket.
	 */
	private function places_left( int $ticket_id ): ?int {
		if ( ! $ticket_id || ! class_exists( 'Tribe__Tickets__RSVP' ) ) {
			return null;
		}
		$rsvp   = \Tribe__Tickets__RSVP::get_instance();
		$ticket = $rsvp->get_ticket( (int) get_post_meta( $ticket_id, $rsvp->get_event_key(), true ), $ticket_id );
		if ( ! $ticket || ! $ticket->managing_stock() ) {
			return null;
		}
		return (int) $ticket->inventory();
	}

	/**
	 * Holds a POST back from Event Tickets and remembers why.
	 *
	 * @param int                   $ticket_id The RSVP ticket.
	 * @param array<string, mixed>  $values    What was typed.
	 * @param array<string, string> $errors    Messages by field.
	 * @param string                $message   The notice.
	 */
	private function refuse( int $ticket_id, array $values, array $errors, string $message ): void {
		unset( $_POST['tickets_process'], $_REQUEST['tickets_process'] );
		$this->refused = array(
			'ticket' => $ticket_id,
			'values' => $values,
			'errors' => $errors,
			'notice' => array(
				'type'    => 'error',
				'message' => $message,
				'list'    => array_values( $errors ),
			),
		);
	}

	/**
	 * Event Tickets' redirect after a classic POST Kiosk let through names
	 * the ticket and lands on its block (the redirect only carries
	 * `rsvp_sent` or `rsvp_error`).
	 *
	 * @param string $location The redirect's URL.
	 * @return string
	 */
	public function name_ticket_in_redirect( $location ) {
		if ( ! $this->sending || ! preg_match( '/[?&]rsvp_(sent|error)=/', (string) $location ) ) {
			return $location;
		}
		$location = preg_replace( '/#.*$/', '', (string) $location );
		$location = add_query_arg( self::TICKET_ARG, $this->sending, $location );
		if ( preg_match( '/[?&]rsvp_error=/', $location ) && $this->sending_values ) {
			// Event Tickets refused after Kiosk's check passed (someone took
			// the places meanwhile): what was typed waits, under a one-time
			// token, for the form the redirect reopens (RsvpRefill: bounded,
			// expiring without WP-Cron).
			$token    = RsvpRefill::keep( $this->sending, $this->sending_values );
			$location = add_query_arg( self::BACK_ARG, $token, $location );
		}
		return $location . '#' . self::anchor( $this->sending );
	}

	/**
	 * The values a refused booking brought back for a ticket (read once,
	 * then forgotten by the site; kept for the rest of this request).
	 *
	 * @param int $ticket_id The RSVP ticket.
	 * @return array<string, mixed>|null
	 */
	private function brought_back( int $ticket_id ): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a one-time token naming the visitor's own values; nothing is changed.
		$token = isset( $_GET[ self::BACK_ARG ] ) ? preg_replace( '/[^a-z0-9]/', '', sanitize_key( wp_unslash( $_GET[ self::BACK_ARG ] ) ) ) : '';
		if ( '' === $token ) {
			return null;
		}
		if ( ! array_key_exists( $token, $this->brought_back ) ) {
			$this->brought_back[ $token ] = RsvpRefill::take( $token );
		}
		$kept = $this->brought_back[ $token ];
		return $kept && (int) $kept['ticket'] === $ticket_id ? $kept['values'] : null;
	}

	/**
	 * The element ID a no-JS request lands on for a ticket.
	 *
	 * @param int $ticket_id The RSVP ticket.
	 */
	public static function anchor( int $ticket_id ): string {
		return 'kiosk-rsvp-' . $ticket_id;
	}

	/**
	 * The state of one RSVP block on a page load: which step to show
	 * (`going` to show the form without JavaScript), the values and errors
	 * of a refused POST, and the notice to show.
	 *
	 * @param mixed  $state Default (an empty array).
	 * @param object $rsvp  Event Tickets' ticket object.
	 * @return array{step: ?string, values: array<string, mixed>, errors: array<string, string>, notice: ?array, anchor: string}
	 */
	public function state( $state, $rsvp ) {
		$ticket_id = is_object( $rsvp ) && isset( $rsvp->ID ) ? (int) $rsvp->ID : 0;
		$state     = array(
			'step'   => null,
			'values' => array(),
			'errors' => array(),
			'notice' => null,
			'anchor' => self::anchor( $ticket_id ),
		);
		if ( ! $ticket_id || wp_doing_ajax() ) {
			return $state;
		}
		if ( $this->refused && $this->refused['ticket'] === $ticket_id ) {
			$state['step']   = empty( $this->refused['values']['going'] ) ? 'not-going' : 'going';
			$state['values'] = $this->refused['values'];
			$state['errors'] = $this->refused['errors'];
			$state['notice'] = $this->refused['notice'];
			return $state;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only: which block a link or Event Tickets' redirect is about.
		if ( ! isset( $_GET[ self::TICKET_ARG ] ) || absint( $_GET[ self::TICKET_ARG ] ) !== $ticket_id ) {
			return $state;
		}
		$error = isset( $_GET['rsvp_error'] ) ? absint( $_GET['rsvp_error'] ) : 0;
		$sent  = ! empty( $_GET['rsvp_sent'] );
		// phpcs:enable
		if ( $sent ) {
			$state['notice'] = array(
				'type'    => 'success',
				'message' => __( 'Your reservation has been received.', 'kiosk' ),
				'detail'  => __( 'You will receive a confirmation by email.', 'kiosk' ),
			);
			return $state;
		}
		$open = ! method_exists( $rsvp, 'is_in_stock' ) || $rsvp->is_in_stock();
		if ( $error ) {
			$state['values'] = $this->brought_back( $ticket_id ) ?? array();
			$state['notice'] = array(
				'type'    => 'error',
				'message' => 2 === $error
					? __( 'Not enough places are left for this reservation. Please choose fewer places.', 'kiosk' )
					: __( 'Please enter your name and a valid email address.', 'kiosk' ),
			);
		}
		$state['step'] = $open ? 'going' : null;
		return $state;
	}
}
