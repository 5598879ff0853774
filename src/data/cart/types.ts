/**
 * Store API cart shapes as the cart store uses them. They follow the
 * WooCommerce Store API (`/wc/store/v1/cart`); the response is snake_case
 * and the store keeps the top level camelCase, as WooCommerce Blocks does.
 * (When src/types/store-api.ts lands these can re-export from it.)
 */

/** The currency fields every price object carries (amounts are minor-unit strings). */
export interface CurrencyInfo {
	currency_code: string;
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
}

export interface CartImage {
	id: number;
	src: string;
	thumbnail: string;
	srcset: string;
	sizes: string;
	name: string;
	alt: string;
}

export interface CartItemPrices extends CurrencyInfo {
	price: string;
	regular_price: string;
	sale_price: string;
	price_range: { min_amount: string; max_amount: string } | null;
	raw_prices: { precision: number; price: string; regular_price: string; sale_price: string };
}

export interface CartItemTotals extends CurrencyInfo {
	line_subtotal: string;
	line_subtotal_tax: string;
	line_total: string;
	line_total_tax: string;
}

export interface QuantityLimits {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
}

export interface CartItemData {
	name?: string;
	key?: string;
	value?: string;
	display?: string;
	hidden?: boolean | string;
}

export interface CartItem {
	key: string;
	id: number;
	type: string;
	quantity: number;
	name: string;
	summary: string;
	short_description: string;
	description: string;
	sku: string;
	permalink: string;
	images: CartImage[];
	catalog_visibility: 'visible' | 'hidden' | 'search' | 'catalog' | string;
	low_stock_remaining: number | null;
	backorders_allowed: boolean;
	show_backorder_badge: boolean;
	sold_individually: boolean;
	quantity_limits: QuantityLimits;
	variation: Array< { attribute: string; value: string } >;
	item_data: CartItemData[];
	prices: CartItemPrices;
	totals: CartItemTotals;
	extensions: Record< string, unknown >;
}

export interface CartCoupon {
	code: string;
	label?: string;
	discount_type?: string;
	totals: CurrencyInfo & { total_discount: string; total_discount_tax: string };
}

export interface CartFee {
	id: string;
	name: string;
	totals: CurrencyInfo & { total: string; total_tax: string };
}

export interface TaxLine {
	name: string;
	rate: string;
	price: string;
}

export interface CartTotals extends CurrencyInfo {
	total_items: string;
	total_items_tax: string;
	total_fees: string;
	total_fees_tax: string;
	total_discount: string;
	total_discount_tax: string;
	total_shipping: string | null;
	total_shipping_tax: string | null;
	total_price: string;
	total_tax: string;
	tax_lines: TaxLine[];
}

export interface CartAddress {
	first_name: string;
	last_name: string;
	company: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	phone: string;
}

export interface CartBillingAddress extends CartAddress {
	email: string;
}

export interface ShippingRate extends CurrencyInfo {
	rate_id: string;
	name: string;
	description: string;
	delivery_time: string;
	price: string;
	taxes: string;
	instance_id: number;
	method_id: string;
	meta_data: Array< { key: string; value: string } >;
	selected: boolean;
}

export interface ShippingPackage {
	package_id: number | string;
	name: string;
	destination: Partial< CartAddress >;
	items: Array< { key: string; name: string; quantity: number } >;
	shipping_rates: ShippingRate[];
}

export interface CrossSellProduct {
	id: number;
	name: string;
	slug: string;
	parent: number;
	type: string;
	sku: string;
	permalink: string;
	on_sale: boolean;
	prices: CartItemPrices;
	average_rating: string;
	review_count: number;
	images: CartImage[];
	is_purchasable: boolean;
	is_in_stock: boolean;
	is_on_backorder: boolean;
	low_stock_remaining: number | null;
	sold_individually: boolean;
	add_to_cart: { text: string; description: string; url: string; minimum: number; maximum: number; multiple_of: number };
}

/** An error in a cart response or a failed request (WordPress REST error shape). */
export interface CartError {
	code: string;
	message: string;
	data?: Record< string, unknown > | null;
}

/** The Store API `/cart` response (snake_case). */
export interface CartResponse {
	coupons: CartCoupon[];
	fees: CartFee[];
	items: CartItem[];
	items_count: number;
	items_weight: number;
	needs_payment: boolean;
	needs_shipping: boolean;
	has_calculated_shipping: boolean;
	errors: CartError[];
	cross_sells: CrossSellProduct[];
	extensions: Record< string, unknown >;
	payment_methods: string[];
	payment_requirements: string[];
	shipping_rates: ShippingPackage[];
	billing_address: CartBillingAddress;
	shipping_address: CartAddress;
	totals: CartTotals;
}

/** The cart as the store keeps it (SPEC section 3: camelCase top level). */
export interface Cart {
	coupons: CartCoupon[];
	fees: CartFee[];
	items: CartItem[];
	itemsCount: number;
	itemsWeight: number;
	needsPayment: boolean;
	needsShipping: boolean;
	hasCalculatedShipping: boolean;
	errors: CartError[];
	crossSells: CrossSellProduct[];
	extensions: Record< string, unknown >;
	paymentMethods: string[];
	paymentRequirements: string[];
	shippingRates: ShippingPackage[];
	billingAddress: CartBillingAddress;
	shippingAddress: CartAddress;
	totals: CartTotals;
}

/** Flags of the cart's client state. */
export interface CartMeta {
	updatingCustomerData: boolean;
	updatingSelectedRate: boolean;
	isCartDataStale: boolean;
	applyingCoupon: string;
	removingCoupon: string;
	/** Whether the first load finished (successfully or not). */
	hasLoaded: boolean;
}

export interface CartState {
	cartItemsPendingQuantity: string[];
	cartItemsPendingDelete: string[];
	productsPendingAdd: number[];
	cartData: Cart;
	metaData: CartMeta;
	/** The address fields shipping rates were last calculated for. */
	addressFieldsForShippingRates: Partial< CartAddress >;
	errors: CartError[];
}
