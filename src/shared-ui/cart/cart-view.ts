/**
 * The cart as the cart's and the mini cart's areas are given it: the
 * store's state, its actions and the shop's settings; and the editor's
 * sample of it (an inert preview over previewCart()).
 */
import { cartSettings, type CartSettings } from '../../shared/cart/settings';
import { previewCart } from './preview-cart';
import type { CartActions, useStoreCart } from './use-store-cart';

/** What an area of the cart or the mini cart renders from. */
export interface CartView {
	state: ReturnType< typeof useStoreCart >;
	actions: CartActions;
	settings: CartSettings;
}

const noop = () => Promise.resolve( undefined as never );
const previewActions: CartActions = {
	changeCartItemQuantity: noop,
	removeItemFromCart: noop,
	applyCoupon: noop,
	removeCoupon: noop,
	selectShippingRate: noop,
	updateCustomerData: noop,
	addItemToCart: noop,
	refreshCartData: noop,
	flushPendingCartChanges: () => Promise.resolve( true ),
};

/** The sample cart's view, for the block editors' previews. */
export function previewView(): CartView {
	return {
		state: {
			cart: previewCart(),
			errors: [],
			isLoading: false,
			pendingQuantity: [],
			pendingDelete: [],
			pendingAdd: [],
			isApplyingCoupon: false,
			removingCoupon: '',
			isUpdatingCustomer: false,
			isSelectingRate: false,
		},
		actions: previewActions,
		settings: cartSettings(),
	};
}
