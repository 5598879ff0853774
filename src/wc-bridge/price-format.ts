/**
 * `wc.priceFormat` (WooCommerce's `@woocommerce/price-format`):
 * `getCurrencyFromPriceResponse`, `getCurrency` and `formatPrice`, for
 * prices in minor units as the Store API sends them.
 */
export interface Currency {
	code: string;
	symbol: string;
	thousandSeparator: string;
	decimalSeparator: string;
	minorUnit: number;
	prefix: string;
	suffix: string;
}

interface PriceResponse {
	currency_code?: string;
	currency_symbol?: string;
	currency_thousand_separator?: string;
	currency_decimal_separator?: string;
	currency_minor_unit?: number;
	currency_prefix?: string;
	currency_suffix?: string;
}

/** The site's currency, from WooCommerce's settings where printed. */
export function getCurrency( overrides: Partial< Currency > = {} ): Currency {
	const site = ( window.wc?.wcSettings?.getSetting?.( 'currency', {} ) ||
		{} ) as Partial< Currency >;
	return {
		code: 'EUR',
		symbol: '€',
		thousandSeparator: '.',
		decimalSeparator: ',',
		minorUnit: 2,
		prefix: '',
		suffix: ' €',
		...site,
		...overrides,
	};
}

/** The currency a Store API price object carries. */
export function getCurrencyFromPriceResponse(
	response?: PriceResponse
): Currency {
	if ( ! response?.currency_code ) {
		return getCurrency();
	}
	return {
		code: response.currency_code,
		symbol: response.currency_symbol || '',
		thousandSeparator: response.currency_thousand_separator || '',
		decimalSeparator: response.currency_decimal_separator || '.',
		minorUnit: response.currency_minor_unit ?? 2,
		prefix: response.currency_prefix || '',
		suffix: response.currency_suffix || '',
	};
}

/** A price in minor units, formatted in the currency (the site's by default). */
export function formatPrice(
	price: number | string,
	currency: Currency = getCurrency()
): string {
	if ( price === '' || price === undefined || price === null ) {
		return '';
	}
	const minor = Number( price );
	if ( Number.isNaN( minor ) ) {
		return '';
	}
	const value = minor / 10 ** currency.minorUnit;
	const [ whole, fraction ] = Math.abs( value )
		.toFixed( currency.minorUnit )
		.split( '.' );
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.thousandSeparator
	);
	const number = fraction
		? `${ grouped }${ currency.decimalSeparator }${ fraction }`
		: grouped;
	return `${ value < 0 ? '-' : '' }${ currency.prefix }${ number }${
		currency.suffix
	}`;
}

export const priceFormat = {
	getCurrency,
	getCurrencyFromPriceResponse,
	formatPrice,
};
