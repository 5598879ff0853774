import { failureMessage } from '../process/failure';

/** The Store API's answer to an address it refuses (WooCommerce 10.0.2). */
const refused = (
	details: Record< string, { code: string; message: string } >
) => ( {
	code: 'rest_invalid_param',
	message: `Invalid parameter(s): ${ Object.keys( details ).join( ', ' ) }`,
	data: {
		status: 400,
		params: Object.fromEntries(
			Object.entries( details ).map( ( [ k, v ] ) => [ k, v.message ] )
		),
		details: Object.fromEntries(
			Object.entries( details ).map( ( [ k, v ] ) => [
				k,
				{ ...v, data: null },
			] )
		),
	},
} );

describe( 'failureMessage for a refused address', () => {
	it( 'says what is wrong in which address, in its own words, not the REST parameter names', () => {
		const message = failureMessage(
			refused( {
				billing_address: {
					code: 'invalid_phone',
					message: 'The provided phone number is not valid',
				},
				shipping_address: {
					code: 'invalid_postcode',
					message: 'The provided postcode / ZIP is not valid',
				},
			} ),
			false
		);
		expect( message ).toBe(
			'Billing address: Please enter a valid phone number Shipping address: Please enter a valid postcode'
		);
		expect( message ).not.toMatch( /Invalid parameter|billing_address/ );
	} );

	it( "passes on the server's message for a code it does not know", () => {
		expect(
			failureMessage(
				refused( {
					billing_address: {
						code: 'invalid_kiosk_vat',
						message: 'Die USt-IdNr. ist ungültig',
					},
				} ),
				false
			)
		).toBe( 'Billing address: Die USt-IdNr. ist ungültig' );
	} );

	it( "keeps the server's message when the error names no parameter", () => {
		expect(
			failureMessage(
				{
					code: 'rest_invalid_param',
					message: 'Ungültige Parameter',
					data: { status: 400 },
				},
				false
			)
		).toBe( 'Ungültige Parameter' );
	} );
} );
