/**
 * A cart view for the cart's component tests: the recorded cart response
 * (with overrides), the shop's settings, and actions that resolve.
 */
import { cartFromResponse } from '../../../data/cart/map-cart';
import { cartResponse } from '../../../data/cart/test/fixtures';
import type { CartResponse } from '../../../data/cart/types';
import type { CrossSellProduct } from '../../../types/store-api';
import type { CartView } from '../cart-view';

export const settings = {
	shopUrl: '/shop/',
	cartUrl: '/warenkorb/',
	checkoutUrl: '/kasse/',
	shippingUrl: '/versand-und-zahlung/',
	displayCartPricesIncludingTax: true,
	displayItemizedTaxes: false,
	taxesEnabled: true,
	isAdmin: false,
	shippingCountries: [
		{ code: 'DE', name: 'Deutschland' },
		{ code: 'NL', name: 'Niederlande' },
	],
};

/** The view of a cart with the given response fields and state. */
export function view(
	response: Partial< CartResponse > = {},
	overrides: Partial< CartView[ 'state' ] > = {}
): CartView {
	const actions = {
		changeCartItemQuantity: jest.fn().mockResolvedValue( undefined ),
		removeItemFromCart: jest.fn().mockResolvedValue( undefined ),
		applyCoupon: jest.fn().mockResolvedValue( true ),
		removeCoupon: jest.fn().mockResolvedValue( true ),
		selectShippingRate: jest.fn().mockResolvedValue( undefined ),
		updateCustomerData: jest.fn().mockResolvedValue( undefined ),
		addItemToCart: jest.fn().mockResolvedValue( undefined ),
		refreshCartData: jest.fn().mockResolvedValue( undefined ),
		flushPendingCartChanges: jest.fn().mockResolvedValue( true ),
	};
	return {
		state: {
			cart: cartFromResponse( cartResponse( response ) ),
			errors: [],
			isLoading: false,
			pendingQuantity: [],
			pendingDelete: [],
			pendingAdd: [],
			isApplyingCoupon: false,
			removingCoupon: '',
			isUpdatingCustomer: false,
			isSelectingRate: false,
			...overrides,
		},
		actions,
		settings,
	};
}

/** A purchasable cross-sell in the cart's currency. */
export function crossSell( v: CartView, name = 'Kiosk-Tasche' ) {
	return {
		id: 99,
		name,
		permalink: '/produkt/tasche/',
		images: [],
		prices: { price: '1500', ...v.state.cart.totals },
		is_purchasable: true,
		is_in_stock: true,
		add_to_cart: { text: 'In den Warenkorb', minimum: 1 },
	} as unknown as CrossSellProduct;
}
