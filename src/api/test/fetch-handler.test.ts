/**
 * @jest-environment node
 */
import { createFetchHandler } from '../fetch-handler';
import { parseResponse } from '../parse';

describe( 'fetch handler', () => {
	it( 'turns a failed request into fetch_error "You are probably offline."', async () => {
		const handler = createFetchHandler( async () => {
			throw new TypeError( 'Failed to fetch' );
		} );
		await expect( handler( { url: '/x' } ) ).rejects.toEqual( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
	} );
	it( 'sends data as JSON and asks for JSON', async () => {
		const fetchImpl = jest.fn( async () => new Response( '{}' ) );
		await createFetchHandler( fetchImpl as unknown as typeof fetch )( {
			url: '/x',
			method: 'POST',
			data: { a: 1 },
		} );
		const [ , init ] = fetchImpl.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( init.body ).toBe( '{"a":1}' );
		expect( init.headers ).toMatchObject( {
			'Content-Type': 'application/json',
			Accept: expect.stringContaining( 'application/json' ),
		} );
	} );
	it( 'resolves to the raw response even for errors', async () => {
		const response = new Response( 'x', { status: 500 } );
		await expect(
			createFetchHandler( async () => response )( { url: '/x' } )
		).resolves.toBe( response );
	} );
} );

describe( 'parseResponse', () => {
	it( 'returns null for an empty 200 body', async () => {
		await expect( parseResponse( new Response( '' ) ) ).resolves.toBeNull();
	} );
} );
