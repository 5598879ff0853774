/**
 * The `kiosk/validation` store descriptor (registered with the checkout's stores by
 * `src/data/checkout-register.ts`).
 */
import { createReduxStore } from '@wordpress/data';
import { STORE_KEY } from './constants';
import { reducer } from './reducers';
import * as actions from './actions';
import * as thunks from './thunks';
import * as selectors from './selectors';

export { STORE_KEY as VALIDATION_STORE_KEY };
export type { FieldValidationError, ValidationState } from './default-state';

/** The store descriptor. */
export const validationStore = createReduxStore( STORE_KEY, {
	reducer: reducer as never,
	actions: { ...actions, ...thunks },
	selectors,
} );
