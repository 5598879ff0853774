/**
 * Types of every WooCommerce Store API (`wc/store/v1`) shape Kiosk uses.
 * One module for the client (cart, checkout, mini cart) and the preview
 * host, with the field names of the Store API's JSON (snake_case).
 *
 * Money is always a string of integer minor units ("1234" = 12,34 €),
 * formatted only at the edge with the currency fields beside it.
 */

/* ------------------------------------------------------------------ */
/* Currency and money                                                 */
/* ------------------------------------------------------------------ */

/** The currency fields carried by every object that holds prices. */
export interface StoreApiCurrency {
	currency_code: string;
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
}

/** A money amount in minor units, as a string ("1234"). */
export type MinorUnitAmount = string;

/* ------------------------------------------------------------------ */
/* Images, attributes, limits                                         */
/* ------------------------------------------------------------------ */

/** A product image. */
export interface StoreApiImage {
	id: number;
	src: string;
	thumbnail: string;
	srcset: string;
	sizes: string;
	name: string;
	alt: string;
}

/** Quantity limits of a cart item (defaults: 1, 99, 1, true). */
export interface QuantityLimits {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
}

/** A chosen variation attribute of a cart item. */
export interface CartItemVariation {
	/** e.g. `attribute_pa_groesse` (not sent by WooCommerce 10.0). */
	raw_attribute?: string;
	/** e.g. `Größe`. */
	attribute: string;
	/** e.g. `M`. */
	value: string;
}

/** Extra data shown under a cart item's name. */
export interface CartItemData {
	/** Either `name`/`value` or `key`/`display` is set (WooCommerce accepts both). */
	name?: string;
	key?: string;
	value: string;
	display?: string;
	hidden?: boolean | string;
}

/** `catalog_visibility` values. */
export type CatalogVisibility = 'visible' | 'catalog' | 'search' | 'hidden';

/* ------------------------------------------------------------------ */
/* Prices                                                             */
/* ------------------------------------------------------------------ */

/** A min/max range (variable products). */
export interface PriceRange {
	min_amount: MinorUnitAmount;
	max_amount: MinorUnitAmount;
}

/** Raw prices with higher precision. */
export interface RawPrices {
	precision: number;
	price: string;
	regular_price: string;
	sale_price: string;
}

/** A cart item's unit prices. */
export interface CartItemPrices extends StoreApiCurrency {
	price: MinorUnitAmount;
	regular_price: MinorUnitAmount;
	sale_price: MinorUnitAmount;
	price_range: PriceRange | null;
	raw_prices: RawPrices;
}

/** A cart item's line totals. */
export interface CartItemTotals extends StoreApiCurrency {
	line_subtotal: MinorUnitAmount;
	line_subtotal_tax: MinorUnitAmount;
	line_total: MinorUnitAmount;
	line_total_tax: MinorUnitAmount;
}

/** A product's prices (products endpoint, cross-sells). */
export interface ProductPrices extends StoreApiCurrency {
	price: MinorUnitAmount;
	regular_price: MinorUnitAmount;
	sale_price: MinorUnitAmount;
	price_range: PriceRange | null;
}

/* ------------------------------------------------------------------ */
/* CartResponse                                                               */
/* ------------------------------------------------------------------ */

/** Extension data, keyed by namespace. */
export type ExtensionsData = Record< string, Record< string, unknown > >;

/** A line in the cart. */
export interface CartItem {
	key: string;
	id: number;
	type: string;
	quantity: number;
	quantity_limits: QuantityLimits;
	name: string;
	/** Not sent by WooCommerce 10.0. */
	summary?: string;
	short_description: string;
	description: string;
	sku: string;
	low_stock_remaining: number | null;
	backorders_allowed: boolean;
	show_backorder_badge: boolean;
	sold_individually: boolean;
	permalink: string;
	images: StoreApiImage[];
	variation: CartItemVariation[];
	item_data: CartItemData[];
	prices: CartItemPrices;
	totals: CartItemTotals;
	catalog_visibility: CatalogVisibility;
	extensions: ExtensionsData;
}

/** Totals of an applied coupon. */
export interface CartCouponTotals extends StoreApiCurrency {
	total_discount: MinorUnitAmount;
	total_discount_tax: MinorUnitAmount;
}

/** An applied coupon. */
export interface CartCoupon {
	code: string;
	/** Not sent by WooCommerce 10.0 (the code stands in). */
	label?: string;
	/** `percent`, `fixed_cart` or `fixed_product`. */
	discount_type: string;
	totals: CartCouponTotals;
}

/** Totals of a fee. */
export interface CartFeeTotals extends StoreApiCurrency {
	total: MinorUnitAmount;
	total_tax: MinorUnitAmount;
}

/** A fee. The Store API names its id `key`; `id` carries the same value. */
export interface CartFee {
	key: string;
	id: string;
	name: string;
	totals: CartFeeTotals;
}

/** One tax rate's share of the cart. */
export interface TaxLine {
	name: string;
	price: MinorUnitAmount;
	/** The rate as a string, e.g. "19" or "7". */
	rate: string;
}

/** Totals of the whole cart. */
export interface CartTotals extends StoreApiCurrency {
	total_items: MinorUnitAmount;
	total_items_tax: MinorUnitAmount;
	total_fees: MinorUnitAmount;
	total_fees_tax: MinorUnitAmount;
	total_discount: MinorUnitAmount;
	total_discount_tax: MinorUnitAmount;
	/** null until shipping has been calculated. */
	total_shipping: MinorUnitAmount | null;
	total_shipping_tax: MinorUnitAmount | null;
	total_price: MinorUnitAmount;
	total_tax: MinorUnitAmount;
	tax_lines: TaxLine[];
}

/** A shipping address. */
export interface ShippingAddress {
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

/** A billing address: a shipping address plus email. */
export interface BillingAddress extends ShippingAddress {
	email: string;
}

/** Either address. */
export type CartAddress = ShippingAddress | BillingAddress;

/** A shipping package's destination: the address without name, company and phone. */
export type ShippingDestination = Pick<
	ShippingAddress,
	'address_1' | 'address_2' | 'city' | 'state' | 'postcode' | 'country'
>;

/** A `{ key, value }` meta entry. */
export interface MetaData {
	key: string;
	value: string;
}

/** A shipping rate of a package. */
export interface ShippingRate extends StoreApiCurrency {
	/** e.g. `flat_rate:1`, `free_shipping:2`, `pickup_location:0`. */
	rate_id: string;
	name: string;
	description: string;
	delivery_time: string;
	price: MinorUnitAmount;
	taxes: MinorUnitAmount;
	instance_id: number;
	/** e.g. `flat_rate`, `free_shipping`, `pickup_location`. */
	method_id: string;
	meta_data: MetaData[];
	selected: boolean;
}

/** The meta keys of a local pickup rate (`method_id` `pickup_location`). */
export type PickupRateMetaKey =
	'pickup_location' | 'pickup_address' | 'pickup_details';

/** A local pickup rate. */
export interface PickupRate extends ShippingRate {
	method_id: 'pickup_location';
}

/** An item of a shipping package. */
export interface ShippingPackageItem {
	key: string;
	name: string;
	quantity: number;
}

/** A shipping package with its rates. */
export interface ShippingPackage {
	package_id: number | string;
	name: string;
	destination: ShippingDestination;
	items: ShippingPackageItem[];
	shipping_rates: ShippingRate[];
}

/** A cart-level error (e.g. an item out of stock, an invalid shipping country). */
export interface CartError {
	code: string;
	message: string;
}

/** The cart (GET /cart and every cart-mutating route). */
export interface CartResponse {
	items: CartItem[];
	coupons: CartCoupon[];
	fees: CartFee[];
	totals: CartTotals;
	shipping_address: ShippingAddress;
	billing_address: BillingAddress;
	needs_payment: boolean;
	needs_shipping: boolean;
	/** e.g. `['products']`. */
	payment_requirements: string[];
	has_calculated_shipping: boolean;
	shipping_rates: ShippingPackage[];
	items_count: number;
	items_weight: number;
	cross_sells: CrossSellProduct[];
	errors: CartError[];
	/** Gateway ids available for this cart (e.g. `bacs`, `cod`). */
	payment_methods: string[];
	extensions: ExtensionsData;
}

/* ------------------------------------------------------------------ */
/* Products                                                           */
/* ------------------------------------------------------------------ */

/** The add-to-cart data of a product. */
export interface ProductAddToCart {
	text: string;
	description: string;
	url: string;
	single_text?: string;
	minimum: number;
	maximum: number;
	multiple_of: number;
}

/** A product category or tag. */
export interface ProductTerm {
	id: number;
	name: string;
	slug: string;
	link: string;
}

/** A product attribute (variable products). */
export interface ProductAttribute {
	id: number;
	name: string;
	/** null for a product's own (non-global) attribute. */
	taxonomy: string | null;
	has_variations: boolean;
	terms: Array< {
		id: number;
		name: string;
		slug: string;
		default?: boolean;
	} >;
}

/** A variation of a variable product. */
export interface ProductVariationRef {
	id: number;
	attributes: Array< { name: string; value: string } >;
}

/** A product (GET /products, /products/{id}). */
export interface Product {
	id: number;
	name: string;
	slug: string;
	parent: number;
	type: string;
	variation: string;
	permalink: string;
	sku: string;
	short_description: string;
	description: string;
	on_sale: boolean;
	prices: ProductPrices;
	price_html: string;
	average_rating: string;
	review_count: number;
	images: StoreApiImage[];
	categories: ProductTerm[];
	tags: ProductTerm[];
	attributes: ProductAttribute[];
	variations: ProductVariationRef[];
	has_options: boolean;
	is_purchasable: boolean;
	is_in_stock: boolean;
	is_on_backorder: boolean;
	low_stock_remaining: number | null;
	stock_availability: { text: string; class: string };
	sold_individually: boolean;
	add_to_cart: ProductAddToCart;
	extensions: ExtensionsData;
}

/** A cross-sell product in the cart (the product shape). */
export type CrossSellProduct = Product;

/* ------------------------------------------------------------------ */
/* Requests                                                           */
/* ------------------------------------------------------------------ */

/** POST /cart/add-item */
export interface AddItemRequest {
	id: number;
	quantity: number;
	variation?: Array< { attribute: string; value: string } >;
}

/** POST /cart/update-item */
export interface UpdateItemRequest {
	key: string;
	quantity: number;
}

/** POST /cart/remove-item */
export interface RemoveItemRequest {
	key: string;
}

/** POST /cart/apply-coupon and /cart/remove-coupon */
export interface CouponRequest {
	code: string;
}

/** POST /cart/select-shipping-rate (`package_id` null = every package, e.g. local pickup). */
export interface SelectShippingRateRequest {
	package_id?: number | string | null;
	rate_id: string;
}

/** POST /cart/update-customer */
export interface UpdateCustomerRequest {
	billing_address?: Partial< BillingAddress >;
	shipping_address?: Partial< ShippingAddress >;
}

/** POST /cart/extensions */
export interface CartExtensionsRequest {
	namespace: string;
	data?: Record< string, unknown >;
}

/** A `{ key, value }` pair of `payment_data`. */
export interface PaymentDataItem {
	key: string;
	value: string | boolean;
}

/** Values of `additional_fields` (checkout fields registered by extensions). */
export type AdditionalFieldValues = Record< string, string | boolean >;

/** POST /checkout (SPEC section 7). */
export interface CheckoutRequest {
	billing_address: BillingAddress;
	/** Only when the cart needs shipping. */
	shipping_address?: ShippingAddress;
	customer_note?: string;
	create_account?: boolean;
	customer_password?: string;
	payment_method?: string;
	/** Includes `wc-{method}-new-payment-method` and, for a saved token, `token` / `isSavedToken`. */
	payment_data?: PaymentDataItem[];
	extensions?: ExtensionsData;
	additional_fields?: AdditionalFieldValues;
}

/** PUT /checkout: partial update of the draft order. */
export interface CheckoutUpdateRequest {
	/** The draft's note: WooCommerce sets it from this on every PUT. */
	customer_note?: string;
	additional_fields?: AdditionalFieldValues;
	payment_method?: string;
}

/* ------------------------------------------------------------------ */
/* Checkout responses                                                 */
/* ------------------------------------------------------------------ */

/** Payment outcome. */
export type PaymentStatus = 'success' | 'failure' | 'pending' | 'error';

/** The payment result of a processed checkout. */
export interface PaymentResult {
	/** Empty on a draft order that was not paid yet. */
	payment_status: PaymentStatus | '';
	payment_details: MetaData[];
	/** `/kasse/bestellung-erhalten/{id}/?key={order_key}`; empty on a draft. */
	redirect_url: string;
}

/** The response of GET/PUT/POST /checkout. */
export interface CheckoutResponse {
	order_id: number;
	/** `checkout-draft` before POST; then `pending`, `processing`, `on-hold`, … */
	status: string;
	order_key: string;
	order_number: string;
	customer_note: string;
	customer_id: number;
	billing_address: BillingAddress;
	shipping_address: ShippingAddress;
	payment_method: string;
	payment_result: PaymentResult | null;
	additional_fields: AdditionalFieldValues;
	extensions: ExtensionsData;
}

/* ------------------------------------------------------------------ */
/* Errors                                                             */
/* ------------------------------------------------------------------ */

/** Data of a Store API error. */
export interface StoreApiErrorData {
	status: number;
	/** Per-parameter messages (`rest_invalid_param`). */
	params?: Record< string, string >;
	/** Per-parameter details (`rest_invalid_param`). */
	details?: Record<
		string,
		{ code: string; message: string; data: unknown }
	>;
	/** The current cart, sent with cart and checkout errors so the client refreshes. */
	cart?: CartResponse;
	[ key: string ]: unknown;
}

/** A Store API (WordPress REST) error body. */
export interface StoreApiError {
	code: string;
	message: string;
	data: StoreApiErrorData;
}

/* ------------------------------------------------------------------ */
/* Batch                                                              */
/* ------------------------------------------------------------------ */

/** A sub-request of POST /batch (`path` relative to `/wp-json`, e.g. `/wc/store/v1/cart/add-item`). */
export interface BatchSubRequest {
	path: string;
	method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	body?: unknown;
	headers?: Record< string, string >;
}

/** POST /batch (at most 25 requests). */
export interface BatchRequest {
	validation?: 'normal' | 'require-all-validate';
	requests: BatchSubRequest[];
}

/** A sub-response of POST /batch. */
export interface BatchSubResponse< T = unknown > {
	status: number;
	headers: Record< string, string >;
	body: T;
}

/** The response of POST /batch. */
export interface BatchResponse {
	responses: BatchSubResponse[];
}

/* ------------------------------------------------------------------ */
/* Response headers                                                   */
/* ------------------------------------------------------------------ */

/** Headers every Store API response carries. */
export const STORE_API_HEADERS = [
	'Nonce',
	'Nonce-Timestamp',
	'User-ID',
	'Cart-Token',
	'Cart-Hash',
] as const;

/* ------------------------------------------------------------------ */
/* Saved payment methods                                              */
/* ------------------------------------------------------------------ */

/** A saved payment token (`kioskSettings.customerPaymentMethods` on the checkout, logged-in only; WooCommerce's shape). */
export interface SavedPaymentMethod {
	method: {
		gateway: string;
		/** e.g. "Visa". */
		brand?: string;
		last4?: string;
	};
	/** e.g. "12/28" (cards and eChecks). */
	expires?: string;
	is_default: boolean;
	tokenId: number;
	/** Display brand of card networks. */
	display_brand?: string;
	networks?: { preferred?: string | null };
	actions?: Record< string, { url: string; name: string } >;
}

/** Saved methods grouped by type (`cc`, `echeck`, …), as WooCommerce prints them. */
export type SavedPaymentMethods = Record< string, SavedPaymentMethod[] >;

/* ------------------------------------------------------------------ */
/* Inline settings of the shop                                        */
/* ------------------------------------------------------------------ */

/** Currency settings (camelCase, as WooCommerce's `wcSettings.currency`). */
export interface CurrencySettings {
	code: string;
	precision: number;
	symbol: string;
	symbolPosition: 'left' | 'right' | 'left_space' | 'right_space';
	decimalSeparator: string;
	thousandSeparator: string;
	priceFormat: string;
}

/** A country's data in settings. */
export interface CountrySettings {
	name: string;
	/** State code → name (empty when the country has no states). */
	states: Record< string, string >;
}

/** An address field definition (SPEC section 3). */
export interface AddressFieldDefinition {
	key: string;
	label: string;
	optionalLabel: string;
	required: boolean;
	hidden: boolean;
	index: number;
	type?: 'text' | 'select' | 'checkbox';
	options?: Array< { value: string; label: string } >;
	autocomplete?: string;
	autocapitalize?: string;
	placeholder?: string;
	errorMessage?: string;
	validation?: Record< string, unknown >;
	attributes?: Record< string, string >;
}

/** A regular payment method's inline data. */
export interface PaymentMethodSettings {
	title: string;
	description: string;
	/** cod: allowed shipping method ids (empty = all). */
	enableForShippingMethods?: string[];
	/** Whether the method supports saved tokens. */
	supportsTokens?: boolean;
	express?: boolean;
}

/** Shop fields of `window.kioskSettings` printed by the Store API module. */
export interface ShopSettings {
	currency: CurrencySettings;
	displayCartPricesIncludingTax: boolean;
	displayShopPricesIncludingTax: boolean;
	displayItemizedTaxes: boolean;
	taxesEnabled: boolean;
	couponsEnabled: boolean;
	shippingEnabled: boolean;
	countries: Record< string, CountrySettings >;
	allowedCountries: string[];
	shippingCountries: string[];
	addressFields: AddressFieldDefinition[];
	/** Per-country overrides of address fields (e.g. `DE.state.hidden`). */
	addressFieldLocale: Record<
		string,
		Record< string, Partial< AddressFieldDefinition > >
	>;
	pages: {
		shop: string;
		cart: string;
		checkout: string;
		privacy: string;
		terms: string;
		myaccount: string;
		/** The shipping costs page ('' when the shop has none). */
		shipping: string;
		/** Kiosk's legal page settings ('' while a page is not published). */
		legalNotice?: string;
		withdrawal?: string;
		accessibility?: string;
	};
	/** WooCommerce's placeholder image for products without one ('' without WooCommerce). */
	placeholderImage?: string;
	guestCheckout: boolean;
	accountCreation: boolean;
	localPickupEnabled: boolean;
	localPickupLabel: string;
	paymentMethodData: Record< string, PaymentMethodSettings >;
	/** Order of regular payment methods. */
	paymentMethodSortOrder: string[];
}
