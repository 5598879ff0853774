/**
 * Test helpers: a host with only the Store API module, and a shopper who
 * carries the session cookie and the latest Nonce like the client does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createHost } from '../../app';
import Database from 'better-sqlite3';
import storeApi from '..';
import admin from '../../admin';

/** A request body as sent: strings as they are, anything else as JSON. */
function serialiseBody( body: unknown ): string | undefined {
	if ( body === undefined || typeof body === 'string' ) {
		return body;
	}
	return JSON.stringify( body );
}

export const API = '/wp-json/wc/store/v1';

export const ADDRESS = {
	first_name: 'Erika',
	last_name: 'Mustermann',
	company: '',
	address_1: 'Heidestraße 17',
	address_2: '',
	city: 'Köln',
	state: '',
	postcode: '51147',
	country: 'DE',
	phone: '',
};
export const BILLING = { ...ADDRESS, email: 'erika@example.com' };

export interface TestHost {
	app: FastifyInstance;
	dir: string;
	close: () => Promise< void >;
}

/** Starts a host on a new database. */
export async function startHost( now?: () => number ): Promise< TestHost > {
	const dir = mkdtempSync( join( tmpdir(), 'kiosk-store-' ) );
	const app = await createHost( {
		dataDir: dir,
		modules: [ storeApi, admin ],
		now,
	} );
	await app.ready();
	return {
		app,
		dir,
		async close() {
			await app.close();
			rmSync( dir, { recursive: true, force: true } );
		},
	};
}

/** A shopper with a cookie jar and the latest Nonce. */
export function shopper( app: FastifyInstance ) {
	const jar = new Map< string, string >();
	let nonce = '';
	let cartToken = '';
	const remember = ( response: LightMyRequestResponse ) => {
		for ( const cookie of response.cookies as Array< {
			name: string;
			value: string;
		} > ) {
			jar.set( cookie.name, cookie.value );
		}
		if ( response.headers.nonce ) {
			nonce = String( response.headers.nonce );
		}
		if ( response.headers[ 'cart-token' ] ) {
			cartToken = String( response.headers[ 'cart-token' ] );
		}
		return response;
	};
	const cookie = () =>
		[ ...jar ]
			.map(
				( [ name, value ] ) =>
					`${ name }=${ encodeURIComponent( value ) }`
			)
			.join( '; ' );
	return {
		jar,
		get nonce() {
			return nonce;
		},
		get cartToken() {
			return cartToken;
		},
		async get( path: string, headers: Record< string, string > = {} ) {
			return remember(
				await app.inject( {
					method: 'GET',
					url: `${ API }${ path }`,
					headers: { cookie: cookie(), ...headers },
				} )
			);
		},
		async send(
			method: 'POST' | 'PUT',
			path: string,
			body?: unknown,
			headers: Record< string, string > = {}
		) {
			return remember(
				await app.inject( {
					method,
					url: `${ API }${ path }`,
					headers: {
						cookie: cookie(),
						nonce,
						'content-type': 'application/json',
						...headers,
					},
					payload: serialiseBody( body ),
				} )
			);
		},
		async post(
			path: string,
			body?: unknown,
			headers: Record< string, string > = {}
		) {
			return this.send( 'POST', path, body, headers );
		},
	};
}

export type Shopper = ReturnType< typeof shopper >;

/** Asserts the Store API headers every response carries. */
export function expectStoreHeaders( response: LightMyRequestResponse ): void {
	expect( response.headers.nonce ).toMatch( /^[a-f0-9]{10}$/ );
	expect( response.headers[ 'nonce-timestamp' ] ).toMatch( /^\d+$/ );
	expect( response.headers[ 'user-id' ] ).toMatch( /^\d+$/ );
	expect( String( response.headers[ 'cart-token' ] ) ).toMatch(
		/^[\w-]+\.[\w-]+\.[\w-]+$/
	);
	expect( response.headers ).toHaveProperty( 'cart-hash' );
}

/** Asserts a WordPress REST error body. */
export function expectError(
	response: LightMyRequestResponse,
	status: number,
	code: string
): Record< string, any > {
	expect( response.statusCode ).toBe( status );
	const body = response.json();
	expect( body ).toEqual(
		expect.objectContaining( {
			code,
			message: expect.any( String ),
			data: expect.objectContaining( { status } ),
		} )
	);
	return body;
}

/** A second connection to a test host's database (WAL allows it). */
export function openDb( host: TestHost ): Database.Database {
	return new Database( join( host.dir, 'kiosk.sqlite' ) );
}
