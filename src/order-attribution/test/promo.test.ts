import { promoCode } from '../promo';
import { PROMO_CODE_RANGE } from '../constants';

describe( 'promo code', () => {
	it( 'draws from the default range 100000 to 999999, both ends included', () => {
		expect( PROMO_CODE_RANGE ).toEqual( { min: 100000, max: 999999 } );
		expect( promoCode( () => 0 ) ).toBe( '100000' );
		expect( promoCode( () => 0.5 ) ).toBe( '550000' );
		expect( promoCode( () => 0.9999999999 ) ).toBe( '999999' );
	} );

	it( "zero-pads a code to the length of the range's maximum, as sourcebuster does", () => {
		expect( promoCode( () => 0, { min: 7, max: 1000 } ) ).toBe( '0007' );
		expect( promoCode( () => 0.9999, { min: 7, max: 1000 } ) ).toBe(
			'1000'
		);
	} );
} );
