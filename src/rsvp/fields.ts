/**
 * Event Tickets' attendee fields in its RSVP form, and what Kiosk reads
 * from them for its checks.
 */
import type { RsvpValues } from './rules';

type Control = HTMLInputElement;

/** The attendee fields, by Event Tickets 5's v2 classes (and the older ones). */
export const FIELDS = {
	fullName: '.tribe-tickets__rsvp-form-field-name, .tribe-tickets-full-name',
	email: '.tribe-tickets__rsvp-form-field-email, .tribe-tickets-email',
	quantity:
		'.tribe-tickets__rsvp-form-field-quantity, .tribe-tickets-quantity',
};

/** A field's control: `full_name`, `email`, `quantity` or `meta:{key}`. */
export function controlFor(
	form: HTMLFormElement,
	field: string
): Control | null {
	if ( field.startsWith( 'meta:' ) ) {
		return form.querySelector< Control >(
			`input[name$="[meta][${ field.slice( 5 ).replace( /["\\\]]/g, '' ) }]"]`
		);
	}
	const selectors: Record< string, string > = {
		full_name: FIELDS.fullName,
		email: FIELDS.email,
		quantity: FIELDS.quantity,
	};
	return form.querySelector< Control >( selectors[ field ] || 'x-none' );
}

/**
 * Event Tickets' values of `order_status` for "not going": `not-going`
 * from its v2 form (it stores it as `no`), `no` from the older one.
 */
const NOT_GOING = new Set( [ 'not-going', 'no' ] );

/** Whether an `order_status` value says the visitor is coming. */
export function isGoing( status: string | undefined ): boolean {
	return ! NOT_GOING.has( ( status || '' ).trim() );
}

/** The values the checks need, read from the form. */
export function readForm( form: HTMLFormElement ): RsvpValues {
	const value = ( selector: string ) =>
		form.querySelector< Control >( selector )?.value ?? '';
	const quantity = form.querySelector< Control >( FIELDS.quantity );
	const status = form.querySelector< Control >(
		'input[name$="[attendees][0][order_status]"]'
	)?.value;
	return {
		going: isGoing( status ),
		fullName: value( FIELDS.fullName ),
		email: value( FIELDS.email ),
		quantity: quantity ? quantity.value : '1',
		remaining:
			quantity && quantity.max !== '' ? Number( quantity.max ) : Infinity,
		meta: Array.from(
			form.querySelectorAll< Control >( '[data-required-meta]' )
		).map( ( control ) => ( {
			key:
				( /\[meta\]\[([^\]]+)\]$/.exec( control.name ) || [] )[ 1 ] ||
				control.name,
			label: control.dataset.requiredMeta || control.name,
			value: control.value,
		} ) ),
	};
}
