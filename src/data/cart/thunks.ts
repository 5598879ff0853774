/**
 * Cart thunks: every Store API call of the cart. They are plain functions
 * of what @wordpress/data gives a thunk (`dispatch`, `select`, `registry`),
 * so tests call them with fakes.
 */
import { __ } from '@wordpress/i18n';
import { request } from '@kiosk/api';
import { withConnectionLostMessage } from '../../shared/connection-lost';
import {
	STORE_KEY as NOTICES_STORE_KEY,
	NOTICE_CONTEXT,
} from '../notices/constants';
import {
	itemIsPendingDelete,
	itemIsPendingQuantity,
	productIsPendingAdd,
	receiveApplyingCoupon,
	receiveCartItemQuantity,
	receiveRemovingCoupon,
	replaceErrors,
	setAddressFieldsForShippingRates,
	setCartData,
	setErrorData,
	setHasLoaded,
	setIsCartDataStale,
	shippingRatesBeingSelected,
	updatingCustomerData,
} from './actions';
import { CART_PATH, CART_UPDATED_EVENT } from './constants';
import { cartFromResponse, isCartResponse } from './map-cart';
import { createRequestQueue } from './request-queue';
import type {
	CartAddress,
	CartBillingAddress,
	CartError,
	CartResponse,
	CartState,
	CartItem,
} from './types';

/** What @wordpress/data hands a thunk (only what the cart uses). */
export interface ThunkArgs {
	dispatch: ( action: unknown ) => unknown;
	select: {
		getCartItem: ( key: string ) => CartItem | undefined;
		hasCartLoaded: () => boolean;
		getCartData: () => CartState[ 'cartData' ];
	};
	registry?: {
		dispatch: (
			key: string
		) => Record< string, ( ...args: unknown[] ) => unknown >;
	};
}

export const queue = createRequestQueue();

function toError( error: unknown ): CartError {
	if (
		error &&
		typeof error === 'object' &&
		typeof ( error as CartError ).code === 'string'
	) {
		return error as CartError;
	}
	return {
		code: 'unknown_error',
		message: __(
			'Something went wrong. Please contact us to get assistance.',
			'kiosk'
		),
	};
}

function notify(
	registry: ThunkArgs[ 'registry' ],
	message: string,
	context: string = NOTICE_CONTEXT.CART
) {
	registry?.dispatch( NOTICES_STORE_KEY )?.createErrorNotice( message, {
		context,
		id: `cart-error-${ message }`,
	} );
}

/** Sends a Store API cart call through the queue; applies the answer only if it is the newest. */
function send(
	args: ThunkArgs,
	path: string,
	data?: Record< string, unknown >,
	method = 'POST'
): Promise< CartResponse > {
	return queue
		.run( () =>
			request< CartResponse >( {
				path: path ? `${ CART_PATH }/${ path }` : CART_PATH,
				method,
				data,
				cache: 'no-store',
			} ).catch( ( error: unknown ) => {
				// No answer at all: say so, and that the cart is still there.
				throw withConnectionLostMessage( error );
			} )
		)
		.then( ( { result, isLatest } ) => {
			if ( isLatest ) {
				args.dispatch( receiveCart( result ) );
			}
			return result;
		} );
}

/** Receives a cart response: stores it, keeps unsynced quantities, tells the mini cart. */
export const receiveCart =
	( response: CartResponse ) =>
	( { dispatch }: Pick< ThunkArgs, 'dispatch' > ) => {
		const cart = cartFromResponse( response );
		if ( queue.pendingQuantities.size ) {
			cart.items = cart.items.map( ( item ) =>
				queue.pendingQuantities.has( item.key )
					? {
							...item,
							quantity: queue.pendingQuantities.get(
								item.key
							) as number,
						}
					: item
			);
		}
		dispatch( setCartData( cart ) );
		dispatch( replaceErrors( cart.errors ) );
		dispatch( setIsCartDataStale( false ) );
		if ( typeof document !== 'undefined' && document.body ) {
			document.body.dispatchEvent(
				new CustomEvent( CART_UPDATED_EVENT, {
					detail: { itemsCount: cart.itemsCount },
				} )
			);
		}
	};

/** Receives a failed call: a cart in `data.cart` is applied, the error is stored. */
export const receiveError =
	( error: unknown ) =>
	( { dispatch }: Pick< ThunkArgs, 'dispatch' > ) => {
		const value = toError( error );
		if ( value.data && isCartResponse( value.data.cart ) ) {
			dispatch( receiveCart( value.data.cart ) );
		}
		dispatch( setErrorData( value ) );
	};

/** Loads the cart; if the first load fails the store holds 'Unable to get cart data from the API.' */
export const refreshCartData = () => async ( args: ThunkArgs ) => {
	try {
		await send( args, '', undefined, 'GET' );
	} catch ( error ) {
		if ( ! args.select.hasCartLoaded() ) {
			args.dispatch(
				setErrorData( {
					code: 'kiosk_cart_api_error',
					message: __(
						'Unable to get cart data from the API.',
						'kiosk'
					),
				} )
			);
			args.dispatch( setHasLoaded() );
		} else {
			args.dispatch( receiveError( error ) );
		}
	}
};

/** Adds a product to the cart. */
export const addItemToCart =
	( productId: number, quantity = 1 ) =>
	async ( args: ThunkArgs ) => {
		args.dispatch( productIsPendingAdd( productId, true ) );
		try {
			return await send( args, 'add-item', { id: productId, quantity } );
		} catch ( error ) {
			args.dispatch( receiveError( error ) );
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
			args.dispatch( receiveError( error ) );
			notify( args.registry, toError( error ).message );
			throw error;
		} finally {
			args.dispatch( itemIsPendingDelete( cartItemKey, false ) );
		}
	};

/**
 * Changes an item's quantity: shown at once, synced after 400 ms of quiet.
 * Only the last value is sent; a failure reloads the cart.
 */
export const changeCartItemQuantity =
	( cartItemKey: string, quantity: number ) => async ( args: ThunkArgs ) => {
		const item = args.select.getCartItem( cartItemKey );
		if (
			! item ||
			( item.quantity === quantity &&
				! queue.pendingQuantities.has( cartItemKey ) )
		) {
			return;
		}
		args.dispatch( receiveCartItemQuantity( cartItemKey, quantity ) );
		args.dispatch( itemIsPendingQuantity( cartItemKey, true ) );
		await queue.scheduleQuantity(
			cartItemKey,
			quantity,
			async ( value ) => {
				try {
					await queue
						.run( () =>
							request< CartResponse >( {
								path: `${ CART_PATH }/update-item`,
								method: 'POST',
								data: { key: cartItemKey, quantity: value },
								cache: 'no-store',
							} )
						)
						.then( ( { result, isLatest } ) => {
							if (
								queue.pendingQuantities.get( cartItemKey ) ===
									value &&
								! queue.hasScheduled( cartItemKey )
							) {
								queue.pendingQuantities.delete( cartItemKey );
							}
							if ( isLatest ) {
								args.dispatch( receiveCart( result ) );
							}
						} );
				} catch ( error ) {
					queue.pendingQuantities.delete( cartItemKey );
					args.dispatch( receiveError( error ) );
					notify( args.registry, toError( error ).message );
					await args.dispatch( refreshCartData() );
				} finally {
					if ( ! queue.hasScheduled( cartItemKey ) ) {
						args.dispatch(
							itemIsPendingQuantity( cartItemKey, false )
						);
					}
				}
			}
		);
	};

/** Applies a coupon; rejects with the Store API error (shown under the field by the caller). */
export const applyCoupon =
	( couponCode: string ) => async ( args: ThunkArgs ) => {
		args.dispatch( receiveApplyingCoupon( couponCode ) );
		try {
			await send( args, 'apply-coupon', { code: couponCode } );
			return true;
		} catch ( error ) {
			args.dispatch( receiveError( error ) );
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
			args.dispatch( receiveError( error ) );
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
			args.dispatch( receiveError( error ) );
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
			args.dispatch( receiveError( error ) );
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
			args.dispatch( receiveError( value ) );
			if ( value.code === 'woocommerce_rest_cart_extensions_error' ) {
				notify( args.registry, value.message );
			}
			throw error;
		}
	};
