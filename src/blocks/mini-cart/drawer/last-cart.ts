/**
 * The drawer's first open after an add to cart: the Store API answered the
 * add with the whole cart (`window.kiosk.lastCart`, kept by
 * `kiosk-add-to-cart`), so the drawer shows that cart at once instead of a
 * skeleton for at least 2 s while it asks the server again. Only while the
 * cart store has not loaded or started loading the cart itself: once it
 * has, its own answers (and its `added_to_cart` listener) are newer.
 */
import { dispatch, select } from '@wordpress/data';
import { CART_STORE_KEY } from '@kiosk/data';
// The function only (it takes the store's actions): data.js, on the cart
// page's budget, exports nothing more for the drawer.
import { hydrateCart } from '../../../data/cart/hydrate';

interface ResolutionSelectors {
	hasStartedResolution: ( selector: string, args: unknown[] ) => boolean;
}

/** Puts the last add's cart into the store; returns whether it did. */
export function showLastCart( lastCart: unknown ): boolean {
	const store = select( CART_STORE_KEY ) as unknown as ResolutionSelectors;
	if ( ! lastCart || store.hasStartedResolution( 'getCartData', [] ) ) {
		return false;
	}
	return hydrateCart(
		dispatch( CART_STORE_KEY ) as unknown as Parameters<
			typeof hydrateCart
		>[ 0 ],
		lastCart
	);
}
