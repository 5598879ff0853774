/**
 * The attendee form's "Cancel" (Abbrechen) comes before "Book" in Event
 * Tickets' markup. Without JavaScript it submits a separate empty form (its
 * `form` attribute), so Enter in a field books. Event Tickets' answers to
 * a step lose that attribute on their way into the page (DOMPurify keeps no
 * `form`), and Cancel became the form's default button: Enter cancelled
 * the booking and threw away what was typed. With Kiosk's script Cancel
 * is a plain button (the script takes its click), so Enter always books.
 */
export const CANCEL_BUTTON = 'button.tribe-tickets__rsvp-form-button--cancel';

/** Makes every Cancel under `root` a plain button, owned by no form. */
export function keepEnterForBooking( root: ParentNode ): void {
	root.querySelectorAll< HTMLButtonElement >( CANCEL_BUTTON ).forEach(
		( button ) => {
			button.type = 'button';
			button.removeAttribute( 'form' );
			button.removeAttribute( 'formnovalidate' );
		}
	);
}
