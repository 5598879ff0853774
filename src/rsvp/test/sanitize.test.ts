import { cleanRsvpHtml } from '../sanitize';

describe( "Event Tickets' RSVP HTML", () => {
	it( 'keeps the form and drops what could run', async () => {
		const html = await cleanRsvpHtml(
			`<form name="tribe-tickets-rsvp-form" data-rsvp-id="7"><label for="n">Name</label><input id="n" name="tribe_tickets[7][attendees][1][full_name]" required><button type="submit" class="tribe-tickets__rsvp-form-button">Reservierung buchen</button></form>
<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">x</a><svg><animate onbegin="alert(1)"/></svg><iframe src="https://evil.example"></iframe>`
		);
		const doc = new DOMParser().parseFromString( html, 'text/html' );
		expect(
			doc.querySelector( 'form[name="tribe-tickets-rsvp-form"]' )
		).not.toBeNull();
		expect(
			doc.querySelector( 'input[required]' )?.getAttribute( 'name' )
		).toBe( 'tribe_tickets[7][attendees][1][full_name]' );
		expect( doc.querySelector( 'form' )?.dataset.rsvpId ).toBe( '7' );
		expect( html ).not.toMatch(
			/onerror|onbegin|<script|javascript:|<iframe/i
		);
	} );
} );
