/** @jest-environment node */
/**
 * The events listing's markup and the seed dates relative to today.
 */
import { eventListing, type ListedEvent } from '../listing';
import { berlinTimeAfter, type EventRow } from '../store';

const event = ( id: number, startsAt: string ): EventRow => ( {
	id,
	slug: `veranstaltung-${ id }`,
	title: `Veranstaltung ${ id }`,
	starts_at: startsAt,
	venue: 'Marktplatz <Brunnen>',
	description: 'Beschreibung',
} );

const listed = (
	id: number,
	startsAt: string,
	remaining: number,
	capacity = 10
): ListedEvent => ( {
	event: event( id, startsAt ),
	remaining,
	capacity,
} );

const NOW = new Date( '2026-11-21T12:00:00Z' );

test( 'upcoming events come first with their free places; past ones below, latest first', () => {
	const html = eventListing(
		[
			listed( 1, '2026-09-18T19:30:00+02:00', 3 ),
			listed( 2, '2026-10-03T11:00:00+02:00', 3 ),
			listed( 3, '2026-12-05T19:00:00+01:00', 1 ),
			listed( 4, '2027-01-10T11:00:00+01:00', 0 ),
		],
		NOW
	);
	const upcoming = html.slice( 0, html.indexOf( 'Vergangene' ) );
	const past = html.slice( html.indexOf( 'Vergangene' ) );
	expect( upcoming ).toContain( 'href="/veranstaltungen/veranstaltung-3/"' );
	expect( upcoming ).toContain( 'Noch 1 Platz von 10 frei' );
	expect( upcoming ).toContain( 'Ausgebucht' );
	expect( upcoming ).toContain( 'Samstag, 5. Dezember 2026 um 19:00 Uhr' );
	expect( upcoming.indexOf( 'veranstaltung-3' ) ).toBeLessThan(
		upcoming.indexOf( 'veranstaltung-4' )
	);
	expect( past.indexOf( 'veranstaltung-2' ) ).toBeLessThan(
		past.indexOf( 'veranstaltung-1' )
	);
	expect( past ).not.toContain( 'frei' );
	expect( html ).toContain( 'Marktplatz &lt;Brunnen&gt;' );
} );

test( 'without upcoming events the listing says so and has no past section when there is none', () => {
	const html = eventListing( [], NOW );
	expect( html ).toContain( 'Derzeit sind keine Veranstaltungen geplant.' );
	expect( html ).not.toContain( 'Vergangene' );
} );

test( 'seed dates are Berlin wall-clock times with the offset of their season', () => {
	expect( berlinTimeAfter( NOW, 60, 19, 30 ) ).toBe(
		'2027-01-20T19:30:00+01:00'
	);
	expect(
		berlinTimeAfter( new Date( '2027-05-01T08:00:00Z' ), 1, 11, 0 )
	).toBe( '2027-05-02T11:00:00+02:00' );
} );
