/**
 * Selectors of `kiosk/checkout` and `kiosk/payment` the blocks read.
 *
 * The readers are inline functions that may close over props, so they run
 * on every render (no dependency list) and the result is compared shallowly
 * by `useSelect` as usual.
 */
import { useSelect } from '@wordpress/data';
import { CHECKOUT_STORE_KEY, PAYMENT_STORE_KEY } from '@kiosk/data';

/** Reads from the checkout store. */
export function useCheckout< T >( read: ( checkout: any ) => T ): T {
	return useSelect( ( select ) => read( select( CHECKOUT_STORE_KEY ) ) );
}

/** Reads from the payment store. */
export function usePayment< T >( read: ( payment: any ) => T ): T {
	return useSelect( ( select ) => read( select( PAYMENT_STORE_KEY ) ) );
}
