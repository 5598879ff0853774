import { failureMessage } from '../failure';

const GENERIC = 'Something went wrong. Please try again.';

describe( 'the message a failed send shows', () => {
	it( 'offline: the catalogue message', () => {
		expect(
			failureMessage( {
				code: 'fetch_error',
				message: 'You are probably offline.',
			} )
		).toBe( 'You are probably offline.' );
	} );

	it( 'a 2xx answer that is not JSON: the catalogue message', () => {
		expect(
			failureMessage( {
				code: 'invalid_json',
				message: 'The response is not a valid JSON response.',
				data: { status: 200 },
			} )
		).toBe( 'The response is not a valid JSON response.' );
	} );

	it.each( [
		[
			'markup from a WordPress critical error',
			{
				code: 'internal_server_error',
				message: '<p>Es gab einen kritischen Fehler.</p>',
				data: { status: 500 },
			},
		],
		[
			'an English error from the plugin',
			{
				code: 'wpcf7_not_found',
				message: 'The requested contact form was not found.',
				data: { status: 404 },
			},
		],
		[
			'a non-JSON error page',
			{
				code: 'invalid_json',
				message: 'The response is not a valid JSON response.',
				data: { status: 502 },
			},
		],
		[ 'an error with no status', { code: 'x', message: 'raw' } ],
		[ 'something that is not an API error', new TypeError( 'boom' ) ],
		[ 'nothing', null ],
	] )( 'never shows %s: the generic message', ( _case, error ) => {
		expect( failureMessage( error ) ).toBe( GENERIC );
	} );
} );
