/** @jest-environment node */
/**
 * Fuzz: malformed Contact Form 7 feedback and RSVP requests never give a
 * 5xx and never store anything.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHost } from '../../app';
import contactForm from '..';
import rsvp from '../../rsvp';
import { createNonceService } from '../../wp/nonces';

let app: FastifyInstance;
let dataDir: string;
let nonce: string;

// A small deterministic PRNG, so a failure can be replayed.
let seed = 20260101;
const random = () =>
	( seed = ( seed * 1103515245 + 12345 ) % 2147483648 ) / 2147483648;
const pick = < T >( list: T[] ): T =>
	list[ Math.floor( random() * list.length ) ];

const NASTY = [
	'',
	' ',
	'0',
	'-1',
	'1e9',
	'NaN',
	'[]',
	'{}',
	'null',
	'\u0000',
	'\r\nBcc: x@y.z',
	'<script>alert(1)</script>',
	'../../etc/passwd',
	"' OR 1=1 --",
	'ä'.repeat( 3000 ),
	'x'.repeat( 120000 ),
	'%',
	'&&&',
	'=',
	'[',
	'wpcf7-f7-p12-o1',
];
const CF7_NAMES = [
	'_wpcf7',
	'_wpcf7_unit_tag',
	'your-name',
	'your-email',
	'your-message',
	'topic[]',
	'consent',
	'quiz-math',
	'_wpcf7_quiz_answer_quiz-math',
	'kiosk-hp-website',
	'__proto__',
	'constructor',
	'a'.repeat( 200 ),
];

function malformedFeedback() {
	const boundary = 'b' + Math.floor( random() * 1e9 );
	const kind = Math.floor( random() * 6 );
	const fields = Array.from( { length: Math.floor( random() * 8 ) }, () => [
		pick( CF7_NAMES ),
		pick( NASTY ),
	] );
	const id = pick( [
		'7',
		'7',
		'8',
		'0',
		'abc',
		'7%00',
		'99999999999999999999',
	] );
	const url = `/wp-json/contact-form-7/v1/contact-forms/${ id }/feedback`;
	const parts = fields
		.map(
			( [ n, v ] ) =>
				`--${ boundary }\r\nContent-Disposition: form-data; name="${ n }"\r\n\r\n${ v }\r\n`
		)
		.join( '' );
	switch ( kind ) {
		case 0: // multipart without a valid unit tag or with a valid one but broken values
			return {
				url,
				payload: parts + `--${ boundary }--\r\n`,
				headers: {
					'content-type': `multipart/form-data; boundary=${ boundary }`,
				},
			};
		case 1: // truncated multipart
			return {
				url,
				payload: parts.slice(
					0,
					Math.floor( random() * parts.length )
				),
				headers: {
					'content-type': `multipart/form-data; boundary=${ boundary }`,
				},
			};
		case 2: // wrong boundary
			return {
				url,
				payload: parts,
				headers: {
					'content-type': 'multipart/form-data; boundary=zzz',
				},
			};
		case 3: // JSON
			return {
				url,
				payload: pick( [
					'{',
					'[]',
					'{"_wpcf7_unit_tag":{"a":1}}',
					'null',
					'"x"',
				] ),
				headers: { 'content-type': 'application/json' },
			};
		case 4: // urlencoded with a valid unit tag but junk
			return {
				url,
				payload: new URLSearchParams( [
					[ '_wpcf7_unit_tag', 'wpcf7-f7-p12-o1' ],
					...fields,
				] as string[][] ).toString(),
				headers: {
					'content-type': 'application/x-www-form-urlencoded',
				},
			};
		default: // odd content types
			return {
				url,
				payload: pick( NASTY ),
				headers: {
					'content-type': pick( [
						'text/plain',
						'application/xml',
						'multipart/form-data',
						'',
					] ),
				},
			};
	}
}

function malformedRsvp() {
	const ticket = pick( [ '101', '102', '201', '0', '-1', 'x', '99999', '' ] );
	const base = `tribe_tickets[${ pick( [ ticket, '101', '[' ] ) }]`;
	const fields: string[][] = [
		[
			'action',
			pick( [
				'tribe_tickets_rsvp_handle',
				'tribe_tickets_rsvp_handle',
				'x',
				'',
			] ),
		],
		[ 'nonce', pick( [ nonce, nonce, nonce, 'wrong', '' ] ) ],
		[ 'ticket_id', ticket ],
		[
			'step',
			pick( [
				'success',
				'success',
				'success',
				'opt-in',
				'going',
				'',
				'bogus',
			] ),
		],
		[
			`${ base }[quantity]`,
			pick( [ '0', '-2', '1.5', '1e3', '', 'abc', '100', '1000' ] ),
		],
		[
			`${ base }[attendees][0][order_status]`,
			pick( [ 'yes', 'no', 'maybe', '' ] ),
		],
		[
			`${ base }[attendees][0][full_name]`,
			pick( [ '', ' ', 'x'.repeat( 201 ), 'Max' ] ),
		],
		[
			`${ base }[attendees][0][email]`,
			pick( [ '', 'nope', 'a@b', '@x.de', 'max@example.de' ] ),
		],
		[ 'attendee_ids', pick( [ '', 'zz', '1'.repeat( 24 ) ] ) ],
		[ 'opt_in_nonce', pick( NASTY ) ],
	];
	// Every request is invalid in at least one way: keep one bad field whatever else was picked.
	fields.push(
		pick( [
			[ `${ base }[quantity]`, '0' ],
			[ `${ base }[attendees][0][full_name]`, '' ],
			[ `${ base }[attendees][0][email]`, 'nope' ],
			[ 'nonce', 'wrong' ],
		] )
	);
	const payload =
		random() < 0.1
			? pick( NASTY )
			: new URLSearchParams( fields ).toString();
	return {
		url: '/wp-admin/admin-ajax.php',
		payload,
		headers: {
			'content-type': pick( [
				'application/x-www-form-urlencoded',
				'application/x-www-form-urlencoded',
				'text/plain',
			] ),
		},
	};
}

beforeAll( async () => {
	dataDir = mkdtempSync( join( tmpdir(), 'kiosk-fuzz-' ) );
	app = await createHost( { dataDir, modules: [ contactForm, rsvp ] } );
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

function stored(): { messages: number; attendees: number; outbox: number } {
	const Database = require( 'better-sqlite3' );
	const db = new Database( join( dataDir, 'kiosk.sqlite' ), {
		readonly: true,
	} );
	const messages = db
		.prepare( 'SELECT COUNT(*) AS n FROM cf7_messages' )
		.get().n;
	const attendees = db
		.prepare( 'SELECT COUNT(*) AS n FROM rsvp_attendees' )
		.get().n;
	db.close();
	const dir = join( dataDir, 'outbox' );
	return {
		messages,
		attendees,
		outbox: existsSync( dir ) ? readdirSync( dir ).length : 0,
	};
}

test( '1,200 malformed feedback and RSVP requests: no 5xx, nothing stored', async () => {
	const statuses = new Map< number, number >();
	for ( let i = 0; i < 1200; i++ ) {
		const request = i % 2 ? malformedFeedback() : malformedRsvp();
		const response = await app.inject( { method: 'POST', ...request } );
		statuses.set(
			response.statusCode,
			( statuses.get( response.statusCode ) || 0 ) + 1
		);
		if ( response.statusCode >= 500 ) {
			throw new Error(
				`${ response.statusCode } for ${ JSON.stringify( request ).slice( 0, 500 ) }: ${ response.body.slice( 0, 300 ) }`
			);
		}
	}
	expect( [ ...statuses.keys() ].every( ( status ) => status < 500 ) ).toBe(
		true
	);
	expect( stored() ).toEqual( { messages: 0, attendees: 0, outbox: 0 } );
}, 30000 );
