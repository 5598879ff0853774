/**
 * Puts the cart the server printed into the page (`cartPreload`, on the
 * cart and checkout pages) into the store before anything renders, and
 * marks the first load as done: no request, no skeleton.
 */
import { isCartResponse } from './map-cart';
import type { CartResponse } from './types';

interface CartActions {
	receiveCart: ( response: CartResponse ) => void;
	finishResolution: ( selector: string, args: unknown[] ) => void;
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
