/**
 * Entry for the `kiosk-data` handle (`window.kiosk.data`): registers the
 * cart and notices stores once per page, and hydrates the cart
 * store from the page where the server preloaded it. The checkout,
 * payment and validation stores have their own handle (src/data/checkout-entry.ts).
 */
import { dispatch, register } from '@wordpress/data';
import { cartStore } from './cart';
import { hydrateCart, preloadedCart } from './cart/hydrate';
import { noticesStore } from './notices';

register( noticesStore );
register( cartStore );

// The cart the server put into the cart and checkout pages, if any.
hydrateCart(
	dispatch( cartStore ) as never,
	preloadedCart( window.kioskSettings?.preloadedApiRequests )
);

export * from './index';
