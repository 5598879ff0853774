/**
 * What a cart thunk is given: what @wordpress/data hands every thunk (only
 * the parts the cart uses) and its store instance's request queue (see
 * index.ts), so two registries never share one.
 */
import type { RequestQueue } from './request-queue';
import type { CartItem, CartState } from './types';

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
		select?: (
			key: string
		) => Record< string, ( ...args: unknown[] ) => unknown >;
	};
	queue: RequestQueue;
}
