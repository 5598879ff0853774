/**
 * What the checkout form hands to each of its areas: the cart, the delivery
 * choice, and the billing-focus hint (submit comes from the
 * checkout store: `useSubmit`).
 */
import { createContext } from '@wordpress/element';
import type { ReactNode } from 'react';
import type { Cart } from '@kiosk/data';

/**
 * What the areas read of the cart. Only these: the form state stays the same
 * object while they stay the same, so a new cart from the server (after every
 * address pause) does not re-render the whole form; each area's own store
 * selections follow the cart.
 */
export type CheckoutFormCart = Pick< Cart, 'needsShipping' | 'needsPayment' >;

export interface CheckoutFormState {
	cart: CheckoutFormCart;
	/** Local pickup is offered for this cart. */
	hasPickup: boolean;
	/** The shopper chose local pickup. */
	pickup: boolean;
	/** The billing address is the shipping address. */
	same: boolean;
	/** The billing address just appeared: focus its first field. */
	billingFocus: boolean;
}

/** Props of an area's frontend component: the form and the extension blocks inside the area. */
export interface AreaProps {
	form: CheckoutFormState;
	children?: ReactNode;
}

/** The form state, for the areas' edit components in the block editor. */
export const FormStateContext = createContext< CheckoutFormState | null >(
	null
);

/** In the block editor: the checkout's InnerBlocks, rendered in place of the areas. */
export const EditorSlotContext = createContext< ReactNode >( null );
