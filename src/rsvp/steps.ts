/**
 * Which step of Event Tickets' RSVP a button sends.
 */

/**
 * The buttons that send a step: Event Tickets' own (going, not going,
 * cancel; its markup carries no step, its script knows them by class) and
 * any with `data-rsvp-step`.
 */
const STEP_CLASSES: Record< string, string > = {
	'tribe-tickets__rsvp-actions-button-going': 'going',
	'tribe-tickets__rsvp-actions-button-not-going': 'not-going',
	'tribe-tickets__rsvp-form-button--cancel': '',
};
/** A selector for every button that sends a step. */
export const STEP_BUTTONS = [
	'button[data-rsvp-step]',
	...Object.keys( STEP_CLASSES ).map( ( name ) => `button.${ name }` ),
].join( ',' );

/** The step a button sends, or null. */
export function stepOf( button: HTMLButtonElement ): string | null {
	if ( button.dataset.rsvpStep !== undefined ) {
		return button.type === 'button' ? button.dataset.rsvpStep : null;
	}
	const name = Object.keys( STEP_CLASSES ).find( ( c ) =>
		button.classList.contains( c )
	);
	return name === undefined ? null : STEP_CLASSES[ name ];
}
