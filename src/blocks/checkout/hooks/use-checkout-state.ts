/**
 * Selectors of `kiosk/checkout` and `kiosk/payment` the blocks read.
 */
import { useSelect } from '@wordpress/data';
import { CHECKOUT_STORE_KEY, PAYMENT_STORE_KEY } from '@kiosk/data';

/** Reads from the checkout store. */
export function useCheckout< T >(
	read: ( checkout: any ) => T,
	deps: unknown[] = []
): T {
	return useSelect(
		( select ) => read( select( CHECKOUT_STORE_KEY ) ),
		deps
	);
}

/** Reads from the payment store. */
export function usePayment< T >(
	read: ( payment: any ) => T,
	deps: unknown[] = []
): T {
	return useSelect( ( select ) => read( select( PAYMENT_STORE_KEY ) ), deps );
}
