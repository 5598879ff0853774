import { applyPriceFormat, formatPrice } from '../format';

const EUR = {
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

describe( 'formatPrice', () => {
	it( 'formats minor units with the currency fields', () => {
		expect( formatPrice( '123456', EUR ) ).toBe( '1.234,56 €' );
		expect( formatPrice( 5, EUR ) ).toBe( '0,05 €' );
	} );
	it( 'drops the thousand separator with a warning when both are the same', () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		expect(
			formatPrice( '123456', {
				...EUR,
				currency_thousand_separator: ',',
			} )
		).toBe( '1234,56 €' );
		expect( warn ).toHaveBeenCalled();
		warn.mockRestore();
	} );
	it( 'uses the default when a price format lacks <price/>', () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		expect( applyPriceFormat( '<price/> pro Stück', '1,00 €' ) ).toBe(
			'1,00 € pro Stück'
		);
		expect( applyPriceFormat( 'kein Preis', '1,00 €' ) ).toBe( '1,00 €' );
		expect( error ).toHaveBeenCalledTimes( 1 );
		error.mockRestore();
	} );
} );
