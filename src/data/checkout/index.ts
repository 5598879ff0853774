/**
 * The `kiosk/checkout` store descriptor.
 */
import {
	createPerInstanceStore,
	withThunkContext,
} from '../per-instance-store';
import { STORE_KEY } from './constants';
import { reducer } from './reducers';
import * as actions from './actions';
import * as thunks from './thunks';
import * as draftOrderThunks from './draft-order';
import * as addressThunks from './address-thunks';
import * as statusThunks from './status-thunks';
import { processCheckout, processExpressCheckout } from './process/lazy';
import * as selectors from './selectors';
import { createDirtyFlagWriter } from './storage';

export {
	STORE_KEY as CHECKOUT_STORE_KEY,
	CHECKOUT_STATUS,
	CHECKOUT_STORAGE_KEY,
	CHECKOUT_DRAFT_STORAGE_KEY,
	type CheckoutStatus,
} from './constants';
export type { CheckoutState } from './default-state';
export type { CheckoutResponse } from './thunks';
export type { ProcessCheckoutOptions } from './process/process-checkout';
export { preloadOrderThunks } from './process/lazy';
export {
	offersPickup,
	hasShippingRate,
	shippingMethodsMissing,
} from './cart-rules';
export {
	SHIPPING_ADDRESS_ERROR_CODES,
	shippingErrorStatus,
	type ShippingErrorStatus,
} from './messages';
export { canProcess, type SubmitConditions } from './guards';
export {
	customerData,
	initialAddresses,
	type AddressType,
	type RefusedField,
	type AddressValues,
} from './addresses';

/**
 * The store descriptor. Every registry that registers it gets a store with
 * its own dirty-flag writer: one store's pending write is never delayed or
 * dropped by another's.
 */
export const checkoutStore = createPerInstanceStore( STORE_KEY, () => ( {
	reducer: reducer as never,
	// The status actions are thunks (status-thunks.ts): none shares a name
	// with a plain action.
	actions: {
		...actions,
		...statusThunks,
		...withThunkContext( thunks, { dirtyFlag: createDirtyFlagWriter() } ),
		...draftOrderThunks,
		...addressThunks,
		processCheckout,
		processExpressCheckout,
	},
	selectors,
} ) );
