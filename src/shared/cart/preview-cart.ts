/**
 * A sample cart for the editor preview.
 */
import { cartFromResponse } from '../../data/cart/map-cart';
import type { Cart, CartItem } from '../../data/cart/types';

const CURRENCY = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

function item( key: string, name: string, price: number ): CartItem {
	return {
		key,
		id: 0,
		type: 'simple',
		quantity: 1,
		name,
		summary: '',
		short_description: '',
		description: '',
		sku: '',
		permalink: '#',
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
			price: String( price ),
			regular_price: String( price ),
			sale_price: String( price ),
			price_range: null,
			raw_prices: {
				precision: 6,
				price: '0',
				regular_price: '0',
				sale_price: '0',
			},
		},
		totals: {
			...CURRENCY,
			line_subtotal: String( price ),
			line_subtotal_tax: '0',
			line_total: String( price ),
			line_total_tax: '0',
		},
		extensions: {},
	};
}

/** The preview cart. */
export function previewCart(): Cart {
	const items = [
		item( 'a', 'Kiosk Magazin – Jahresabo', 5990 ),
		item( 'b', 'Notizbuch', 1290 ),
	];
	return {
		...cartFromResponse( { items, items_count: 2, needs_shipping: false } ),
		totals: {
			...cartFromResponse( {} ).totals,
			...CURRENCY,
			total_items: '7280',
			total_price: '7280',
		},
	};
}
