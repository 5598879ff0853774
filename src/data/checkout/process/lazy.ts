/**
 * The order thunks of `kiosk/checkout`, loaded with their first use: a page
 * where nobody places an order (most cart views) does not download them.
 * `preloadOrderThunks()` starts the download early, e.g. when the shopper
 * first focuses a checkout field, so that place order does not wait for it.
 *
 * The double-submit guard still holds: the loaded thunk checks the busy
 * status and sets it synchronously, before any other submit's continuation
 * runs.
 */
import type { ProcessCheckoutOptions } from './process-checkout';
import type { ExpressCheckoutOptions } from './express-checkout';
import type { ProcessThunkArgs } from './stores';

type OrderThunks = typeof import( './index' );

/**
 * Loads the order thunks; webpack keeps the loaded chunk (a second call
 * makes no request) and tries a failed download again on the next call.
 */
export const preloadOrderThunks = (): Promise< OrderThunks > =>
	import( /* webpackChunkName: "checkout-process" */ './index' );

/** Places the order (SPEC section 4); see ./process-checkout.ts. */
export const processCheckout =
	( options: ProcessCheckoutOptions ) =>
	async ( args: ProcessThunkArgs ): Promise< boolean > =>
		( await preloadOrderThunks() ).processCheckout( options )( args );

/** Places an express order from the cart; see ./express-checkout.ts. */
export const processExpressCheckout =
	( options: ExpressCheckoutOptions ) =>
	async ( args: ProcessThunkArgs ): Promise< boolean > =>
		( await preloadOrderThunks() ).processExpressCheckout( options )(
			args
		);
