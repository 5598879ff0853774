/**
 * Puts the cart the server preloaded into the page (GET /wc/store/v1/cart
 * in `preloadedApiRequests`, on the cart and checkout pages) into the store
 * before anything renders, and marks the first load as done: no request,
 * no skeleton. The same answer also sits in apiFetch's preloading
 * middleware (see src/api/create-api.ts) for any other GET of the cart.
 */
import { isCartResponse } from './map-cart';
import type { CartResponse } from './types';

interface CartActions {
	receiveCart: ( response: CartResponse ) => void;
	finishResolution: ( selector: string, args: unknown[] ) => void;
}

/** The Store API's path of the cart, as the server keys the preload. */
export const CART_PATH = '/wc/store/v1/cart';

/** The preloaded body of GET /wc/store/v1/cart, if the page holds one. */
export function preloadedCart( preloaded: unknown ): unknown {
	if ( ! preloaded || typeof preloaded !== 'object' ) {
		return undefined;
	}
	const entry = ( preloaded as Record< string, unknown > )[ CART_PATH ];
	return entry && typeof entry === 'object'
		? ( entry as { body?: unknown } ).body
		: undefined;
}

/** Hydrates the store from the preloaded cart; returns whether there was one. */
export function hydrateCart( actions: CartActions, preload: unknown ): boolean {
	if ( ! isCartResponse( preload ) ) {
		return false;
	}
	actions.receiveCart( preload );
	actions.finishResolution( 'getCartData', [] );
	actions.finishResolution( 'getCartTotals', [] );
	return true;
}
