/**
 * Cart thunks: every Store API call of the cart. They are plain functions
 * of what they are given (@wordpress/data's `dispatch`, `select`,
 * `registry`, and the store instance's `queue`, see thunk-args.ts), so
 * tests call them with fakes.
 */
import {
	itemIsPendingDelete,
	productIsPendingAdd,
	receiveApplyingCoupon,
	receiveRemovingCoupon,
	setAddressFieldsForShippingRates,
	shippingRatesBeingSelected,
	updatingCustomerData,
} from './actions';
import { notify, toError } from './errors';
import { receiveError, send } from './receive';
import type { ThunkArgs } from './thunk-args';
import type { CartAddress, CartBillingAddress } from './types';

export { receiveCart, receiveError, refreshCartData } from './receive';
export { changeCartItemQuantity, flushPendingCartChanges } from './quantity';
export type { ThunkArgs } from './thunk-args';

/** Adds a product to the cart. */
export const addItemToCart =
	( productId: number, quantity = 1 ) =>
	async ( args: ThunkArgs ) => {
		args.dispatch( productIsPendingAdd( productId, true ) );
		try {
			return await send( args, 'add-item', { id: productId, quantity } );
		} catch ( error ) {
			receiveError( error )( args );
			// SPEC section 8: a failed add-to-cart shows a dismissible error notice.
			notify( args.registry, toError( error ).message );
			throw error;
		} finally {
			args.dispatch( productIsPendingAdd( productId, false ) );
		}
	};

/** Removes an item; errors go to the error processor (a cart notice). */
export const removeItemFromCart =
	( cartItemKey: string ) => async ( args: ThunkArgs ) => {
		args.dispatch( itemIsPendingDelete( cartItemKey, true ) );
		try {
			return await send( args, 'remove-item', { key: cartItemKey } );
		} catch ( error ) {
			receiveError( error )( args );
			notify( args.registry, toError( error ).message );
			throw error;
		} finally {
			args.dispatch( itemIsPendingDelete( cartItemKey, false ) );
		}
	};

/** Applies a coupon; rejects with the Store API error (shown under the field by the caller). */
export const applyCoupon =
	( couponCode: string ) => async ( args: ThunkArgs ) => {
		args.dispatch( receiveApplyingCoupon( couponCode ) );
		try {
			await send( args, 'apply-coupon', { code: couponCode } );
			return true;
		} catch ( error ) {
			receiveError( error )( args );
			throw error;
		} finally {
			args.dispatch( receiveApplyingCoupon( '' ) );
		}
	};

/** Removes a coupon. */
export const removeCoupon =
	( couponCode: string ) => async ( args: ThunkArgs ) => {
		args.dispatch( receiveRemovingCoupon( couponCode ) );
		try {
			await send( args, 'remove-coupon', { code: couponCode } );
			return true;
		} catch ( error ) {
			receiveError( error )( args );
			throw error;
		} finally {
			args.dispatch( receiveRemovingCoupon( '' ) );
		}
	};

/** Selects a shipping rate (package id null: all packages, e.g. local pickup). */
export const selectShippingRate =
	( rateId: string, packageId: number | string | null = null ) =>
	async ( args: ThunkArgs ) => {
		args.dispatch( shippingRatesBeingSelected( true ) );
		try {
			return await send( args, 'select-shipping-rate', {
				rate_id: rateId,
				package_id: packageId,
			} );
		} catch ( error ) {
			receiveError( error )( args );
			throw error;
		} finally {
			args.dispatch( shippingRatesBeingSelected( false ) );
		}
	};

export interface CustomerData {
	billing_address?: Partial< CartBillingAddress >;
	shipping_address?: Partial< CartAddress >;
}

/** Updates the customer's addresses (shipping rates are recalculated by the server). */
export const updateCustomerData =
	( customerData: CustomerData ) => async ( args: ThunkArgs ) => {
		args.dispatch( updatingCustomerData( true ) );
		if ( customerData.shipping_address ) {
			args.dispatch(
				setAddressFieldsForShippingRates(
					customerData.shipping_address
				)
			);
		}
		try {
			return await send(
				args,
				'update-customer',
				customerData as Record< string, unknown >
			);
		} catch ( error ) {
			receiveError( error )( args );
			throw error;
		} finally {
			args.dispatch( updatingCustomerData( false ) );
		}
	};

export interface ExtensionCartUpdateArgs {
	namespace: string;
	data?: Record< string, unknown >;
}

/** Lets an extension update the cart (`POST cart/extensions`). */
export const applyExtensionCartUpdate =
	( update: ExtensionCartUpdateArgs ) => async ( args: ThunkArgs ) => {
		try {
			return await send( args, 'extensions', {
				namespace: update.namespace,
				data: update.data || {},
			} );
		} catch ( error ) {
			const value = toError( error );
			receiveError( value )( args );
			if ( value.code === 'woocommerce_rest_cart_extensions_error' ) {
				notify( args.registry, value.message );
			}
			throw error;
		}
	};
