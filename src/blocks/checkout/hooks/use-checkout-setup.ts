/**
 * What the checkout does once the cart is there: the saved dirty flag and
 * draft order come back, the customer id is set, and the addresses are
 * seeded from the cart (all in `kiosk/checkout`).
 */
import { useEffect } from '@wordpress/element';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { getApi } from '@kiosk/api';
import { type Cart, cartStore } from '@kiosk/data';
import { checkoutStore } from '@kiosk/checkout-data';

/** Runs the set-up; returns the user id and whether the addresses are seeded. */
export function useCheckoutSetup(
	hasItems: boolean,
	loaded: boolean,
	isEditor: boolean
) {
	const registry = useRegistry();
	const {
		restoreCustomerDataDirty,
		restoreDraftOrder,
		__internalSetCustomerId,
		initAddresses,
	} = useDispatch( checkoutStore );
	const hasAddresses = useSelect(
		( select ) => select( checkoutStore ).hasAddresses(),
		[]
	);
	useEffect( () => {
		restoreCustomerDataDirty();
	}, [ restoreCustomerDataDirty ] );
	// After the cart answered, so the session exists before GET /checkout
	// (two first requests in parallel could each start a session).
	const canRestore = loaded && ! isEditor && hasItems;
	useEffect( () => {
		if ( ! canRestore ) {
			return;
		}
		const controller = new AbortController();
		restoreDraftOrder( controller.signal );
		return () => controller.abort();
	}, [ canRestore, restoreDraftOrder ] );
	const userId = loaded && ! isEditor ? getApi().storeApi.get().userId : 0;
	useEffect( () => {
		__internalSetCustomerId( userId );
	}, [ userId, __internalSetCustomerId ] );
	useEffect( () => {
		if ( loaded ) {
			const cart = registry.select( cartStore ).getCartData() as Cart;
			initAddresses( cart.billingAddress, cart.shippingAddress );
		}
		// Seeded once, from the first cart.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ loaded, initAddresses ] );
	return { userId, hasAddresses };
}
