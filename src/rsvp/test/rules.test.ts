/**
 * RSVP rules and the block's error display.
 */
import { expandAttendees, validateRsvp } from '../rules';
import { showErrors } from '../field-errors';

const base = {
	going: true,
	fullName: 'Max',
	email: 'max@example.de',
	quantity: '1',
	remaining: 5,
	meta: [],
};

test( 'a complete RSVP passes', () => {
	expect( validateRsvp( base ) ).toEqual( [] );
} );

test( 'reports every problem, each with its field', () => {
	const errors = validateRsvp( {
		...base,
		fullName: ' ',
		email: 'nope',
		quantity: '0',
		meta: [ { key: 'widmung', label: 'Widmung für', value: '' } ],
	} );
	expect( errors.map( ( e ) => e.field ) ).toEqual( [
		'full_name',
		'email',
		'quantity',
		'meta:widmung',
	] );
	expect( errors[ 3 ].message ).toBe(
		'Please fill in the required field "Widmung für".'
	);
} );

test.each( [ '1.5', '0.5', '2e1', '-1.5' ] )(
	'a quantity of %s is asked for as a whole number',
	( quantity ) => {
		expect( validateRsvp( { ...base, quantity } ) ).toEqual( [
			{
				field: 'quantity',
				message: 'Please enter a whole number of places.',
			},
		] );
	}
);

test.each( [ '', '0', '-2' ] )(
	'a quantity of "%s" asks for at least one place',
	( quantity ) => {
		expect( validateRsvp( { ...base, quantity } ) ).toEqual( [
			{ field: 'quantity', message: 'Please choose at least one place.' },
		] );
	}
);

test( 'an empty email, a quantity of zero or beyond the remaining places are refused', () => {
	expect( validateRsvp( { ...base, email: '' } )[ 0 ].message ).toBe(
		'Please enter your email address.'
	);
	expect( validateRsvp( { ...base, quantity: '' } )[ 0 ].field ).toBe(
		'quantity'
	);
	expect( validateRsvp( { ...base, quantity: '6' } )[ 0 ].message ).toBe(
		'Only 5 places are left.'
	);
	expect(
		validateRsvp( { ...base, quantity: '1', remaining: 0 } )[ 0 ].message
	).toBe( 'This ticket is sold out.' );
} );

test( 'not going needs only name and email', () => {
	expect(
		validateRsvp( { ...base, going: false, quantity: '0', remaining: 0 } )
	).toEqual( [] );
} );

test( 'attendee fields are copied for every place', () => {
	const out = expandAttendees(
		[
			[ 'tribe_tickets[7][quantity]', '2' ],
			[ 'tribe_tickets[7][attendees][0][full_name]', 'Max' ],
		],
		'7',
		2
	);
	expect( out ).toContainEqual( [
		'tribe_tickets[7][attendees][1][full_name]',
		'Max',
	] );
	expect( out ).toHaveLength( 3 );
} );

test( 'errors appear at each field and in a summary naming the field', () => {
	document.body.innerHTML = `<form><div class="tribe-tickets__rsvp-form-errors"></div>
<label for="n">Name</label><input id="n" class="tribe-tickets-full-name" name="x"><span id="n-error" hidden></span>
<label for="q">Anzahl</label><input id="q" class="tribe-tickets-quantity" name="y"><span id="q-error" hidden></span></form>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	showErrors( form, [
		{ field: 'full_name', message: 'Name fehlt.' },
		{ field: 'quantity', message: 'Zu wenig.' },
	] );
	expect(
		document.getElementById( 'n' )?.getAttribute( 'aria-invalid' )
	).toBe( 'true' );
	expect( document.getElementById( 'q-error' )?.textContent ).toBe(
		'Zu wenig.'
	);
	expect( document.getElementById( 'q-error' )?.hidden ).toBe( false );
	expect(
		Array.from(
			form.querySelectorAll( '.tribe-tickets__rsvp-form-errors li' ),
			( li ) => li.textContent
		)
	).toEqual( [ 'Name: Name fehlt.', 'Anzahl: Zu wenig.' ] );
} );
