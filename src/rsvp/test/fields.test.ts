/**
 * What Kiosk reads from Event Tickets' RSVP form, with its real
 * `order_status` values.
 */
import { isGoing, readForm } from '../fields';
import { validateRsvp } from '../rules';

const form = ( status: string ) => {
	document.body.innerHTML = `<form name="tribe-tickets-rsvp-form">
<input type="hidden" name="tribe_tickets[130][attendees][0][order_status]" value="${ status }">
<input class="tribe-tickets__rsvp-form-field-name" name="tribe_tickets[130][attendees][0][full_name]" value="Rita">
<input class="tribe-tickets__rsvp-form-field-email" name="tribe_tickets[130][attendees][0][email]" value="rita@example.de">
<input type="number" class="tribe-tickets__rsvp-form-field-quantity" name="quantity_130" value="" max="4">
</form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
};

test.each( [ 'not-going', 'no' ] )(
	'"%s" is not going: no places are asked for',
	( status ) => {
		const values = readForm( form( status ) );
		expect( values.going ).toBe( false );
		expect( validateRsvp( values ) ).toEqual( [] );
	}
);

test.each( [ 'going', 'yes' ] )( '"%s" is going', ( status ) => {
	expect( isGoing( status ) ).toBe( true );
	expect(
		validateRsvp( readForm( form( status ) ) ).map( ( e ) => e.field )
	).toEqual( [ 'quantity' ] );
} );
