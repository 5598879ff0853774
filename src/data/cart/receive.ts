/**
 * Receiving carts from the Store API: the one path every cart call's answer
 * (or failure) takes into the store, and the load of the cart itself.
 * Thunks here call each other directly, with the same arguments, so each
 * keeps its store instance's queue (a dispatched thunk would not get it).
 */
import { __ } from '@wordpress/i18n';
import { request } from '@kiosk/api';
import { withConnectionLostMessage } from '../../shared/connection-lost';
import {
	replaceErrors,
	setCartData,
	setErrorData,
	setHasLoaded,
	setIsCartDataStale,
} from './actions';
import { CART_PATH, CART_UPDATED_EVENT } from './constants';
import { clearNotified, toError } from './errors';
import { cartFromResponse, isCartResponse } from './map-cart';
import type { ThunkArgs } from './thunk-args';
import type { CartResponse } from './types';

/** What a receiving thunk is given. */
type ReceiveArgs = Pick< ThunkArgs, 'dispatch' | 'queue' | 'select' >;

/**
 * Receives a cart response: stores it, keeps unsynced quantities, tells the
 * header (mini cart count, sticky header) the item count, and whether it
 * changed: an address push answers with the same count, and the header
 * must not slide back in over the form the shopper is typing in.
 */
export const receiveCart =
	( response: CartResponse ) =>
	( { dispatch, queue, select }: ReceiveArgs ) => {
		const before = select.hasCartLoaded()
			? select.getCartData().itemsCount
			: undefined;
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
					detail: {
						itemsCount: cart.itemsCount,
						changed: before !== cart.itemsCount,
					},
				} )
			);
		}
	};

/** Receives a failed call: a cart in `data.cart` is applied, the error is stored. */
export const receiveError = ( error: unknown ) => ( args: ReceiveArgs ) => {
	const value = toError( error );
	if ( value.data && isCartResponse( value.data.cart ) ) {
		receiveCart( value.data.cart )( args );
	}
	args.dispatch( setErrorData( value ) );
};

/** Sends a Store API cart call through the queue; applies the answer only if it is the newest. */
export function send(
	args: ThunkArgs,
	path: string,
	data?: Record< string, unknown >,
	method = 'POST'
): Promise< CartResponse > {
	return args.queue
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
				receiveCart( result )( args );
			}
			// A change went through: earlier failures' notices are stale.
			// (Not a load: a failed change reloads the cart after telling.)
			if ( method !== 'GET' ) {
				clearNotified( args.registry );
			}
			return result;
		} );
}

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
			receiveError( error )( args );
		}
	}
};
