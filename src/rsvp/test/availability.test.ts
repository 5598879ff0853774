import { wordAvailability } from '../availability';

describe( 'places left', () => {
	it( "words Event Tickets' availability naturally, keeping the number's element", () => {
		document.body.innerHTML = `<div class="tribe-tickets__rsvp-availability"><span class="tribe-tickets__rsvp-availability-quantity tribe-common-b2--bold"> 30 </span> verbleibend</div>`;
		wordAvailability( document );
		const line = document.querySelector(
			'.tribe-tickets__rsvp-availability'
		)!;
		expect( line.textContent ).toBe( '30 places left' );
		expect(
			line.querySelector( '.tribe-tickets__rsvp-availability-quantity' )
				?.textContent
		).toBe( '30' );
	} );

	it( 'leaves a line without a number alone', () => {
		document.body.innerHTML = `<div class="tribe-tickets__rsvp-availability">Ausgebucht</div>`;
		wordAvailability( document );
		expect( document.body.textContent ).toBe( 'Ausgebucht' );
	} );
} );
