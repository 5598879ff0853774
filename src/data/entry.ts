/**
 * Entry for the `kiosk-data` handle (`window.kiosk.data`): registers every
 * Kiosk store once per page, in one place, and hydrates the cart store
 * from the page where the server preloaded it.
 */
import { dispatch, register } from '@wordpress/data';
import { cartStore } from './cart';
import { hydrateCart, preloadedCart } from './cart/hydrate';
import { noticesStore } from './notices';
import { checkoutStore } from './checkout';
import { paymentStore } from './payment';
import { validationStore } from './validation';

register( noticesStore );
register( cartStore );
register( checkoutStore );
register( paymentStore );
register( validationStore );

// The cart the server put into the cart and checkout pages, if any.
hydrateCart(
	dispatch( cartStore ) as never,
	preloadedCart( window.kioskSettings?.preloadedApiRequests )
);

export * from './index';
