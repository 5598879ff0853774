/**
 * Submitting the checkout: `kiosk/checkout`'s `processCheckout` with this
 * checkout's observers and settings.
 */
import { useCallback } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { checkoutStore } from '@kiosk/checkout-data';
import { useCheckoutContext } from '../context';

/** A stable callback that places the order. */
export function useSubmit(): () => void {
	const { bus, settings } = useCheckoutContext();
	const { processCheckout } = useDispatch( checkoutStore );
	const localPickupEnabled = settings.localPickupEnabled;
	return useCallback( () => {
		processCheckout( { bus, localPickupEnabled } );
	}, [ processCheckout, bus, localPickupEnabled ] );
}
