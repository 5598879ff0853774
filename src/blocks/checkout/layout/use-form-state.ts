/**
 * The form state the checkout hands to its areas (CheckoutFormState), kept
 * the same object while nothing in it changes.
 */
import { useMemo, useRef } from '@wordpress/element';
import { type Cart } from '@kiosk/data';
import { offersPickup } from '@kiosk/checkout-data';
import type { CheckoutFormState } from './form-state';

/**
 * The form state for `cart` and the shopper's delivery choice. `same`: the
 * billing address is the shipping address; `prefersPickup`: the shopper
 * chose local pickup. `billingFocus` is true in the one render in which
 * the billing address appears (same turned off).
 */
export function useFormState(
	cart: Pick< Cart, 'needsShipping' | 'needsPayment' | 'shippingRates' >,
	localPickupEnabled: boolean,
	same: boolean,
	prefersPickup: boolean
): CheckoutFormState {
	const { needsShipping, needsPayment } = cart;
	const formCart = useMemo(
		() => ( { needsShipping, needsPayment } ),
		[ needsShipping, needsPayment ]
	);
	const hasPickup = offersPickup( cart, localPickupEnabled );
	const pickup = hasPickup && prefersPickup;
	const wasSame = useRef( same );
	const billingFocus = wasSame.current && ! same;
	wasSame.current = same;
	return useMemo(
		() => ( { cart: formCart, hasPickup, pickup, same, billingFocus } ),
		[ formCart, hasPickup, pickup, same, billingFocus ]
	);
}
