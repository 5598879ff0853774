import { savedTokenLabel } from '../index';

describe( 'saved token labels', () => {
	it( 'names card tokens with brand, last4 and expiry', () => {
		expect(
			savedTokenLabel(
				{
					method: {
						gateway: 'kiosk_card',
						brand: 'Visa',
						last4: '4242',
					},
					expires: '12/28',
					is_default: true,
					tokenId: 1,
				},
				'cc'
			)
		).toBe( 'Visa ending in 4242 (expires 12/28)' );
		expect(
			savedTokenLabel(
				{
					method: { gateway: 'x', brand: 'Bank', last4: '1111' },
					expires: '01/30',
					is_default: false,
					tokenId: 2,
				},
				'echeck'
			)
		).toBe( 'Bank ending in 1111 (expires 01/30)' );
	} );
	it( 'prefers the display brand', () => {
		expect(
			savedTokenLabel(
				{
					method: { gateway: 'g', brand: 'visa', last4: '4242' },
					display_brand: 'Visa',
					expires: '1/29',
					is_default: false,
					tokenId: 1,
				},
				'cc'
			)
		).toBe( 'Visa ending in 4242 (expires 1/29)' );
	} );
	it( 'falls back to the gateway for other types', () => {
		expect(
			savedTokenLabel(
				{
					method: { gateway: 'paypal' },
					is_default: false,
					tokenId: 3,
				},
				'paypal'
			)
		).toBe( 'Saved token for paypal' );
	} );
} );
