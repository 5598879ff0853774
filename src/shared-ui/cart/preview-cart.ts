/**
 * The sample cart of the block editor's cart and checkout previews: one of
 * the shop's own products where the server names one (editorPreview), else
 * two rows that say they are samples. Never products the shop does not sell.
 */
import { __ } from '@wordpress/i18n';
import { cartFromResponse } from '../../data/cart/map-cart';
import type { Cart, CartItem } from '../../data/cart/types';
import { readSettings } from '../../types/settings';

const CURRENCY = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

function item(
	key: string,
	name: string,
	price: number,
	image = ''
): CartItem {
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
		images: image
			? [
					{
						id: 0,
						src: image,
						thumbnail: image,
						srcset: '',
						sizes: '',
						name: '',
						alt: '',
					},
				]
			: [],
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

/** The preview's rows: the shop's product, else two samples. */
function previewItems(): CartItem[] {
	const product = readSettings().editorPreview?.product;
	if ( product ) {
		return [ item( 'a', product.name, product.price, product.image ) ];
	}
	return [
		item( 'a', __( 'Sample product 1', 'kiosk' ), 1990 ),
		item( 'b', __( 'Sample product 2', 'kiosk' ), 990 ),
	];
}

/** The preview cart. */
export function previewCart(): Cart {
	const items = previewItems();
	const total = String(
		items.reduce( ( sum, row ) => sum + Number( row.prices.price ), 0 )
	);
	return {
		// A cart with a price needs payment: the preview shows the payment step.
		...cartFromResponse( {
			items,
			items_count: items.length,
			needs_shipping: false,
			needs_payment: true,
		} ),
		totals: {
			...cartFromResponse( {} ).totals,
			...CURRENCY,
			total_items: total,
			total_price: total,
		},
	};
}
