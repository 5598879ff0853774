import {
	cartConnectionLostMessage,
	isConnectionLost,
	withConnectionLostMessage,
} from '../connection-lost';
import { fetchError } from '../../api/errors';

describe( 'connection lost', () => {
	it( "replaces the API layer's 'You are probably offline.' with what was lost and what was not", () => {
		const offline = fetchError();
		expect( offline.message ).toBe( 'You are probably offline.' );
		const shown = withConnectionLostMessage( offline );
		expect( shown ).toEqual( {
			code: 'fetch_error',
			message:
				'The connection to the shop was lost. Nothing in your cart was lost: please try again in a moment.',
		} );
		expect( shown.message ).toBe( cartConnectionLostMessage() );
		// The original error stays as it was.
		expect( offline.message ).toBe( 'You are probably offline.' );
	} );

	it( 'takes another message (the checkout says it for the order)', () => {
		expect(
			withConnectionLostMessage( fetchError(), () => 'Bestellung' )
				.message
		).toBe( 'Bestellung' );
	} );

	it( 'leaves every other error, and non-errors, untouched', () => {
		const refused = {
			code: 'woocommerce_rest_cart_invalid_key',
			message: 'Ungültiger Schlüssel',
		};
		expect( withConnectionLostMessage( refused ) ).toBe( refused );
		expect( withConnectionLostMessage( null ) ).toBeNull();
		expect( withConnectionLostMessage( 'text' ) ).toBe( 'text' );
		expect( isConnectionLost( { code: 'invalid_json' } ) ).toBe( false );
		expect( isConnectionLost( { code: 'fetch_error' } ) ).toBe( true );
	} );
} );
