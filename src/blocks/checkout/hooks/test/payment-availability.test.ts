import type { CanMakePaymentArgument } from '@kiosk/registry';
import {
	availabilityArgument,
	checkMethods,
	sortMethods,
} from '../payment-availability';
import { cartFromResponse } from '../../../../data/cart/map-cart';
import { cartResponse } from '../../../../data/cart/test/fixtures';

const argument = availabilityArgument(
	cartFromResponse( cartResponse( { payment_methods: [ 'bacs', 'cod' ] } ) )
);
const method = ( id: string, answer: () => unknown ) => ( {
	paymentMethodId: id,
	canMakePayment: jest.fn( ( given: CanMakePaymentArgument ) =>
		given ? answer() : undefined
	),
} );

describe( 'checkMethods', () => {
	it( 'answers at once, without a promise, when every check answers at once', () => {
		const result = checkMethods(
			{
				bacs: method( 'bacs', () => true ),
				cod: method( 'cod', () => false ),
			},
			argument,
			[ 'bacs', 'cod' ],
			false
		);
		expect( result ).not.toBeInstanceOf( Promise );
		expect( result ).toEqual( { bacs: { name: 'bacs' } } );
	} );

	it( 'gives a promise when one check is a promise, keeping registration order', async () => {
		const result = checkMethods(
			{
				slow: method( 'slow', () => Promise.resolve( true ) ),
				bacs: method( 'bacs', () => true ),
			},
			argument,
			[ 'bacs', 'slow' ],
			false
		);
		expect( result ).toBeInstanceOf( Promise );
		expect( Object.keys( await result ) ).toEqual( [ 'slow', 'bacs' ] );
	} );

	it( 'leaves out methods the server does not list, without asking them', () => {
		const other = method( 'other', () => true );
		const result = checkMethods(
			{ other, bacs: method( 'bacs', () => true ) },
			argument,
			[ 'bacs' ],
			false
		);
		expect( result ).toEqual( { bacs: { name: 'bacs' } } );
		expect( other.canMakePayment ).not.toHaveBeenCalled();
	} );

	it( 'leaves out a check that throws, rejects or answers an error; only administrators see why', async () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		const methods = {
			thrower: method( 'thrower', () => {
				throw new Error( 'broken' );
			} ),
			rejecter: method( 'rejecter', () =>
				Promise.reject( new Error( 'down' ) )
			),
			refuser: method( 'refuser', () => ( {
				error: { message: 'Nicht in diesem Land' },
			} ) ),
			bacs: method( 'bacs', () => true ),
			quiet: method( 'quiet', () => false ),
		};
		const list = [ 'thrower', 'rejecter', 'refuser', 'bacs', 'quiet' ];
		expect( await checkMethods( methods, argument, list, false ) ).toEqual(
			{ bacs: { name: 'bacs' } }
		);
		expect( error ).not.toHaveBeenCalled();
		await checkMethods( methods, argument, list, true );
		expect( error ).toHaveBeenCalledTimes( 3 );
		expect( error ).toHaveBeenCalledWith( 'Nicht in diesem Land' );
		error.mockRestore();
	} );

	it( 'passes the cart, its totals and the selected shipping rates', () => {
		const bacs = method( 'bacs', () => true );
		checkMethods( { bacs }, argument, [ 'bacs' ], false );
		const given = bacs.canMakePayment.mock.calls[ 0 ][ 0 ];
		expect( given.cartTotals ).toBe( argument.cartTotals );
		expect( given.paymentMethods ).toEqual( [ 'bacs', 'cod' ] );
		expect( given.billingData ).toBe( given.billingAddress );
	} );
} );

describe( 'sortMethods', () => {
	it( "puts the owner's order first and unlisted methods last", () => {
		const sorted = sortMethods(
			{ a: { name: 'a' }, cod: { name: 'cod' }, bacs: { name: 'bacs' } },
			[ 'bacs', 'cod' ]
		);
		expect( Object.keys( sorted ) ).toEqual( [ 'bacs', 'cod', 'a' ] );
	} );
} );
