/** @jest-environment node */
/**
 * Contract tests of the RSVP handler (Event Tickets' admin-ajax protocol).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHost } from '../../app';
import rsvp from '..';
import { createNonceService } from '../../wp/nonces';

let app: FastifyInstance;
let dataDir: string;
let nonce: string;

export function rsvpFields(
	ticket: number,
	values: {
		name?: string;
		email?: string;
		quantity?: string;
		status?: string;
		meta?: Record< string, string >;
	}
) {
	const base = `tribe_tickets[${ ticket }]`;
	const fields: Record< string, string > = {
		[ `${ base }[ticket_id]` ]: String( ticket ),
		[ `${ base }[quantity]` ]: values.quantity ?? '1',
		[ `${ base }[attendees][0][order_status]` ]: values.status ?? 'yes',
		[ `${ base }[attendees][0][full_name]` ]: values.name ?? 'Max Muster',
		[ `${ base }[attendees][0][email]` ]: values.email ?? 'max@example.de',
	};
	Object.entries( values.meta || {} ).forEach(
		( [ key, value ] ) =>
			( fields[ `${ base }[attendees][0][meta][${ key }]` ] = value )
	);
	return fields;
}

const ajax = ( fields: Record< string, string > ) =>
	app.inject( {
		method: 'POST',
		url: '/wp-admin/admin-ajax.php',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload: new URLSearchParams( {
			action: 'tribe_tickets_rsvp_handle',
			nonce,
			...fields,
		} ).toString(),
	} );

function countAttendees( ticket: number ): number {
	const Database = require( 'better-sqlite3' );
	const db = new Database( join( dataDir, 'kiosk.sqlite' ), {
		readonly: true,
	} );
	const n = db
		.prepare(
			"SELECT COUNT(*) AS n FROM rsvp_attendees WHERE ticket_id = ? AND status = 'yes'"
		)
		.get( ticket ).n;
	db.close();
	return n;
}

beforeAll( async () => {
	dataDir = mkdtempSync( join( tmpdir(), 'kiosk-rsvp-' ) );
	app = await createHost( { dataDir, modules: [ rsvp ] } );
	// The guest nonce, made with the host's secret (the page prints it once the script is built).
	const Database = require( 'better-sqlite3' );
	const db = new Database( join( dataDir, 'kiosk.sqlite' ), {
		readonly: true,
	} );
	const secret = JSON.parse(
		db
			.prepare( "SELECT value FROM options WHERE name = 'auth_secret'" )
			.get().value
	);
	db.close();
	nonce = createNonceService( secret, 86400, Date.now ).create(
		'tribe_tickets_rsvp_handle',
		0,
		''
	);
} );

afterAll( async () => {
	await app.close();
	rmSync( dataDir, { recursive: true, force: true } );
} );

test( 'the event page shows two tickets with their remaining places', async () => {
	const page = (
		await app.inject( { url: '/veranstaltungen/lesung-neue-stimmen/' } )
	).body;
	expect( page ).toContain( 'data-rsvp-id="101"' );
	expect( page ).toContain( 'data-rsvp-id="102"' );
	expect( page ).toContain( 'Noch 5 Plätze von 5 frei' );
} );

test( 'the listing links each upcoming event with its date, place and free places', async () => {
	const response = await app.inject( { url: '/veranstaltungen/' } );
	expect( response.statusCode ).toBe( 200 );
	const page = response.body;
	expect( page ).toContain(
		'<h1 class="kiosk-events__title">Veranstaltungen</h1>'
	);
	expect( page ).toContain( 'href="/veranstaltungen/lesung-neue-stimmen/"' );
	expect( page ).toContain(
		'href="/veranstaltungen/stadtspaziergang-redaktion/"'
	);
	expect( page ).toContain( 'Stadtbibliothek, Lesesaal' );
	expect( page ).toContain( 'Noch 16 Plätze von 16 frei' );
	expect( page ).toMatch(
		/<time datetime="\d{4}-\d\d-\d\dT19:30:00\+0[12]:00">/
	);
	expect( page ).toContain( 'aria-current="page"' );
	// No RSVP form on the listing, so no per-visitor nonce either.
	expect( page ).not.toContain( '"rsvp"' );
} );

test( 'a wrong nonce gets 403 with body -1', async () => {
	const response = await app.inject( {
		method: 'POST',
		url: '/wp-admin/admin-ajax.php',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		payload:
			'action=tribe_tickets_rsvp_handle&ticket_id=101&step=going&nonce=abc',
	} );
	expect( response.statusCode ).toBe( 403 );
	expect( response.body ).toBe( '-1' );
} );

test( 'going answers the form; cancel answers the ticket again', async () => {
	const form = ( await ajax( { ticket_id: '101', step: 'going' } ) ).json();
	expect( form.success ).toBe( true );
	expect( form.data.html ).toContain(
		'name="tribe_tickets[101][attendees][0][full_name]"'
	);
	const back = ( await ajax( { ticket_id: '101', step: '' } ) ).json();
	expect( back.data.html ).toContain( 'data-rsvp-step="going"' );
} );

test( 'a valid RSVP is stored and answered with a success view with a way back', async () => {
	const before = countAttendees( 101 );
	const body = (
		await ajax( {
			ticket_id: '101',
			step: 'success',
			...rsvpFields( 101, { quantity: '2' } ),
		} )
	).json();
	expect( body.success ).toBe( true );
	expect( body.data.html ).toContain( 'Ihre Zusage für 2 Plätze' );
	expect( body.data.html ).toContain( 'Zurück zur Anmeldung' );
	expect( countAttendees( 101 ) ).toBe( before + 2 );
} );

test( 'every invalid field is named in German; quantity 0 is never a success', async () => {
	const body = (
		await ajax( {
			ticket_id: '102',
			step: 'success',
			...rsvpFields( 102, { name: ' ', email: 'nope', quantity: '0' } ),
		} )
	).json();
	expect( body.success ).toBe( false );
	expect( body.data.html ).toContain( 'Bitte geben Sie Ihren Namen ein.' );
	expect( body.data.html ).toContain(
		'Bitte geben Sie eine gültige E-Mail-Adresse ein.'
	);
	expect( body.data.html ).toContain(
		'Bitte wählen Sie mindestens einen Platz.'
	);
	expect( body.data.html ).toContain(
		'Bitte füllen Sie das Pflichtfeld „Widmung für“ aus.'
	);
	expect( countAttendees( 102 ) ).toBe( 0 );
} );

test( 'capacity holds under concurrent RSVPs', async () => {
	const requests = Array.from( { length: 8 }, ( _, i ) =>
		ajax( {
			ticket_id: '102',
			step: 'success',
			...rsvpFields( 102, {
				name: `Gast ${ i }`,
				quantity: '2',
				meta: { widmung: 'Für Oma' },
			} ),
		} )
	);
	const results = ( await Promise.all( requests ) ).map( ( r ) => r.json() );
	expect( results.filter( ( r ) => r.success ) ).toHaveLength( 2 );
	expect( countAttendees( 102 ) ).toBe( 4 );
	const refused = results.find( ( r ) => ! r.success );
	expect( refused.data.html ).toMatch(
		/Es ist nur noch 1 Platz frei\.|ausgebucht/
	);
} );

test( 'not going is stored without using capacity', async () => {
	const before = countAttendees( 201 );
	const body = (
		await ajax( {
			ticket_id: '201',
			step: 'success',
			...rsvpFields( 201, { status: 'no' } ),
		} )
	).json();
	expect( body.success ).toBe( true );
	expect( body.data.html ).toContain( 'Ihre Absage ist gespeichert' );
	expect( countAttendees( 201 ) ).toBe( before );
} );

test( 'the attendee list is for administrators only', async () => {
	// A guest is sent to log in and back; the list itself is never shown.
	const response = await app.inject( { url: '/preview-admin/rsvps/' } );
	expect( response.statusCode ).toBe( 303 );
	expect( response.headers.location ).toBe(
		'/mein-konto/?redirect_to=%2Fpreview-admin%2Frsvps%2F'
	);
} );

function optoutOf( orderKey: string ): number[] {
	const Database = require( 'better-sqlite3' );
	const db = new Database( join( dataDir, 'kiosk.sqlite' ), {
		readonly: true,
	} );
	const rows = db
		.prepare( 'SELECT optout FROM rsvp_attendees WHERE order_key = ?' )
		.all( orderKey )
		.map( ( row: { optout: number } ) => row.optout );
	db.close();
	return rows;
}

test( 'the opt-in step stores the attendee list choice for the booking, only with its own nonce', async () => {
	const html: string = (
		await ajax( {
			ticket_id: '201',
			step: 'success',
			...rsvpFields( 201, { quantity: '1' } ),
		} )
	).json().data.html;
	const orderKey = html.match(
		/name="attendee_ids" value="([a-f0-9]+)"/
	)![ 1 ];
	const optinNonce = html.match(
		/name="opt_in_nonce" value="([^"]+)"/
	)![ 1 ];
	expect( optoutOf( orderKey ) ).toEqual( [ 0 ] );

	const hidden = (
		await ajax( {
			ticket_id: '201',
			step: 'opt-in',
			attendee_ids: orderKey,
			opt_in_nonce: optinNonce,
			opt_in: '',
		} )
	).json();
	expect( hidden.success ).toBe( true );
	expect( hidden.data.html ).toContain(
		'Ihr Name erscheint nicht in der Teilnehmerliste.'
	);
	expect( optoutOf( orderKey ) ).toEqual( [ 1 ] );

	const shown = (
		await ajax( {
			ticket_id: '201',
			step: 'opt-in',
			attendee_ids: orderKey,
			opt_in_nonce: optinNonce,
			opt_in: '1',
		} )
	).json();
	expect( shown.data.html ).toContain(
		'Ihr Name erscheint in der Teilnehmerliste.'
	);
	expect( optoutOf( orderKey ) ).toEqual( [ 0 ] );

	// Another booking's key with this nonce changes nothing.
	const other = 'f'.repeat( 24 );
	const refused = (
		await ajax( {
			ticket_id: '201',
			step: 'opt-in',
			attendee_ids: other,
			opt_in_nonce: optinNonce,
			opt_in: '',
		} )
	).json();
	expect( refused.success ).toBe( false );
	expect( refused.data.html ).toContain(
		'Die Einstellung konnte nicht gespeichert werden.'
	);
	expect( optoutOf( orderKey ) ).toEqual( [ 0 ] );
} );
