import { refusalMessage } from '../answer';

describe( "the words of Event Tickets' refusal", () => {
	it( 'joins every message text, without the markup', () => {
		expect(
			refusalMessage(
				`<div class="tribe-tickets__rsvp-message--error"><svg></svg>
<span class="tribe-tickets__rsvp-message-text"><strong> Erstens. </strong></span>
<span class="tribe-tickets__rsvp-message-text"><strong>Zweitens.</strong></span></div>`
			)
		).toBe( 'Erstens. Zweitens.' );
	} );

	it( 'falls back to the text of other markup', () => {
		expect( refusalMessage( '<p>Etwas ist passiert.</p>' ) ).toBe(
			'Etwas ist passiert.'
		);
	} );

	it( 'an empty refusal gets the generic message', () => {
		expect( refusalMessage( '' ) ).toBe(
			'Something went wrong. Please try again.'
		);
	} );
} );
