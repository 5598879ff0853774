/**
 * Selectors of `kiosk/checkout` and `kiosk/payment` the blocks read, typed
 * through the store descriptors.
 *
 * The readers are inline functions that may close over props, so they run
 * on every render (no dependency list) and the result is compared shallowly
 * by `useSelect` as usual.
 */
import { select as selectFrom, useSelect } from '@wordpress/data';
import { checkoutStore, paymentStore } from '@kiosk/checkout-data';

/** The bound selectors of `kiosk/checkout`. */
export type CheckoutSelectors = ReturnType<
	typeof selectFrom< typeof checkoutStore >
>;

/** The bound selectors of `kiosk/payment`. */
export type PaymentSelectors = ReturnType<
	typeof selectFrom< typeof paymentStore >
>;

/** Reads from the checkout store. */
export function useCheckout< T >(
	read: ( checkout: CheckoutSelectors ) => T
): T {
	return useSelect( ( select ) => read( select( checkoutStore ) ) );
}

/** Reads from the payment store. */
export function usePayment< T >( read: ( payment: PaymentSelectors ) => T ): T {
	return useSelect( ( select ) => read( select( paymentStore ) ) );
}
