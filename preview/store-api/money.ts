/**
 * Money and tax: EUR in cents, German VAT included in entered prices.
 */
import type { StoreApiCurrency, TaxLine } from '../../src/types/store-api';
import type { TaxClass } from './catalogue';

/** The currency fields of every price object. */
export const CURRENCY: StoreApiCurrency = Object.freeze( {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
} );

/** VAT rates in percent. */
export const TAX_RATES: Record< TaxClass, number > = {
	reduced: 7,
	standard: 19,
};

/** The VAT share of an amount that includes VAT (rounded to cents). */
export function includedTax( gross: number, rate: number ): number {
	return Math.round( ( gross * rate ) / ( 100 + rate ) );
}

/** Formats cents as German text: 1234,56 → "1.234,56 €". */
export function formatPrice( cents: number ): string {
	const sign = cents < 0 ? '-' : '';
	const abs = Math.abs( cents );
	const euros = Math.floor( abs / 100 )
		.toString()
		.replace( /\B(?=(\d{3})+(?!\d))/g, '.' );
	return `${ sign }${ euros },${ String( abs % 100 ).padStart( 2, '0' ) } €`;
}

/** Amount as a Store API string. */
export const amount = ( cents: number ): string =>
	String( Math.round( cents ) );

/** Tax lines of a rate → amount map. */
export function taxLines( byRate: Map< number, number > ): TaxLine[] {
	return [ ...byRate.entries() ]
		.filter( ( [ , price ] ) => price !== 0 )
		.sort( ( a, b ) => b[ 0 ] - a[ 0 ] )
		.map( ( [ rate, price ] ) => ( {
			name: `MwSt. ${ rate } %`,
			price: amount( price ),
			rate: String( rate ),
		} ) );
}
