/**
 * What the checkout's processing reads from and writes to: its own store
 * (with the thunks of ../thunks.ts) and the other `@wordpress/data` stores
 * by key (the store descriptors would import each other's modules).
 */
import type { ActionsOf } from '../../thunk-types';
import type * as thunks from '../thunks';
import type { ThunkArgs } from '../thunk-args';
import type { CheckoutRegistry, CheckoutSelect } from '../registry-types';

/** The registry a processing step is given. */
export type ThunkRegistry = CheckoutRegistry;

/** What the order thunks (processCheckout, processExpressCheckout) are given. */
export interface ProcessThunkArgs {
	dispatch: ThunkArgs[ 'dispatch' ] & ActionsOf< typeof thunks >;
	select: CheckoutSelect;
	registry: ThunkRegistry;
}

export const CART = 'kiosk/cart';
export const PAYMENT = 'kiosk/payment';
export const NOTICES = 'kiosk/notices';
export const VALIDATION = 'kiosk/validation';
