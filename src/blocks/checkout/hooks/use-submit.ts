/**
 * Submitting the checkout: `kiosk/checkout`'s `processCheckout` with this
 * checkout's observers and settings.
 */
import { flushSync, useCallback } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { checkoutStore } from '@kiosk/checkout-data';
import { useCheckoutContext } from '../context';
import { flushDrafts } from '../../../components/checkout/validated-text-input/draft';

/** A stable callback that places the order. */
export function useSubmit(): () => void {
	const { bus, settings } = useCheckoutContext();
	const { processCheckout } = useDispatch( checkoutStore );
	const localPickupEnabled = settings.localPickupEnabled;
	return useCallback( () => {
		// What is still held back in a field goes to the stores, rendered
		// with its validation, before the order is checked and sent.
		flushDrafts( flushSync );
		processCheckout( { bus, localPickupEnabled } );
	}, [ processCheckout, bus, localPickupEnabled ] );
}
