/**
 * @jest-environment node
 *
 * The /preview-admin/ gate: guests log in and come back, customers are
 * refused, administrators get in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHost } from '../../app';
import storeApi from '../../store-api';
import previewAdmin from '../../admin';

let app: FastifyInstance;
let dir: string;

beforeAll( async () => {
	dir = mkdtempSync( join( tmpdir(), 'kiosk-gate-' ) );
	app = await createHost( {
		dataDir: dir,
		modules: [ storeApi, previewAdmin ],
	} );
} );

afterAll( async () => {
	await app.close();
	rmSync( dir, { recursive: true, force: true } );
} );

async function logIn( login: string, password: string, redirectTo = '' ) {
	const response = await app.inject( {
		method: 'POST',
		url: '/mein-konto/',
		payload: {
			action: 'login',
			log: login,
			pwd: password,
			redirect_to: redirectTo,
		},
	} );
	const cookie = String( response.headers[ 'set-cookie' ] ).split( ';' )[ 0 ];
	return { response, cookie };
}

test( 'a guest is sent to log in, and the login form carries the way back', async () => {
	const gate = await app.inject( { url: '/preview-admin/' } );
	expect( gate.statusCode ).toBe( 303 );
	const form = await app.inject( { url: String( gate.headers.location ) } );
	expect( form.body ).toContain(
		'<input type="hidden" name="redirect_to" value="/preview-admin/">'
	);
} );

test( 'an administrator who logs in comes back to the admin page and sees it', async () => {
	const { response, cookie } = await logIn(
		'admin',
		'Admin2026!',
		'/preview-admin/'
	);
	expect( response.statusCode ).toBe( 303 );
	expect( response.headers.location ).toBe( '/preview-admin/' );
	const page = await app.inject( {
		url: '/preview-admin/',
		headers: { cookie },
	} );
	expect( page.statusCode ).toBe( 200 );
	expect( page.body ).toContain( 'Bestellungen' );
} );

test( 'a customer is refused with 403', async () => {
	const { cookie } = await logIn( 'kunde', 'Kunde2026!' );
	const page = await app.inject( {
		url: '/preview-admin/',
		headers: { cookie },
	} );
	expect( page.statusCode ).toBe( 403 );
	expect( page.body ).toContain( 'Keine Berechtigung' );
} );

test( 'the way back after login stays on this site', async () => {
	const { response } = await logIn(
		'admin',
		'Admin2026!',
		'//evil.example/'
	);
	expect( response.headers.location ).toBe( '/mein-konto/' );
} );
