/**
 * The places left, in natural German.
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Event Tickets says "30 verbleibend"; readers say "Noch 30 Plätze frei".
 * The number stays in its own element (Event Tickets' markup).
 */
export function wordAvailability( root: ParentNode ): void {
	root.querySelectorAll< HTMLElement >(
		'.tribe-tickets__rsvp-availability'
	).forEach( ( line ) => {
		const quantity = line.querySelector< HTMLElement >(
			'.tribe-tickets__rsvp-availability-quantity'
		);
		const count = Number( quantity?.textContent?.trim() );
		if ( ! quantity || ! Number.isFinite( count ) ) {
			return;
		}
		const [ before, after ] = sprintf(
			/* translators: %d: places left (the number is shown in its own element). */
			_n( '%d place left', '%d places left', count, 'kiosk' ),
			count
		).split( String( count ) );
		quantity.textContent = String( count );
		line.replaceChildren( before || '', quantity, after || '' );
	} );
}
