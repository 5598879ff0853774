/**
 * The cart store's reducer: pure, never mutates.
 */
import { ACTION, type CartAction } from './actions';
import { DEFAULT_STATE } from './default-state';
import { keepUnchanged } from './keep-unchanged';
import type { CartState } from './types';

function toggle< T >( list: T[], value: T, on: boolean ): T[] {
	const without = list.filter( ( entry ) => entry !== value );
	return on ? [ ...without, value ] : without;
}

/** Reduces cart actions into the state. */
export default function reducer(
	state: CartState = DEFAULT_STATE,
	action: CartAction
): CartState {
	switch ( action.type ) {
		case ACTION.SET_CART_DATA: {
			const cartData = keepUnchanged( state.cartData, action.cart );
			if ( cartData === state.cartData && state.metaData.hasLoaded ) {
				return state;
			}
			return {
				...state,
				cartData,
				metaData: state.metaData.hasLoaded
					? state.metaData
					: { ...state.metaData, hasLoaded: true },
			};
		}
		case ACTION.SET_ERROR_DATA:
			if (
				state.errors.some(
					( e ) =>
						e.code === action.error.code &&
						e.message === action.error.message
				)
			) {
				return state;
			}
			return { ...state, errors: [ ...state.errors, action.error ] };
		case ACTION.REPLACE_ERRORS: {
			const errors = keepUnchanged( state.errors, action.errors );
			return errors === state.errors ? state : { ...state, errors };
		}
		case ACTION.APPLYING_COUPON:
			return {
				...state,
				metaData: {
					...state.metaData,
					applyingCoupon: action.couponCode,
				},
			};
		case ACTION.REMOVING_COUPON:
			return {
				...state,
				metaData: {
					...state.metaData,
					removingCoupon: action.couponCode,
				},
			};
		case ACTION.ITEM_PENDING_QUANTITY:
			return {
				...state,
				cartItemsPendingQuantity: toggle(
					state.cartItemsPendingQuantity,
					action.cartItemKey,
					action.isPending
				),
			};
		case ACTION.ITEM_PENDING_DELETE:
			return {
				...state,
				cartItemsPendingDelete: toggle(
					state.cartItemsPendingDelete,
					action.cartItemKey,
					action.isPending
				),
			};
		case ACTION.PRODUCT_PENDING_ADD:
			return {
				...state,
				productsPendingAdd: toggle(
					state.productsPendingAdd,
					action.productId,
					action.isPending
				),
			};
		case ACTION.SET_ITEM_QUANTITY: {
			const items = state.cartData.items.map( ( item ) =>
				item.key === action.cartItemKey
					? { ...item, quantity: action.quantity }
					: item
			);
			return { ...state, cartData: { ...state.cartData, items } };
		}
		case ACTION.UPDATING_CUSTOMER_DATA:
			return {
				...state,
				metaData: {
					...state.metaData,
					updatingCustomerData: action.isUpdating,
				},
			};
		case ACTION.UPDATING_SELECTED_RATE:
			return {
				...state,
				metaData: {
					...state.metaData,
					updatingSelectedRate: action.isSelecting,
				},
			};
		case ACTION.SET_CART_DATA_STALE:
			if ( state.metaData.isCartDataStale === action.isCartDataStale ) {
				return state;
			}
			return {
				...state,
				metaData: {
					...state.metaData,
					isCartDataStale: action.isCartDataStale,
				},
			};
		case ACTION.SET_ADDRESS_FOR_SHIPPING_RATES:
			return { ...state, addressFieldsForShippingRates: action.address };
		case ACTION.SET_HAS_LOADED:
			return {
				...state,
				metaData: { ...state.metaData, hasLoaded: true },
			};
		default:
			return state;
	}
}
