/**
 * Test helpers: a deep freeze and a small Store API cart.
 */
import type { CartItem, CartResponse } from '../types';
import { EMPTY_TOTALS } from '../default-state';

/** Freezes a value and everything in it, so a mutating reducer throws. */
export function deepFreeze< T >( value: T ): T {
	if ( value && typeof value === 'object' && ! Object.isFrozen( value ) ) {
		Object.freeze( value );
		Object.values( value as Record< string, unknown > ).forEach(
			deepFreeze
		);
	}
	return value;
}

const CURRENCY = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

/** A cart item with sensible defaults. */
export function cartItem( overrides: Partial< CartItem > = {} ): CartItem {
	return {
		key: 'abc',
		id: 1,
		type: 'simple',
		quantity: 1,
		name: 'Jahresabo',
		summary: '',
		short_description: '<p>Das Magazin ein Jahr lang.</p>',
		description: '',
		sku: 'ABO-1',
		permalink: '/produkt/jahresabo/',
		images: [],
		catalog_visibility: 'visible',
		low_stock_remaining: null,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: false,
		quantity_limits: {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
			editable: true,
		},
		variation: [],
		item_data: [],
		prices: {
			...CURRENCY,
			price: '1990',
			regular_price: '1990',
			sale_price: '1990',
			price_range: null,
			raw_prices: {
				precision: 6,
				price: '19900000',
				regular_price: '19900000',
				sale_price: '19900000',
			},
		},
		totals: {
			...CURRENCY,
			line_subtotal: '1990',
			line_subtotal_tax: '0',
			line_total: '1990',
			line_total_tax: '0',
		},
		extensions: {},
		...overrides,
	};
}

/** A Store API cart response. */
export function cartResponse(
	overrides: Partial< CartResponse > = {}
): CartResponse {
	const items = overrides.items ?? [ cartItem() ];
	const address = {
		first_name: '',
		last_name: '',
		company: '',
		address_1: '',
		address_2: '',
		city: '',
		state: '',
		postcode: '',
		country: 'DE',
		phone: '',
	};
	return {
		coupons: [],
		fees: [],
		items,
		items_count: items.reduce( ( sum, item ) => sum + item.quantity, 0 ),
		items_weight: 0,
		needs_payment: true,
		needs_shipping: true,
		has_calculated_shipping: true,
		errors: [],
		cross_sells: [],
		extensions: {},
		payment_methods: [ 'bacs' ],
		payment_requirements: [ 'products' ],
		shipping_rates: [],
		billing_address: { ...address, email: '' },
		shipping_address: address,
		totals: {
			...EMPTY_TOTALS,
			...CURRENCY,
			total_items: '1990',
			total_price: '1990',
		},
		...overrides,
	};
}

/**
 * The answer to an address push: `cartResponse()` with only the billing
 * and shipping addresses changed by `changes`.
 */
export function addressAnswer(
	changes: Partial< CartResponse[ 'shipping_address' ] >
): CartResponse {
	const first = cartResponse();
	return {
		...first,
		billing_address: { ...first.billing_address, ...changes },
		shipping_address: { ...first.shipping_address, ...changes },
	};
}
