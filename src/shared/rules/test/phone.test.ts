import { isPhone } from '../phone';

describe( 'isPhone', () => {
	it.each( [
		'030 1234567',
		'+49 (0)30 123-45-67',
		'030/123.456 #12',
		'0049_30_1234',
		'030\u200B1234567',
	] )( 'takes %j, as WooCommerce does', ( value ) => {
		expect( isPhone( value ) ).toBe( true );
	} );

	it.each( [ '030 1234567-Z', 'Tel. 030', '030\u00A01234567', '☎ 030' ] )(
		'refuses %j, as WooCommerce does',
		( value ) => {
			expect( isPhone( value ) ).toBe( false );
		}
	);
} );
