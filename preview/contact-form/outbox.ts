/**
 * The "mail": accepted messages are stored in SQLite and written as .eml
 * files under `{dataDir}/outbox/`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';

export const RECIPIENT = 'redaktion@kiosk.example';

/** Creates the messages table. */
export function migrateMessages( db: Database ): void {
	db.exec( `CREATE TABLE IF NOT EXISTS cf7_messages (
		id INTEGER PRIMARY KEY AUTOINCREMENT,
		form_id INTEGER NOT NULL,
		created_at INTEGER NOT NULL,
		name TEXT NOT NULL,
		email TEXT NOT NULL,
		subject TEXT NOT NULL,
		fields TEXT NOT NULL,
		posted_data_hash TEXT NOT NULL,
		eml TEXT NOT NULL
	)` );
}

export interface StoredMessage {
	id: number;
	form_id: number;
	created_at: number;
	name: string;
	email: string;
	subject: string;
	fields: string;
	eml: string;
}

const header = ( value: string ) => value.replace( /[\r\n]+/g, ' ' ).trim();
const encodeWord = ( value: string ) =>
	/^[\x20-\x7e]*$/.test( value )
		? value
		: `=?UTF-8?B?${ Buffer.from( value ).toString( 'base64' ) }?=`;

/** Builds the RFC 5322 message. */
export function buildEml(
	fields: Record< string, string >,
	now: number,
	id: string
): string {
	const name = header( fields[ 'your-name' ] || '' );
	const email = header( fields[ 'your-email' ] || '' );
	const subject = header( fields[ 'your-subject' ] || '' );
	const body = [
		`Von: ${ name } <${ email }>`,
		`Betreff: ${ subject }`,
		`Thema: ${ fields.topic || '' }`,
		`Telefon: ${ fields[ 'your-phone' ] || '' }`,
		`Website: ${ fields[ 'your-website' ] || '' }`,
		'',
		'Nachricht:',
		fields[ 'your-message' ] || '',
		'',
		'-- ',
		'Diese E-Mail wurde von einem Kontaktformular auf Kiosk Magazin gesendet.',
	].join( '\r\n' );
	return [
		`From: ${ encodeWord( 'Kiosk Magazin' ) } <wordpress@kiosk.example>`,
		`To: ${ RECIPIENT }`,
		`Reply-To: ${ encodeWord( name ) } <${ email }>`,
		`Subject: ${ encodeWord( `Kiosk Magazin "${ subject }"` ) }`,
		`Date: ${ new Date( now ).toUTCString().replace( 'GMT', '+0000' ) }`,
		`Message-ID: <${ id }@kiosk.example>`,
		'MIME-Version: 1.0',
		'Content-Type: text/plain; charset=UTF-8',
		'Content-Transfer-Encoding: 8bit',
		'',
		body.replace( /\r?\n/g, '\r\n' ),
		'',
	].join( '\r\n' );
}

/** Stores and "sends" a message; throws when the outbox cannot be written. */
export function deliver(
	db: Database,
	dataDir: string,
	formId: number,
	fields: Record< string, string >,
	hash: string,
	now: number
): number {
	const dir = join( dataDir, 'outbox' );
	mkdirSync( dir, { recursive: true } );
	return db.transaction( () => {
		const result = db
			.prepare(
				'INSERT INTO cf7_messages (form_id, created_at, name, email, subject, fields, posted_data_hash, eml) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'
			)
			.run(
				formId,
				now,
				fields[ 'your-name' ] || '',
				fields[ 'your-email' ] || '',
				fields[ 'your-subject' ] || '',
				JSON.stringify( fields ),
				hash,
				''
			);
		const id = Number( result.lastInsertRowid );
		const file = `${ now }-${ id }.eml`;
		writeFileSync(
			join( dir, file ),
			buildEml( fields, now, `cf7-${ id }-${ now }` ),
			'utf8'
		);
		db.prepare( 'UPDATE cf7_messages SET eml = ? WHERE id = ?' ).run(
			file,
			id
		);
		return id;
	} )();
}

/** The latest messages, newest first. */
export function listMessages( db: Database, limit = 200 ): StoredMessage[] {
	return db
		.prepare( 'SELECT * FROM cf7_messages ORDER BY id DESC LIMIT ?' )
		.all( limit ) as StoredMessage[];
}
