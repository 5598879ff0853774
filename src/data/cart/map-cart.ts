/**
 * Turns a Store API cart response into the store's cart (camelCase top level).
 */
import { EMPTY_CART } from './default-state';
import type { Cart, CartResponse } from './types';

/** Maps a `/cart` response; missing fields fall back to the empty cart. */
export function cartFromResponse( response: Partial< CartResponse > ): Cart {
	return {
		coupons: response.coupons ?? EMPTY_CART.coupons,
		fees: response.fees ?? EMPTY_CART.fees,
		items: response.items ?? EMPTY_CART.items,
		itemsCount: response.items_count ?? 0,
		itemsWeight: response.items_weight ?? 0,
		needsPayment: response.needs_payment ?? false,
		needsShipping: response.needs_shipping ?? false,
		hasCalculatedShipping: response.has_calculated_shipping ?? false,
		errors: response.errors ?? EMPTY_CART.errors,
		crossSells: response.cross_sells ?? EMPTY_CART.crossSells,
		extensions: response.extensions ?? EMPTY_CART.extensions,
		paymentMethods: response.payment_methods ?? EMPTY_CART.paymentMethods,
		paymentRequirements:
			response.payment_requirements ?? EMPTY_CART.paymentRequirements,
		shippingRates: response.shipping_rates ?? EMPTY_CART.shippingRates,
		billingAddress: response.billing_address ?? EMPTY_CART.billingAddress,
		shippingAddress:
			response.shipping_address ?? EMPTY_CART.shippingAddress,
		totals: response.totals ?? EMPTY_CART.totals,
	};
}

/** Whether a value looks like a cart response (errors may carry one in `data.cart`). */
export function isCartResponse( value: unknown ): value is CartResponse {
	return (
		typeof value === 'object' &&
		value !== null &&
		Array.isArray( ( value as CartResponse ).items ) &&
		typeof ( value as CartResponse ).totals === 'object'
	);
}
