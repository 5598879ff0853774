/**
 * @jest-environment node
 */
import { orderRedirectUrl } from '../redirect';

describe( 'the redirect after an order', () => {
	it( "is the payment result's redirect URL", () => {
		expect(
			orderRedirectUrl(
				{ payment_result: { redirect_url: '/kasse/bestellung/7/' } },
				'/'
			)
		).toBe( '/kasse/bestellung/7/' );
	} );
	it( 'is the fallback without a payment result or its URL', () => {
		expect( orderRedirectUrl( { payment_result: null }, '/' ) ).toBe( '/' );
		expect(
			orderRedirectUrl( { payment_result: { redirect_url: '' } }, '/' )
		).toBe( '/' );
		expect( orderRedirectUrl( {} ) ).toBe( '' );
	} );
} );
