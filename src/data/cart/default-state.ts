/**
 * The empty cart and client state the store starts from.
 */
import type { Cart, CartAddress, CartState, CartTotals } from './types';

const EMPTY_ADDRESS: CartAddress = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: '',
	phone: '',
};

/** Currency fallback of SPEC section 9: USD with 2 minor units. */
export const EMPTY_TOTALS: CartTotals = {
	currency_code: 'USD',
	currency_symbol: '$',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '$',
	currency_suffix: '',
	total_items: '0',
	total_items_tax: '0',
	total_fees: '0',
	total_fees_tax: '0',
	total_discount: '0',
	total_discount_tax: '0',
	total_shipping: '0',
	total_shipping_tax: '0',
	total_price: '0',
	total_tax: '0',
	tax_lines: [],
};

export const EMPTY_CART: Cart = {
	coupons: [],
	fees: [],
	items: [],
	itemsCount: 0,
	itemsWeight: 0,
	needsPayment: false,
	needsShipping: true,
	hasCalculatedShipping: true,
	errors: [],
	crossSells: [],
	extensions: {},
	paymentMethods: [],
	paymentRequirements: [],
	shippingRates: [],
	billingAddress: { ...EMPTY_ADDRESS, email: '' },
	shippingAddress: EMPTY_ADDRESS,
	totals: EMPTY_TOTALS,
};

export const DEFAULT_STATE: CartState = {
	cartItemsPendingQuantity: [],
	cartItemsPendingDelete: [],
	productsPendingAdd: [],
	cartData: EMPTY_CART,
	metaData: {
		updatingCustomerData: false,
		updatingSelectedRate: false,
		isCartDataStale: false,
		applyingCoupon: '',
		removingCoupon: '',
		hasLoaded: false,
	},
	addressFieldsForShippingRates: {},
	errors: [],
};
