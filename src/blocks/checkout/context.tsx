/**
 * What every inner block of the checkout shares: settings, the event bus,
 * and the cart (read once here).
 */
import { createContext, useContext } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { CART_STORE_KEY, type Cart } from '@kiosk/data';
import type { EventBus } from '../../shared/checkout/emitter';
import type { CheckoutSettings } from './settings';

export interface CheckoutContextValue {
	settings: CheckoutSettings;
	bus: EventBus;
	isEditor: boolean;
	isLoggedIn: boolean;
}

export const CheckoutContext = createContext< CheckoutContextValue | null >(
	null
);

/** The checkout context. */
export function useCheckoutContext(): CheckoutContextValue {
	const value = useContext( CheckoutContext );
	if ( ! value ) {
		throw new Error( 'Checkout inner block used outside the checkout.' );
	}
	return value;
}

/** The cart from `kiosk/cart`. */
export function useCart(): Cart {
	return useSelect(
		( select ) =>
			(
				select( CART_STORE_KEY ) as { getCartData: () => Cart }
			 ).getCartData(),
		[]
	);
}
