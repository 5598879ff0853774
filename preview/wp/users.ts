/**
 * Users and logged-in sessions. The session lives in an HttpOnly cookie,
 * like WordPress's `wordpress_logged_in_*`; its token also salts the user's
 * nonces, so logging out invalidates them.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export type Role = 'administrator' | 'customer';

export interface User {
	id: number;
	login: string;
	email: string;
	displayName: string;
	role: Role;
	/** The session token of the request's cookie. */
	token: string;
}

export const AUTH_COOKIE = 'wordpress_logged_in_kiosk';
const SESSION_DAYS = 14;

/** The demo accounts (their passwords are in the README). */
export const DEMO_USERS = [
	{
		login: 'admin',
		password: 'Admin2026!',
		email: 'admin@kiosk.example',
		displayName: 'Redaktion',
		role: 'administrator' as Role,
	},
	{
		login: 'kunde',
		password: 'Kunde2026!',
		email: 'kunde@kiosk.example',
		displayName: 'Erika Mustermann',
		role: 'customer' as Role,
	},
];

/** Creates the user and session tables. */
export function migrateUsers( db: Database ): void {
	db.exec( `
		CREATE TABLE IF NOT EXISTS users (
			id INTEGER PRIMARY KEY AUTOINCREMENT,
			login TEXT NOT NULL UNIQUE,
			email TEXT NOT NULL UNIQUE,
			display_name TEXT NOT NULL,
			role TEXT NOT NULL,
			pass TEXT NOT NULL,
			created_at INTEGER NOT NULL
		);
		CREATE TABLE IF NOT EXISTS user_sessions (
			token TEXT PRIMARY KEY,
			user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
			expires_at INTEGER NOT NULL
		);
	` );
}

/** Hashes a password with scrypt and a random salt. */
export function hashPassword( password: string ): string {
	const salt = randomBytes( 16 );
	return `${ salt.toString( 'hex' ) }:${ scryptSync( password, salt, 32 ).toString( 'hex' ) }`;
}

function checkPassword( password: string, stored: string ): boolean {
	const [ salt, hash ] = stored.split( ':' );
	if ( ! salt || ! hash ) {
		return false;
	}
	const actual = scryptSync( password, Buffer.from( salt, 'hex' ), 32 );
	return timingSafeEqual( actual, Buffer.from( hash, 'hex' ) );
}

interface UserRow {
	id: number;
	login: string;
	email: string;
	display_name: string;
	role: Role;
	pass: string;
}

function toUser( row: UserRow, token: string ): User {
	return {
		id: row.id,
		login: row.login,
		email: row.email,
		displayName: row.display_name,
		role: row.role,
		token,
	};
}

export interface Users {
	/** Creates a user; returns its id. */
	create: ( input: {
		login: string;
		email: string;
		displayName: string;
		role: Role;
		password: string;
	} ) => number;
	byEmail: ( email: string ) => { id: number } | undefined;
	/** Checks a login (user name or email) and password; returns a new session token. */
	logIn: (
		login: string,
		password: string
	) => { token: string; expires: number } | null;
	logOut: ( token: string ) => void;
	fromToken: ( token: string | undefined ) => User | null;
}

/** User operations on the database. */
export function createUsers( db: Database, now: () => number ): Users {
	const insert = db.prepare(
		'INSERT INTO users (login, email, display_name, role, pass, created_at) VALUES (?, ?, ?, ?, ?, ?)'
	);
	const byLogin = db.prepare(
		'SELECT * FROM users WHERE login = ? OR email = ?'
	);
	const byEmail = db.prepare( 'SELECT id FROM users WHERE email = ?' );
	const addSession = db.prepare(
		'INSERT INTO user_sessions (token, user_id, expires_at) VALUES (?, ?, ?)'
	);
	const dropSession = db.prepare(
		'DELETE FROM user_sessions WHERE token = ?'
	);
	const session = db.prepare(
		'SELECT users.* FROM user_sessions JOIN users ON users.id = user_sessions.user_id WHERE token = ? AND expires_at > ?'
	);
	return {
		create( input ) {
			const result = insert.run(
				input.login,
				input.email,
				input.displayName,
				input.role,
				hashPassword( input.password ),
				now()
			);
			return Number( result.lastInsertRowid );
		},
		byEmail: ( email ) =>
			byEmail.get( email ) as { id: number } | undefined,
		logIn( login, password ) {
			const row = byLogin.get( login, login ) as UserRow | undefined;
			if ( ! row || ! checkPassword( password, row.pass ) ) {
				return null;
			}
			const token = randomBytes( 24 ).toString( 'hex' );
			const expires = now() + SESSION_DAYS * 86400 * 1000;
			addSession.run( token, row.id, expires );
			return { token, expires };
		},
		logOut( token ) {
			dropSession.run( token );
		},
		fromToken( token ) {
			if ( ! token || ! /^[a-f0-9]{48}$/.test( token ) ) {
				return null;
			}
			const row = session.get( token, now() ) as UserRow | undefined;
			return row ? toUser( row, token ) : null;
		},
	};
}

/** Seeds the demo accounts. */
export function seedUsers( users: Users ): void {
	for ( const user of DEMO_USERS ) {
		users.create( user );
	}
}
