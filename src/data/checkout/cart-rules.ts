/**
 * What a cart offers and lacks for an order: plain functions of the cart,
 * kept apart from the order thunks so that the checkout view can use them
 * without loading those.
 */
import type { Cart } from '../cart/types';

/** Whether the cart offers local pickup (the setting is on and a pickup rate is listed). */
export function offersPickup(
	cart: Pick< Cart, 'shippingRates' >,
	localPickupEnabled: boolean
) {
	return (
		localPickupEnabled &&
		cart.shippingRates.some( ( pkg ) =>
			pkg.shipping_rates.some(
				( rate ) => rate.method_id === 'pickup_location'
			)
		)
	);
}

/** Whether every shipping package has a selected rate. */
export function hasShippingRate( cart: Cart ) {
	return (
		cart.shippingRates.length > 0 &&
		cart.shippingRates.every( ( pkg ) =>
			pkg.shipping_rates.some( ( rate ) => rate.selected )
		)
	);
}

/**
 * Whether the order lacks a shipping method the totals could count (SPEC
 * section 8, 'Totals will be recalculated…'): no rate at all, or — with
 * delivery chosen — a package that offers only pickup.
 */
export function shippingMethodsMissing(
	cart: Pick< Cart, 'shippingRates' >,
	prefersCollection: boolean
) {
	if ( ! cart.shippingRates.some( ( pkg ) => pkg.shipping_rates.length ) ) {
		return true;
	}
	return (
		! prefersCollection &&
		cart.shippingRates.some( ( pkg ) =>
			pkg.shipping_rates.every(
				( rate ) => rate.method_id === 'pickup_location'
			)
		)
	);
}
