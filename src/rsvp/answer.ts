/**
 * Reading Event Tickets' answer to a step: the words of a refusal (its
 * error markup is not put into the page, so the form and everything typed
 * stay), and where focus goes once an answer has been rendered.
 */
import { __ } from '@wordpress/i18n';

/**
 * The text of Event Tickets' error message (`{ success: false }`, e.g.
 * "not enough places left"); the generic failure when it has none.
 */
export function refusalMessage( html: string ): string {
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const parts = Array.from(
		doc.querySelectorAll( '.tribe-tickets__rsvp-message-text' ),
		( part ) => part.textContent?.replace( /\s+/g, ' ' ).trim() || ''
	).filter( Boolean );
	const text = parts.length
		? parts.join( ' ' )
		: ( doc.body.textContent || '' ).replace( /\s+/g, ' ' ).trim();
	return text || __( 'Something went wrong. Please try again.', 'kiosk' );
}

/**
 * Whether Event Tickets' answer to the booking step says something was
 * booked. Its confirmation (the theme's messages/success/going.php) names
 * the places stored; an answer that says "success" with none stored (a
 * quantity of 0) booked nothing. An answer without that mark (not going,
 * another theme's template) is taken as it comes.
 */
export function bookedAnything( html: string ): boolean {
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	const marks = Array.from(
		doc.querySelectorAll< HTMLElement >( '[data-rsvp-success]' )
	);
	return (
		marks.length === 0 ||
		marks.some( ( mark ) => Number( mark.dataset.rsvpQuantity ) > 0 )
	);
}

/** What the visitor reads when a "successful" answer booked nothing. */
export function nothingBookedMessage(): string {
	return __(
		'Nothing was booked: please choose at least one place and send the reservation again.',
		'kiosk'
	);
}

const FIELD =
	'form input:not([type="hidden"]):not([disabled]), form select, form textarea';

/**
 * What gets focus after a step's answer is rendered, so focus does not
 * fall to the page: the confirmation after a booking, the first field of
 * the attendee form, the block's title (or first button) back at the start.
 */
export function focusTarget(
	wrapper: HTMLElement,
	step: string
): HTMLElement | null {
	const first = ( selector: string ) =>
		wrapper.querySelector< HTMLElement >( selector );
	if ( step === 'success' || step === 'opt-in' ) {
		return (
			first( '.tribe-tickets__rsvp-message' ) ||
			first( '.tribe-tickets__rsvp-title' )
		);
	}
	return (
		first( FIELD ) ||
		first( '.tribe-tickets__rsvp-form-title' ) ||
		first( '.tribe-tickets__rsvp-title' ) ||
		first( 'button' )
	);
}

/** Focuses an element, making it focusable first when it is not a control. */
export function focusElement( element: HTMLElement ): void {
	if ( element.tabIndex < 0 && ! element.hasAttribute( 'tabindex' ) ) {
		element.tabIndex = -1;
	}
	element.focus();
}
