/** @jest-environment node */
/**
 * Contract tests of Contact Form 7's routes in the preview host.
 */
import {
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHost } from '../../app';
import contactForm from '..';
import { answerHash } from '../quiz';

const ROUTE = '/wp-json/contact-form-7/v1/contact-forms/7';

export function multipartBody( fields: Array< [ string, string ] > ) {
	const boundary = '----kiosktest' + Math.random().toString( 16 ).slice( 2 );
	const body =
		fields
			.map(
				( [ name, value ] ) =>
					`--${ boundary }\r\nContent-Disposition: form-data; name="${ name }"\r\n\r\n${ value }\r\n`
			)
			.join( '' ) + `--${ boundary }--\r\n`;
	return {
		payload: body,
		headers: {
			'content-type': `multipart/form-data; boundary=${ boundary }`,
		},
	};
}

let app: FastifyInstance;
let dataDir: string;
let secret: string;

function validFields(
	overrides: Record< string, string | null > = {}
): Array< [ string, string ] > {
	const base: Record< string, string > = {
		_wpcf7: '7',
		_wpcf7_version: '6.1',
		_wpcf7_locale: 'de_DE',
		_wpcf7_unit_tag: 'wpcf7-f7-p12-o1',
		_wpcf7_container_post: '12',
		_wpcf7_posted_data_hash: '',
		'your-name': 'Erika Mustermann',
		'your-email': 'erika@example.de',
		'your-subject': 'Leserbrief zur Ausgabe 3',
		'your-phone': '+49 30 1234567',
		'your-website': 'https://example.de',
		'topic[]': 'Leserbrief',
		'your-message':
			'Vielen Dank für den schönen Artikel über den Wochenmarkt.',
		consent: '1',
		'quiz-math': '7',
		'_wpcf7_quiz_answer_quiz-math': answerHash( secret, '7' ),
		'kiosk-hp-website': '',
	};
	for ( const [ key, value ] of Object.entries( overrides ) ) {
		if ( value === null ) {
			delete base[ key ];
		} else {
			base[ key ] = value;
		}
	}
	return Object.entries( base );
}

const post = ( fields: Array< [ string, string ] > ) =>
	app.inject( {
		method: 'POST',
		url: `${ ROUTE }/feedback`,
		...multipartBody( fields ),
	} );

beforeAll( async () => {
	dataDir = mkdtempSync( join( tmpdir(), 'kiosk-cf7-' ) );
	app = await createHost( { dataDir, modules: [ contactForm ] } );
	// The secret the host generated.
	const Database = require( 'better-sqlite3' );
	const db = new Database( join( dataDir, 'kiosk.sqlite' ), {
		readonly: true,
	} );
	secret = JSON.parse(
		db
			.prepare( "SELECT value FROM options WHERE name = 'auth_secret'" )
			.get().value
	);
	db.close();
} );

afterAll( async () => {
	await app.close();
	rmSync( dataDir, { recursive: true, force: true } );
} );

function messages(): number {
	const dir = join( dataDir, 'outbox' );
	return existsSync( dir ) ? readdirSync( dir ).length : 0;
}

test( 'the schema lists the rules built from the form fields', async () => {
	const response = await app.inject( { url: `${ ROUTE }/feedback/schema` } );
	expect( response.statusCode ).toBe( 200 );
	const schema = response.json();
	expect( schema.version ).toMatch( /^Contact Form 7 SWV Schema/ );
	expect( schema.rules ).toEqual(
		expect.arrayContaining( [
			{
				rule: 'required',
				field: 'your-name',
				error: 'Bitte füllen Sie dieses Feld aus.',
			},
			{
				rule: 'email',
				field: 'your-email',
				error: 'Bitte geben Sie eine E-Mail-Adresse ein.',
			},
			expect.objectContaining( {
				rule: 'maxlength',
				field: 'your-message',
				threshold: '2000',
			} ),
			expect.objectContaining( { rule: 'enum', field: 'topic' } ),
		] )
	);
} );

test( 'an unknown form is 404 wpcf7_not_found', async () => {
	const response = await app.inject( {
		url: '/wp-json/contact-form-7/v1/contact-forms/99/feedback/schema',
	} );
	expect( response.statusCode ).toBe( 404 );
	expect( response.json().code ).toBe( 'wpcf7_not_found' );
} );

test( 'a valid submission is mail_sent, stored and written to the outbox', async () => {
	const before = messages();
	const response = await post( validFields() );
	expect( response.statusCode ).toBe( 200 );
	const body = response.json();
	expect( body ).toMatchObject( {
		contact_form_id: 7,
		status: 'mail_sent',
		message: 'Vielen Dank für Ihre Nachricht. Sie wurde gesendet.',
		into: '#wpcf7-f7-p12-o1',
		invalid_fields: [],
	} );
	expect( body.posted_data_hash ).toMatch( /^[a-f0-9]{32}$/ );
	expect( body.quiz[ 'quiz-math' ] ).toEqual( [
		expect.stringMatching( /^Wie viel ist/ ),
		expect.any( String ),
	] );
	expect( messages() ).toBe( before + 1 );
	const file = readdirSync( join( dataDir, 'outbox' ) )
		.sort()
		.pop() as string;
	const eml = readFileSync( join( dataDir, 'outbox', file ), 'utf8' );
	expect( eml ).toMatch( /^From: .*\r\nTo: redaktion@kiosk\.example\r\n/ );
	expect( eml ).toContain( 'Reply-To: Erika Mustermann <erika@example.de>' );
	expect( eml ).toContain( 'Wochenmarkt' );
} );

test( 'invalid fields come back per field with error ids, nothing stored', async () => {
	const before = messages();
	const response = await post(
		validFields( {
			'your-name': '',
			'your-email': 'kein-at',
			'your-message': 'zu kurz',
		} )
	);
	const body = response.json();
	expect( body.status ).toBe( 'validation_failed' );
	expect( body.invalid_fields ).toEqual(
		expect.arrayContaining( [
			{
				field: 'your-name',
				message: 'Bitte füllen Sie dieses Feld aus.',
				idref: null,
				error_id: 'wpcf7-f7-p12-o1-ve-your-name',
			},
			expect.objectContaining( {
				field: 'your-email',
				message: 'Bitte geben Sie eine E-Mail-Adresse ein.',
			} ),
			expect.objectContaining( {
				field: 'your-message',
				message: 'Dieses Feld hat eine zu kurze Eingabe.',
			} ),
		] )
	);
	expect( messages() ).toBe( before );
} );

test( 'a wrong quiz answer fails validation on the quiz field', async () => {
	const body = ( await post( validFields( { 'quiz-math': '8' } ) ) ).json();
	expect( body.status ).toBe( 'validation_failed' );
	expect( body.invalid_fields ).toEqual( [
		expect.objectContaining( {
			field: 'quiz-math',
			message: 'Die Antwort auf das Quiz ist nicht korrekt.',
		} ),
	] );
} );

test( 'a filled honeypot or a forged quiz hash is spam', async () => {
	expect(
		(
			await post(
				validFields( { 'kiosk-hp-website': 'http://spam.example' } )
			)
		).json().status
	).toBe( 'spam' );
	expect(
		(
			await post(
				validFields( { '_wpcf7_quiz_answer_quiz-math': 'abc' } )
			)
		).json().status
	).toBe( 'spam' );
} );

test( 'a missing consent is acceptance_missing', async () => {
	const body = ( await post( validFields( { consent: null } ) ) ).json();
	expect( body.status ).toBe( 'acceptance_missing' );
	expect( body.message ).toBe(
		'Sie müssen den Bedingungen zustimmen, bevor Sie Ihre Nachricht senden.'
	);
} );

test( 'two topics in the exclusive group and an empty "other" text are refused', async () => {
	const fields = validFields();
	fields.push( [ 'topic[]', 'Veranstaltungen' ] );
	expect( ( await post( fields ) ).json().invalid_fields ).toEqual( [
		expect.objectContaining( { field: 'topic' } ),
	] );
	const other = (
		await post( validFields( { 'topic[]': 'Anderes Thema' } ) )
	).json();
	expect( other.invalid_fields ).toEqual( [
		expect.objectContaining( { field: 'topic' } ),
	] );
} );

test( 'without a unit tag the request is 400', async () => {
	const response = await post( validFields( { _wpcf7_unit_tag: null } ) );
	expect( response.statusCode ).toBe( 400 );
	expect( response.json().code ).toBe( 'wpcf7_unit_tag_not_found' );
} );

test( 'refill answers a new quiz', async () => {
	const body = ( await app.inject( { url: `${ ROUTE }/refill` } ) ).json();
	expect( body.quiz[ 'quiz-math' ][ 0 ] ).toMatch(
		/^Wie viel ist \d plus \d\?$/
	);
} );

test( 'the contact page renders the form as Contact Form 7 does', async () => {
	const html = ( await app.inject( { url: '/kontakt/' } ) ).body;
	expect( html ).toContain( 'class="wpcf7-form init"' );
	for ( const name of [
		'_wpcf7',
		'_wpcf7_version',
		'_wpcf7_locale',
		'_wpcf7_unit_tag',
		'_wpcf7_container_post',
		'_wpcf7_posted_data_hash',
	] ) {
		expect( html ).toContain( `name="${ name }"` );
	}
	expect( html ).toContain(
		'<p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul>'
	);
	expect( html ).toContain( 'data-name="your-message"' );
	expect( html ).toContain( 'wpcf7-exclusive-checkbox' );
	expect( html ).toContain( 'wpcf7-character-count' );
} );

test( 'the messages list is for administrators only', async () => {
	// A guest is sent to log in and back; the list itself is never shown.
	const response = await app.inject( { url: '/preview-admin/nachrichten/' } );
	expect( response.statusCode ).toBe( 303 );
	expect( response.headers.location ).toBe(
		'/mein-konto/?redirect_to=%2Fpreview-admin%2Fnachrichten%2F'
	);
} );
