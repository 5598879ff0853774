/**
 * The quantity selector's thunk: a change shows at once and is synced after
 * 400 ms of quiet, through the store instance's queue.
 */
import { request } from '@kiosk/api';
import { itemIsPendingQuantity, receiveCartItemQuantity } from './actions';
import { CART_PATH } from './constants';
import { clearNotified, notify, toError } from './errors';
import { receiveCart, receiveError, refreshCartData } from './receive';
import type { ThunkArgs } from './thunk-args';
import type { CartResponse } from './types';

/**
 * Changes an item's quantity: shown at once, synced after 400 ms of quiet.
 * Only the last value is sent; a failure reloads the cart.
 */
export const changeCartItemQuantity =
	( cartItemKey: string, quantity: number ) => async ( args: ThunkArgs ) => {
		const { queue } = args;
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
								receiveCart( result )( args );
							}
							clearNotified( args.registry );
						} );
				} catch ( error ) {
					queue.pendingQuantities.delete( cartItemKey );
					receiveError( error )( args );
					notify( args.registry, toError( error ).message );
					await refreshCartData()( args );
					// Told to the caller too: a flush must know the change was not saved.
					throw error;
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

/**
 * Sends every quantity change still in its debounce now and waits for all
 * cart calls made so far; resolves true when all of them were saved. The
 * cart's and the mini cart's links to the cart and the checkout wait for it.
 */
export const flushPendingCartChanges =
	() =>
	( { queue }: Pick< ThunkArgs, 'queue' > ): Promise< boolean > =>
		queue.flush();
