/**
 * A cart view for the mini cart's component tests: the recorded cart
 * response (with overrides), the shop's settings, and actions that resolve.
 */
import { cartFromResponse } from '../../../data/cart/map-cart';
import { cartResponse } from '../../../data/cart/test/fixtures';
import type { CartResponse } from '../../../data/cart/types';
import type { CartView } from '../../../shared-ui/cart/cart-view';

export const settings = {
	shopUrl: '/shop/',
	cartUrl: '/warenkorb/',
	checkoutUrl: '/kasse/',
	shippingUrl: '/versand-und-zahlung/',
	displayCartPricesIncludingTax: true,
	displayItemizedTaxes: false,
	taxesEnabled: true,
	isAdmin: false,
	shippingCountries: [ { code: 'DE', name: 'Deutschland' } ],
};

/** The view of a cart with the given response fields and state. */
export function view(
	response: Partial< CartResponse > = {},
	overrides: Partial< CartView[ 'state' ] > = {}
): CartView {
	const resolve = () => jest.fn().mockResolvedValue( undefined );
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
		actions: {
			changeCartItemQuantity: resolve(),
			removeItemFromCart: resolve(),
			applyCoupon: resolve(),
			removeCoupon: resolve(),
			selectShippingRate: resolve(),
			updateCustomerData: resolve(),
			addItemToCart: resolve(),
			refreshCartData: resolve(),
			flushPendingCartChanges: jest.fn().mockResolvedValue( true ),
		},
		settings,
	};
}
