/**
 * `renderOption` as WooCommerce's shipping packages slot passes it: a
 * Store API shipping rate => the option its rate controls show
 * (`label`, `value`, `description` with the price in the rate's currency,
 * tax included where the shop shows cart prices with tax,
 * `secondaryDescription` the delivery time).
 */
import { formatPrice, getCurrencyFromPriceResponse } from '../price-format';

export type RateOption = {
	label: string;
	value: string;
	description: string;
	secondaryLabel: string;
	secondaryDescription: string;
};

function includesTax(): boolean {
	const setting = window.wc?.wcSettings?.getSetting?.(
		'displayCartPricesIncludingTax',
		true
	);
	return setting !== false;
}

export function renderOption( rate: any ): RateOption {
	const price =
		parseInt( rate.price, 10 ) +
		( includesTax() ? parseInt( rate.taxes, 10 ) || 0 : 0 );
	return {
		label: String( rate.name ?? '' ),
		value: String( rate.rate_id ?? '' ),
		description: Number.isFinite( price )
			? formatPrice( price, getCurrencyFromPriceResponse( rate ) )
			: '',
		secondaryLabel: '',
		secondaryDescription: String( rate.delivery_time || '' ),
	};
}
