/**
 * The RSVP form's rules (SPEC 5): a name, an email, a quantity above zero
 * and within the remaining places, and every required attendee field.
 * Every problem is reported, each naming its field.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { isEmail } from '../shared/rules/email';

export interface RsvpValues {
	going: boolean;
	fullName: string;
	email: string;
	/** Raw quantity text (going only). */
	quantity: string;
	/** Places left; Infinity when unknown. */
	remaining: number;
	/** Required attendee fields: label and value. */
	meta: Array< { key: string; label: string; value: string } >;
}

export interface RsvpError {
	/** `full_name`, `email`, `quantity` or `meta:{key}`. */
	field: string;
	message: string;
}

/** Checks the values; an empty list means the RSVP may be sent. */
export function validateRsvp( values: RsvpValues ): RsvpError[] {
	const errors: RsvpError[] = [];
	if ( values.fullName.trim() === '' ) {
		errors.push( {
			field: 'full_name',
			message: __( 'Please enter your name.', 'kiosk' ),
		} );
	}
	if ( values.email.trim() === '' ) {
		errors.push( {
			field: 'email',
			message: __( 'Please enter your email address.', 'kiosk' ),
		} );
	} else if ( ! isEmail( values.email.trim() ) ) {
		errors.push( {
			field: 'email',
			message: __( 'Please enter a valid email address.', 'kiosk' ),
		} );
	}
	if ( ! values.going ) {
		return errors;
	}
	const text = values.quantity.trim();
	// A whole number, maybe negative; anything else (1.5, 2e1) is not a count of places.
	const whole = /^-?\d+$/.test( text );
	const quantity = whole ? Number( text ) : 0;
	if ( text !== '' && ! whole ) {
		errors.push( {
			field: 'quantity',
			message: __( 'Please enter a whole number of places.', 'kiosk' ),
		} );
	} else if ( quantity < 1 ) {
		errors.push( {
			field: 'quantity',
			message: __( 'Please choose at least one place.', 'kiosk' ),
		} );
	} else if ( quantity > values.remaining ) {
		errors.push( {
			field: 'quantity',
			message:
				values.remaining <= 0
					? __( 'This ticket is sold out.', 'kiosk' )
					: sprintf(
							/* translators: %d: number of places still available. */
							_n(
								'Only %d place is left.',
								'Only %d places are left.',
								values.remaining,
								'kiosk'
							),
							values.remaining
						),
		} );
	}
	values.meta.forEach( ( meta ) => {
		if ( meta.value.trim() === '' ) {
			errors.push( {
				field: `meta:${ meta.key }`,
				message: sprintf(
					/* translators: %s: the label of a required field. */
					__( 'Please fill in the required field "%s".', 'kiosk' ),
					meta.label
				),
			} );
		}
	} );
	return errors;
}

/** Copies attendee 0's fields to attendees 1…n-1, as Event Tickets expects one entry per place. */
export function expandAttendees(
	entries: Array< [ string, string ] >,
	ticketId: string,
	quantity: number
): Array< [ string, string ] > {
	const prefix = `tribe_tickets[${ ticketId }][attendees][0]`;
	const first = entries.filter( ( [ name ] ) => name.startsWith( prefix ) );
	const out = [ ...entries ];
	for ( let n = 1; n < quantity; n++ ) {
		first.forEach( ( [ name, value ] ) =>
			out.push( [
				`tribe_tickets[${ ticketId }][attendees][${ n }]${ name.slice( prefix.length ) }`,
				value,
			] )
		);
	}
	return out;
}
