/**
 * Money formatting at the edge: integer minor units in, text out, with the
 * currency fields of the Store API.
 */
import { __ } from '@wordpress/i18n';
import type { StoreApiCurrency } from '../../types/store-api';

export type Currency = Pick<
	StoreApiCurrency,
	| 'currency_minor_unit'
	| 'currency_decimal_separator'
	| 'currency_thousand_separator'
	| 'currency_prefix'
	| 'currency_suffix'
>;

/** The placeholder every price format must hold. */
export const PRICE_PLACEHOLDER = '<price/>';

/** Formats minor units ("1990") as "19,90 €". */
export function formatPrice(
	amount: string | number,
	currency: Currency
): string {
	const minor = Math.max( 0, currency.currency_minor_unit ?? 2 );
	const decimal = currency.currency_decimal_separator || '.';
	let thousand = currency.currency_thousand_separator ?? '';
	if ( thousand && thousand === decimal ) {
		// A shop's setting, told to whoever builds or tests it; not shipped
		// (the production build drops the branch).
		if ( process.env.NODE_ENV !== 'production' ) {
			console.warn(
				'Thousand and decimal separators should not be the same. The thousand separator is dropped.'
			);
		}
		thousand = '';
	}
	const value = Number( amount ) || 0;
	const negative = value < 0;
	const digits = String( Math.abs( Math.round( value ) ) ).padStart(
		minor + 1,
		'0'
	);
	const whole = digits
		.slice( 0, digits.length - minor )
		.replace( /\B(?=(\d{3})+(?!\d))/g, thousand );
	const fraction = minor ? decimal + digits.slice( -minor ) : '';
	return `${ negative ? '-' : '' }${ currency.currency_prefix || '' }${ whole }${ fraction }${ currency.currency_suffix || '' }`;
}

/**
 * Applies a price format such as '<price/> each'. A format without the
 * placeholder is replaced by the default, with a console error.
 */
export function applyPriceFormat( format: string, price: string ): string {
	if ( ! format.includes( PRICE_PLACEHOLDER ) ) {
		console.error(
			__( 'Price formats need to include the <price/> tag.', 'kiosk' )
		);
		return price;
	}
	return format.replace( PRICE_PLACEHOLDER, price );
}
