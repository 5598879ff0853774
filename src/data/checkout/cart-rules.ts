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
