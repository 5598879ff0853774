/**
 * Plain actions of the cart store. Thunks (requests) live in thunks.ts.
 */
import type { Cart, CartAddress, CartError, CartItem } from './types';

export const ACTION = {
	SET_CART_DATA: 'SET_CART_DATA',
	SET_ERROR_DATA: 'SET_ERROR_DATA',
	REPLACE_ERRORS: 'REPLACE_ERRORS',
	APPLYING_COUPON: 'APPLYING_COUPON',
	REMOVING_COUPON: 'REMOVING_COUPON',
	ITEM_PENDING_QUANTITY: 'ITEM_PENDING_QUANTITY',
	ITEM_PENDING_DELETE: 'ITEM_PENDING_DELETE',
	PRODUCT_PENDING_ADD: 'PRODUCT_PENDING_ADD',
	SET_ITEM_QUANTITY: 'SET_ITEM_QUANTITY',
	UPDATING_CUSTOMER_DATA: 'UPDATING_CUSTOMER_DATA',
	UPDATING_SELECTED_RATE: 'UPDATING_SELECTED_RATE',
	SET_CART_DATA_STALE: 'SET_CART_DATA_STALE',
	SET_ADDRESS_FOR_SHIPPING_RATES: 'SET_ADDRESS_FOR_SHIPPING_RATES',
	SET_HAS_LOADED: 'SET_HAS_LOADED',
} as const;

/** Replaces the cart data. */
export const setCartData = ( cart: Cart ) =>
	( { type: ACTION.SET_CART_DATA, cart } ) as const;

/** Adds an error to the store's errors (duplicates by code and message are skipped). */
export const setErrorData = ( error: CartError ) =>
	( { type: ACTION.SET_ERROR_DATA, error } ) as const;

/** Replaces all errors (e.g. with the errors of a fresh cart response). */
export const replaceErrors = ( errors: CartError[] ) =>
	( { type: ACTION.REPLACE_ERRORS, errors } ) as const;

/** Marks a coupon as being applied ('' when done). */
export const receiveApplyingCoupon = ( couponCode: string ) =>
	( { type: ACTION.APPLYING_COUPON, couponCode } ) as const;

/** Marks a coupon as being removed ('' when done). */
export const receiveRemovingCoupon = ( couponCode: string ) =>
	( { type: ACTION.REMOVING_COUPON, couponCode } ) as const;

/** Marks a cart item's quantity as pending or synced. */
export const itemIsPendingQuantity = (
	cartItemKey: string,
	isPending = true
) =>
	( { type: ACTION.ITEM_PENDING_QUANTITY, cartItemKey, isPending } ) as const;

/** Marks a cart item as being removed. */
export const itemIsPendingDelete = ( cartItemKey: string, isPending = true ) =>
	( { type: ACTION.ITEM_PENDING_DELETE, cartItemKey, isPending } ) as const;

/** Marks a product as being added. */
export const productIsPendingAdd = ( productId: number, isPending = true ) =>
	( { type: ACTION.PRODUCT_PENDING_ADD, productId, isPending } ) as const;

/** Shows a quantity optimistically, before the server confirms it. */
export const receiveCartItemQuantity = (
	cartItemKey: string,
	quantity: number
) => ( { type: ACTION.SET_ITEM_QUANTITY, cartItemKey, quantity } ) as const;

/** Flags a customer-data update in flight. */
export const updatingCustomerData = ( isUpdating: boolean ) =>
	( { type: ACTION.UPDATING_CUSTOMER_DATA, isUpdating } ) as const;

/** Flags a shipping-rate selection in flight. */
export const shippingRatesBeingSelected = ( isSelecting: boolean ) =>
	( { type: ACTION.UPDATING_SELECTED_RATE, isSelecting } ) as const;

/** Flags the cart data as stale (another tab or an extension changed it). */
export const setIsCartDataStale = ( isCartDataStale = true ) =>
	( { type: ACTION.SET_CART_DATA_STALE, isCartDataStale } ) as const;

/** Remembers the address shipping rates were calculated for. */
export const setAddressFieldsForShippingRates = (
	address: Partial< CartAddress >
) => ( { type: ACTION.SET_ADDRESS_FOR_SHIPPING_RATES, address } ) as const;

/** Marks the first load as finished. */
export const setHasLoaded = () => ( { type: ACTION.SET_HAS_LOADED } ) as const;

export type CartAction = ReturnType<
	| typeof setCartData
	| typeof setErrorData
	| typeof replaceErrors
	| typeof receiveApplyingCoupon
	| typeof receiveRemovingCoupon
	| typeof itemIsPendingQuantity
	| typeof itemIsPendingDelete
	| typeof productIsPendingAdd
	| typeof receiveCartItemQuantity
	| typeof updatingCustomerData
	| typeof shippingRatesBeingSelected
	| typeof setIsCartDataStale
	| typeof setAddressFieldsForShippingRates
	| typeof setHasLoaded
>;

export type { CartItem };
