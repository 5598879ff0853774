/**
 * Submitting the checkout: `kiosk/checkout`'s `processCheckout` with this
 * checkout's observers and settings, once the payment step shows what will
 * be paid with (the regular payment methods' scripts load when the checkout
 * needs them: a click before they ran waits for them and for the step's
 * options, with the customer's default saved token picked; a failed load
 * places no order, the payment step shows why).
 */
import { flushSync, useCallback } from '@wordpress/element';
import { useDispatch, useRegistry } from '@wordpress/data';
import { checkoutStore } from '@kiosk/checkout-data';
import { cartStore } from '@kiosk/data';
import { useCheckoutContext } from '../context';
import { paymentOptionsShown, paymentScripts } from '../payment-scripts';
import { flushDrafts } from '../../../components/checkout/validated-text-input/draft';

/** A stable callback that places the order. */
export function useSubmit(): () => void {
	const { bus, settings } = useCheckoutContext();
	const { processCheckout } = useDispatch( checkoutStore );
	const localPickupEnabled = settings.localPickupEnabled;
	const registry = useRegistry();
	return useCallback( () => {
		// What is still held back in a field goes to the stores, rendered
		// with its validation, before the order is checked and sent.
		flushDrafts( flushSync );
		const send = () => processCheckout( { bus, localPickupEnabled } );
		const shown = paymentOptionsShown();
		if (
			shown === true ||
			! registry.select( cartStore ).getCartData().needsPayment
		) {
			send();
			return;
		}
		paymentScripts()
			.load()
			.then( ( loaded ) => loaded && shown.then( send ) );
	}, [ processCheckout, bus, localPickupEnabled, registry ] );
}
