/**
 * `wc.priceFormat` as Germanized's price blocks call it.
 */
import { formatPrice, getCurrencyFromPriceResponse } from '../price-format';

describe( 'wc.priceFormat', () => {
	it( 'formats a Store API price (minor units) in the currency the response carries', () => {
		const currency = getCurrencyFromPriceResponse( {
			currency_code: 'EUR',
			currency_symbol: '€',
			currency_thousand_separator: '.',
			currency_decimal_separator: ',',
			currency_minor_unit: 2,
			currency_prefix: '',
			currency_suffix: ' €',
		} );
		expect( formatPrice( 123456, currency ) ).toBe( '1.234,56 €' );
		expect( formatPrice( '-2200', currency ) ).toBe( '-22,00 €' );
		expect( formatPrice( '', currency ) ).toBe( '' );
	} );
} );
