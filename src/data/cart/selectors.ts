/**
 * Pure selectors of the cart store (names follow WooCommerce Blocks' `wc/store/cart`).
 */
import type {
	Cart,
	CartError,
	CartItem,
	CartMeta,
	CartState,
	CartTotals,
} from './types';

/** The whole cart (camelCase top level). */
export const getCartData = ( state: CartState ): Cart => state.cartData;
/** Cart totals with the currency fields. */
export const getCartTotals = ( state: CartState ): CartTotals =>
	state.cartData.totals;
/** The client-state flags. */
export const getCartMeta = ( state: CartState ): CartMeta => state.metaData;
/** Errors from requests and from the last cart response. */
export const getCartErrors = ( state: CartState ): CartError[] => state.errors;
/** Whether a coupon is being applied. */
export const isApplyingCoupon = ( state: CartState ): boolean =>
	!! state.metaData.applyingCoupon;
/** The code being applied ('' when none). */
export const getCouponBeingApplied = ( state: CartState ): string =>
	state.metaData.applyingCoupon;
/** Whether a coupon is being removed. */
export const isRemovingCoupon = ( state: CartState ): boolean =>
	!! state.metaData.removingCoupon;
/** The code being removed ('' when none). */
export const getCouponBeingRemoved = ( state: CartState ): string =>
	state.metaData.removingCoupon;
/** Whether the cart data is stale. */
export const isCartDataStale = ( state: CartState ): boolean =>
	state.metaData.isCartDataStale;
/** Whether the first cart load finished. */
export const hasCartLoaded = ( state: CartState ): boolean =>
	state.metaData.hasLoaded;
/** One cart item by key. */
export const getCartItem = (
	state: CartState,
	cartItemKey: string
): CartItem | undefined =>
	state.cartData.items.find( ( item ) => item.key === cartItemKey );
/** Whether an item's quantity is waiting for the server. */
export const isItemPendingQuantity = (
	state: CartState,
	cartItemKey: string
): boolean => state.cartItemsPendingQuantity.includes( cartItemKey );
/** Whether an item is being removed. */
export const isItemPendingDelete = (
	state: CartState,
	cartItemKey: string
): boolean => state.cartItemsPendingDelete.includes( cartItemKey );
/** Keys of items whose quantity is pending (checkout holds calculation while any is). */
export const getItemsPendingQuantityUpdate = ( state: CartState ): string[] =>
	state.cartItemsPendingQuantity;
/** Keys of items being removed. */
export const getItemsPendingDelete = ( state: CartState ): string[] =>
	state.cartItemsPendingDelete;
/** Product ids being added. */
export const getProductsPendingAdd = ( state: CartState ): number[] =>
	state.productsPendingAdd;
/** Whether a customer-data update is in flight. */
export const isCustomerDataUpdating = ( state: CartState ): boolean =>
	state.metaData.updatingCustomerData;
/** Whether a shipping rate is being selected. */
export const isShippingRateBeingSelected = ( state: CartState ): boolean =>
	state.metaData.updatingSelectedRate;
/** The address fields the shipping rates were calculated for. */
export const getAddressFieldsForShippingRates = ( state: CartState ) =>
	state.addressFieldsForShippingRates;
/** Whether the cart needs shipping. */
export const getNeedsShipping = ( state: CartState ): boolean =>
	state.cartData.needsShipping;
/** Shipping packages with their rates. */
export const getShippingRates = ( state: CartState ) =>
	state.cartData.shippingRates;
/** Whether the cart holds any item. */
export const hasPendingItemsOperations = ( state: CartState ): boolean =>
	state.cartItemsPendingQuantity.length > 0 ||
	state.cartItemsPendingDelete.length > 0 ||
	state.productsPendingAdd.length > 0;
