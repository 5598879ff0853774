import { NONCE_ACTION, sendStepWithNonce } from '../request';

type Call = { body: string };

/** A fake fetch: answers in order, records the bodies sent. */
function fakeFetch( answers: Array< [ number, string ] > ) {
	const calls: Call[] = [];
	const impl = jest.fn( async ( _url: unknown, init?: RequestInit ) => {
		calls.push( { body: String( init?.body ) } );
		const [ status, text ] = answers.shift() || [ 500, '' ];
		// jsdom has no Response: the fields the client reads.
		return {
			status,
			ok: status >= 200 && status < 300,
			headers: { get: () => null },
			text: async () => text,
			json: async () => JSON.parse( text ),
		} as unknown as Response;
	} ) as unknown as typeof fetch;
	return { impl, calls };
}

const ok = JSON.stringify( {
	success: true,
	data: { html: '<div class="tribe-tickets__rsvp">ok</div>' },
} );

const fields: Array< [ string, string ] > = [
	[ 'action', 'tribe_tickets_rsvp_handle' ],
	[ 'ticket_id', '7' ],
	[ 'step', 'going' ],
];

describe( 'RSVP step with a stale nonce', () => {
	it( 'gets a fresh nonce after the refusal and sends the step once more with it', async () => {
		const { impl, calls } = fakeFetch( [
			[ 403, '-1' ],
			[
				200,
				JSON.stringify( { success: true, data: { nonce: 'neu' } } ),
			],
			[ 200, ok ],
		] );
		const sent = await sendStepWithNonce(
			'/wp-admin/admin-ajax.php',
			'alt',
			fields,
			impl
		);
		expect( sent.nonce ).toBe( 'neu' );
		expect( sent.answer.success ).toBe( true );
		const bodies = calls.map( ( c ) => new URLSearchParams( c.body ) );
		expect( bodies.map( ( b ) => b.get( 'action' ) ) ).toEqual( [
			'tribe_tickets_rsvp_handle',
			NONCE_ACTION,
			'tribe_tickets_rsvp_handle',
		] );
		expect( bodies[ 0 ].get( 'nonce' ) ).toBe( 'alt' );
		expect( bodies[ 2 ].get( 'nonce' ) ).toBe( 'neu' );
		expect( bodies[ 2 ].get( 'step' ) ).toBe( 'going' );
	} );

	it( 'sends once when the nonce is accepted', async () => {
		const { impl, calls } = fakeFetch( [ [ 200, ok ] ] );
		const sent = await sendStepWithNonce( '/a', 'gut', fields, impl );
		expect( sent.nonce ).toBe( 'gut' );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'keeps the session-expired error when no fresh nonce comes (retries at most once)', async () => {
		const { impl, calls } = fakeFetch( [
			[ 403, '-1' ],
			[ 200, JSON.stringify( { success: false } ) ],
		] );
		await expect(
			sendStepWithNonce( '/a', 'alt', fields, impl )
		).rejects.toMatchObject( { code: 'invalid_nonce' } );
		expect( calls ).toHaveLength( 2 );
	} );

	it( 'does not ask for a nonce on other errors', async () => {
		const { impl, calls } = fakeFetch( [ [ 500, 'kaputt' ] ] );
		await expect(
			sendStepWithNonce( '/a', 'alt', fields, impl )
		).rejects.toMatchObject( { code: 'invalid_json' } );
		expect( calls ).toHaveLength( 1 );
	} );
} );
