/**
 * The checkout's stores on the cart page (in the lazy `cart-express`
 * chunk). An express button's flow runs in `kiosk/payment` and
 * `kiosk/checkout`, which the cart itself never needs: their handle
 * (`kiosk-checkout-data`, listed by the server in
 * `kioskSettings.cartExpress.checkout`) loads when the shopper reaches for
 * an express button (pointer over the area, focus, a tap), so a cart view
 * does not download the checkout's logic. Every callback of the flow waits
 * for the same load, so a click that comes first still runs in order.
 */
import { loadScripts } from '../../../../components/script-loader/load-script';
import { listedScripts } from './listed-scripts';

/** The stores' keys: read by name, so this chunk imports none of their code. */
export const CHECKOUT = 'kiosk/checkout';
export const PAYMENT = 'kiosk/payment';

let loading: Promise< void > | null = null;

/** Whether the checkout's stores are on the page. */
export function checkoutStoresLoaded(): boolean {
	return !! window.kiosk?.checkoutStores;
}

/**
 * Loads the checkout's stores once per page: callers while it loads share
 * the load; once they are on the page it resolves at once; after a failure
 * the next call tries again. Rejects when they are still missing.
 */
export function loadCheckoutStores(): Promise< void > {
	if ( checkoutStoresLoaded() ) {
		return Promise.resolve();
	}
	loading ||= loadScripts( listedScripts( 'checkout' ) ).finally( () => {
		loading = null;
	} );
	return loading.then( () => {
		if ( ! checkoutStoresLoaded() ) {
			throw new Error( 'kiosk-checkout-data did not load' );
		}
	} );
}
