/**
 * The `kiosk/payment` store descriptor.
 */
import { createReduxStore } from '@wordpress/data';
import { STORE_KEY } from './constants';
import { reducer } from './reducers';
import * as actions from './actions';
import * as thunks from './thunks';
import * as selectors from './selectors';

export {
	STORE_KEY as PAYMENT_STORE_KEY,
	PAYMENT_STATUS,
	type PaymentStatus,
} from './constants';
export type {
	PaymentState,
	PaymentResult,
	SavedPaymentMethod,
} from './default-state';
export * from './transitions';

/** The store descriptor. */
export const paymentStore = createReduxStore( STORE_KEY, {
	reducer: reducer as never,
	actions: { ...actions, ...thunks },
	selectors,
} );
