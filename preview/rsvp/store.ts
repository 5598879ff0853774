/**
 * Events, RSVP tickets and attendees in SQLite. Capacity is checked and
 * attendees are inserted in one immediate transaction, so concurrent
 * RSVPs never exceed a ticket's capacity.
 */
import type { Database } from 'better-sqlite3';

export interface EventRow {
	id: number;
	slug: string;
	title: string;
	starts_at: string;
	venue: string;
	description: string;
}

export interface TicketRow {
	id: number;
	event_id: number;
	name: string;
	description: string;
	capacity: number;
	meta_key: string | null;
	meta_label: string | null;
}

export interface AttendeeInput {
	fullName: string;
	email: string;
	optout: boolean;
	meta: Record< string, string >;
}

/** Creates the tables. */
export function migrateRsvp( db: Database ): void {
	db.exec( `
		CREATE TABLE IF NOT EXISTS rsvp_events (
			id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
			starts_at TEXT NOT NULL, venue TEXT NOT NULL, description TEXT NOT NULL
		);
		CREATE TABLE IF NOT EXISTS rsvp_tickets (
			id INTEGER PRIMARY KEY, event_id INTEGER NOT NULL REFERENCES rsvp_events(id),
			name TEXT NOT NULL, description TEXT NOT NULL, capacity INTEGER NOT NULL,
			meta_key TEXT, meta_label TEXT
		);
		CREATE TABLE IF NOT EXISTS rsvp_attendees (
			id INTEGER PRIMARY KEY AUTOINCREMENT, ticket_id INTEGER NOT NULL REFERENCES rsvp_tickets(id),
			order_key TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('yes', 'no')),
			full_name TEXT NOT NULL, email TEXT NOT NULL, meta TEXT NOT NULL, optout INTEGER NOT NULL,
			user_id INTEGER NOT NULL, created_at INTEGER NOT NULL
		);
		CREATE INDEX IF NOT EXISTS rsvp_attendees_ticket ON rsvp_attendees (ticket_id, status);
	` );
}

const BERLIN_OFFSET = new Intl.DateTimeFormat( 'en-US', {
	timeZone: 'Europe/Berlin',
	timeZoneName: 'longOffset',
} );

/**
 * A Berlin wall-clock time `days` after `now`, as ISO 8601 with its offset
 * (e.g. `2027-01-20T19:30:00+01:00`). The demo events are seeded relative
 * to the day the database is created, so they are upcoming on a new site.
 */
export function berlinTimeAfter(
	now: Date,
	days: number,
	hour: number,
	minute: number
): string {
	const day = new Date( now.getTime() + days * 86_400_000 );
	const [ date ] = day.toISOString().split( 'T' );
	const noon = new Date( `${ date }T12:00:00Z` );
	const name =
		BERLIN_OFFSET.formatToParts( noon ).find(
			( part ) => part.type === 'timeZoneName'
		)?.value || 'GMT+01:00';
	const offset = name === 'GMT' ? '+00:00' : name.slice( 3 );
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	return `${ date }T${ pad( hour ) }:${ pad( minute ) }:00${ offset }`;
}

/** Seeds two German events with two limited tickets each, 60 and 75 days ahead. */
export function seedRsvp( db: Database, now = new Date() ): void {
	const event = db.prepare(
		'INSERT INTO rsvp_events (id, slug, title, starts_at, venue, description) VALUES (?, ?, ?, ?, ?, ?)'
	);
	const ticket = db.prepare(
		'INSERT INTO rsvp_tickets (id, event_id, name, description, capacity, meta_key, meta_label) VALUES (?, ?, ?, ?, ?, ?, ?)'
	);
	event.run(
		1,
		'lesung-neue-stimmen',
		'Lesung: Neue Stimmen aus der Region',
		berlinTimeAfter( now, 60, 19, 30 ),
		'Stadtbibliothek, Lesesaal',
		'Drei junge Autorinnen und Autoren lesen aus ihren Debüts. Anschließend Gespräch mit der Feuilleton-Redaktion.'
	);
	ticket.run(
		101,
		1,
		'Sitzplatz',
		'Freier Eintritt, Platzvergabe nach Anmeldung.',
		30,
		null,
		null
	);
	ticket.run(
		102,
		1,
		'Signierstunde',
		'Ein signiertes Exemplar mit persönlicher Widmung.',
		5,
		'widmung',
		'Widmung für'
	);
	event.run(
		2,
		'stadtspaziergang-redaktion',
		'Stadtspaziergang mit der Redaktion',
		berlinTimeAfter( now, 75, 11, 0 ),
		'Treffpunkt: Marktplatz, am Brunnen',
		'Unsere Lokalredaktion zeigt Orte, über die wir berichtet haben – mit Geschichten hinter den Geschichten.'
	);
	ticket.run(
		201,
		2,
		'Teilnahme',
		'Dauer etwa zwei Stunden.',
		12,
		null,
		null
	);
	ticket.run(
		202,
		2,
		'Barrierefreie Gruppe',
		'Stufenlose Route in kleiner Gruppe.',
		4,
		'bedarf',
		'Unterstützungsbedarf'
	);
}

/** Store operations. */
export function createRsvpStore( db: Database ) {
	const eventBySlug = db.prepare(
		'SELECT * FROM rsvp_events WHERE slug = ?'
	);
	const allEvents = db.prepare(
		'SELECT * FROM rsvp_events ORDER BY starts_at, id'
	);
	const ticketsOf = db.prepare(
		'SELECT * FROM rsvp_tickets WHERE event_id = ? ORDER BY id'
	);
	const ticketById = db.prepare( 'SELECT * FROM rsvp_tickets WHERE id = ?' );
	const going = db.prepare(
		"SELECT COUNT(*) AS n FROM rsvp_attendees WHERE ticket_id = ? AND status = 'yes'"
	);
	const insert = db.prepare(
		'INSERT INTO rsvp_attendees (ticket_id, order_key, status, full_name, email, meta, optout, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'
	);
	const setOptout = db.prepare(
		'UPDATE rsvp_attendees SET optout = ? WHERE order_key = ? AND ticket_id = ?'
	);
	const all = db.prepare(
		'SELECT a.*, t.name AS ticket_name, e.title AS event_title FROM rsvp_attendees a JOIN rsvp_tickets t ON t.id = a.ticket_id JOIN rsvp_events e ON e.id = t.event_id ORDER BY a.id DESC LIMIT 500'
	);
	const remaining = ( ticket: TicketRow ) =>
		Math.max(
			0,
			ticket.capacity - ( going.get( ticket.id ) as { n: number } ).n
		);
	return {
		eventBySlug: ( slug: string ) =>
			eventBySlug.get( slug ) as EventRow | undefined,
		/** Every event, earliest first. */
		events: () => allEvents.all() as EventRow[],
		ticketsOf: ( eventId: number ) =>
			ticketsOf.all( eventId ) as TicketRow[],
		ticket: ( id: number ) => ticketById.get( id ) as TicketRow | undefined,
		remaining,
		/** Books attendees; returns null when the capacity is too small (nothing stored). */
		book(
			ticketId: number,
			status: 'yes' | 'no',
			attendees: AttendeeInput[],
			orderKey: string,
			userId: number,
			now: number
		): number[] | { remaining: number } {
			return db
				.transaction( () => {
					const ticket = ticketById.get( ticketId ) as TicketRow;
					const left = remaining( ticket );
					if ( status === 'yes' && attendees.length > left ) {
						return { remaining: left };
					}
					return attendees.map( ( attendee ) =>
						Number(
							insert.run(
								ticketId,
								orderKey,
								status,
								attendee.fullName,
								attendee.email,
								JSON.stringify( attendee.meta ),
								attendee.optout ? 1 : 0,
								userId,
								now
							).lastInsertRowid
						)
					);
				} )
				.immediate();
		},
		setOptout: ( orderKey: string, ticketId: number, optout: boolean ) =>
			setOptout.run( optout ? 1 : 0, orderKey, ticketId ).changes,
		attendees: () =>
			all.all() as Array< Record< string, string | number > >,
	};
}

export type RsvpStore = ReturnType< typeof createRsvpStore >;
