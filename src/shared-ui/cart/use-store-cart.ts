/**
 * The cart as components see it: data, loading state and the actions.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { CART_STORE_KEY } from '@kiosk/data';
import type { Cart, CartError } from '../../data/cart/types';

interface CartSelectors {
	getCartData: () => Cart;
	getCartErrors: () => CartError[];
	hasCartLoaded: () => boolean;
	getItemsPendingQuantityUpdate: () => string[];
	getItemsPendingDelete: () => string[];
	isApplyingCoupon: () => boolean;
	getCouponBeingRemoved: () => string;
	isCustomerDataUpdating: () => boolean;
	isShippingRateBeingSelected: () => boolean;
	getProductsPendingAdd: () => number[];
}

export interface CartActions {
	changeCartItemQuantity: (
		key: string,
		quantity: number
	) => Promise< void >;
	removeItemFromCart: ( key: string ) => Promise< unknown >;
	applyCoupon: ( code: string ) => Promise< boolean >;
	removeCoupon: ( code: string ) => Promise< boolean >;
	selectShippingRate: (
		rateId: string,
		packageId?: number | string | null
	) => Promise< unknown >;
	updateCustomerData: (
		data: Record< string, unknown >
	) => Promise< unknown >;
	addItemToCart: ( id: number, quantity?: number ) => Promise< unknown >;
	/** Reloads the cart (the retry after a failed load). */
	refreshCartData: () => Promise< void >;
	/** Sends pending quantity changes now; resolves whether all were saved. */
	flushPendingCartChanges: () => Promise< boolean >;
}

/** Reads the cart store (its resolver loads the cart on first use). */
export function useStoreCart() {
	return useSelect( ( select ) => {
		const store = select( CART_STORE_KEY ) as unknown as CartSelectors;
		return {
			cart: store.getCartData(),
			errors: store.getCartErrors(),
			isLoading: ! store.hasCartLoaded(),
			pendingQuantity: store.getItemsPendingQuantityUpdate(),
			pendingDelete: store.getItemsPendingDelete(),
			isApplyingCoupon: store.isApplyingCoupon(),
			removingCoupon: store.getCouponBeingRemoved(),
			isUpdatingCustomer: store.isCustomerDataUpdating(),
			isSelectingRate: store.isShippingRateBeingSelected(),
			pendingAdd: store.getProductsPendingAdd(),
		};
	}, [] );
}

/** The cart store's actions. */
export function useCartActions(): CartActions {
	return useDispatch( CART_STORE_KEY ) as unknown as CartActions;
}
