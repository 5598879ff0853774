/**
 * What the cart thunks' tests share: a fake of what a thunk is given
 * (backed by the real reducer and a request queue of its own), a deferred
 * promise, and a loaded cart state.
 */
import reducer from '../reducers';
import * as selectors from '../selectors';
import { DEFAULT_STATE } from '../default-state';
import { cartFromResponse } from '../map-cart';
import { createRequestQueue } from '../request-queue';
import { cartResponse } from './fixtures';
import type { CartState } from '../types';
import type { ThunkArgs } from '../thunk-args';

/** A fake of what a cart thunk is given, backed by the real reducer and a queue of its own. */
export function fakeStore( initial: CartState = DEFAULT_STATE ) {
	let state = initial;
	const createErrorNotice = jest.fn();
	const removeNotice = jest.fn();
	// The notices the cart's context holds (a test sets them).
	const notices: Array< { id: string } > = [];
	const actions: unknown[] = [];
	const args = {
		dispatch: ( action: unknown ): unknown => {
			if ( typeof action === 'function' ) {
				return action( args );
			}
			actions.push( action );
			state = reducer( state, action as never );
			return action;
		},
		select: {
			getCartItem: ( key: string ) => selectors.getCartItem( state, key ),
			hasCartLoaded: () => selectors.hasCartLoaded( state ),
			getCartData: () => selectors.getCartData( state ),
		},
		// Only the notices' functions the thunks call.
		registry: {
			dispatch: () => ( { createErrorNotice, removeNotice } ),
			select: () => ( { getNotices: () => notices } ),
		} as unknown as ThunkArgs[ 'registry' ],
		queue: createRequestQueue(),
	};
	return {
		args,
		get state() {
			return state;
		},
		actions,
		createErrorNotice,
		removeNotice,
		notices,
	};
}

/** A promise and its resolve and reject. */
export function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( error: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

/** A state with the fixture cart loaded. */
export const loaded = (): CartState => ( {
	...DEFAULT_STATE,
	cartData: cartFromResponse( cartResponse() ),
	metaData: { ...DEFAULT_STATE.metaData, hasLoaded: true },
} );
