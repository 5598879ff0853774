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
	return useCartPart( ( cart ) => cart );
}

/**
 * The parts of the cart `pick` returns (one part, or an object of parts
 * compared one by one). The cart store keeps a part that an answer left
 * unchanged, so a component that reads only such parts does not render
 * again for that answer, as one reading the whole cart does.
 */
export function useCartPart< T >( pick: ( cart: Cart ) => T ): T {
	return useSelect(
		( select ) =>
			pick(
				(
					select( CART_STORE_KEY ) as { getCartData: () => Cart }
				 ).getCartData()
			),
		// `pick` reads the cart only; the selection follows the store.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[]
	);
}
