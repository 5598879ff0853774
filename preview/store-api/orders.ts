/**
 * Orders: the draft order of a cart (WooCommerce's `checkout-draft`), the
 * placed order, and loading an order for the order-received page.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type {
	AdditionalFieldValues,
	BillingAddress,
	CartItemVariation,
	CartTotals,
	CheckoutResponse,
	ExtensionsData,
	PaymentResult,
	ShippingAddress,
} from '../../src/types/store-api';
import { emptyBilling, emptyShipping } from './cart-doc';

/** An order line. */
export interface OrderItem {
	id: number;
	name: string;
	sku: string;
	quantity: number;
	variation: CartItemVariation[];
	/** Line total incl. VAT after discounts (cents). */
	total: number;
	tax: number;
	taxRate: number;
}

/** Everything stored about an order. */
export interface OrderData {
	billing: BillingAddress;
	shipping: ShippingAddress;
	paymentMethod: string;
	paymentMethodTitle: string;
	paymentResult: PaymentResult | null;
	customerNote: string;
	additionalFields: AdditionalFieldValues;
	extensions: ExtensionsData;
	items: OrderItem[];
	totals: CartTotals | null;
	shippingLines: Array< {
		rate_id: string;
		name: string;
		method_id: string;
		total: number;
	} >;
	coupons: string[];
	fees: Array< { name: string; total: number } >;
	needsShipping: boolean;
	paymentTokenId?: number;
	savePaymentMethod?: boolean;
}

/** A stored order. */
export interface Order {
	id: number;
	orderKey: string;
	cartKey: string;
	status: string;
	customerId: number;
	data: OrderData;
	createdAt: number;
	updatedAt: number;
}

interface OrderRow {
	id: number;
	order_key: string;
	cart_key: string;
	status: string;
	customer_id: number;
	data: string;
	created_at: number;
	updated_at: number;
}

const fromRow = ( row: OrderRow ): Order => ( {
	id: row.id,
	orderKey: row.order_key,
	cartKey: row.cart_key,
	status: row.status,
	customerId: row.customer_id,
	data: JSON.parse( row.data ) as OrderData,
	createdAt: row.created_at,
	updatedAt: row.updated_at,
} );

export const emptyOrderData = (): OrderData => ( {
	billing: emptyBilling(),
	shipping: emptyShipping(),
	paymentMethod: '',
	paymentMethodTitle: '',
	paymentResult: null,
	customerNote: '',
	additionalFields: {},
	extensions: {},
	items: [],
	totals: null,
	shippingLines: [],
	coupons: [],
	fees: [],
	needsShipping: false,
} );

/** Order storage. */
export function createOrders( db: Database, now: () => number ) {
	const draftQuery = db.prepare(
		"SELECT * FROM shop_orders WHERE cart_key = ? AND status = 'checkout-draft' ORDER BY id DESC LIMIT 1"
	);
	const insert = db.prepare(
		'INSERT INTO shop_orders (order_key, cart_key, status, customer_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)'
	);
	const update = db.prepare(
		'UPDATE shop_orders SET status = ?, customer_id = ?, data = ?, updated_at = ? WHERE id = ?'
	);
	const byId = db.prepare( 'SELECT * FROM shop_orders WHERE id = ?' );
	const list = db.prepare(
		"SELECT * FROM shop_orders WHERE status != 'checkout-draft' ORDER BY id DESC LIMIT ?"
	);
	return {
		draft( cartKey: string ): Order | null {
			const row = draftQuery.get( cartKey ) as OrderRow | undefined;
			return row ? fromRow( row ) : null;
		},
		createDraft(
			cartKey: string,
			customerId: number,
			data: OrderData
		): Order {
			const key = `wc_order_${ randomBytes( 9 )
				.toString( 'base64url' )
				.replace( /[^a-zA-Z0-9]/g, 'x' ) }`;
			const time = now();
			const result = insert.run(
				key,
				cartKey,
				'checkout-draft',
				customerId,
				JSON.stringify( data ),
				time,
				time
			);
			return {
				id: Number( result.lastInsertRowid ),
				orderKey: key,
				cartKey,
				status: 'checkout-draft',
				customerId,
				data,
				createdAt: time,
				updatedAt: time,
			};
		},
		save( order: Order ): void {
			update.run(
				order.status,
				order.customerId,
				JSON.stringify( order.data ),
				now(),
				order.id
			);
		},
		get( id: number ): Order | null {
			const row = byId.get( id ) as OrderRow | undefined;
			return row ? fromRow( row ) : null;
		},
		list( limit = 200 ): Order[] {
			return ( list.all( limit ) as OrderRow[] ).map( fromRow );
		},
	};
}

export type Orders = ReturnType< typeof createOrders >;

/** The redirect URL of a placed order. */
export const receiptUrl = ( order: Order ) =>
	`/kasse/bestellung-erhalten/${ order.id }/?key=${ order.orderKey }`;

/** The Store API checkout response of an order. */
export function checkoutResponse( order: Order ): CheckoutResponse {
	return {
		order_id: order.id,
		status: order.status,
		order_key: order.orderKey,
		order_number: String( order.id ),
		customer_note: order.data.customerNote,
		customer_id: order.customerId,
		billing_address: order.data.billing,
		shipping_address: order.data.shipping,
		payment_method: order.data.paymentMethod,
		payment_result: order.data.paymentResult,
		additional_fields: order.data.additionalFields,
		extensions: order.data.extensions,
	};
}

/**
 * Loads a placed order by id and order key, for the order-received page
 * (null when the key does not match or the order is still a draft).
 */
export function getOrderForReceipt(
	db: Database,
	id: number,
	key: string
): Order | null {
	const row = db
		.prepare( 'SELECT * FROM shop_orders WHERE id = ? AND order_key = ?' )
		.get( id, key ) as OrderRow | undefined;
	if ( ! row || row.status === 'checkout-draft' ) {
		return null;
	}
	return fromRow( row );
}
