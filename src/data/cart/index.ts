/**
 * The `kiosk/cart` store descriptor (registered by src/data/entry.ts).
 * Names of selectors and actions follow WooCommerce Blocks' cart store.
 */
import {
	createPerInstanceStore,
	withThunkContext,
} from '../per-instance-store';
import reducer from './reducers';
import * as selectors from './selectors';
import * as actions from './actions';
import * as thunks from './thunks';
import * as resolvers from './resolvers';
import { STORE_KEY } from './constants';
import { createRequestQueue } from './request-queue';
import {
	createListenerSlot,
	startCartListeners,
	stopCartListeners,
} from './init';

export {
	STORE_KEY as CART_STORE_KEY,
	CART_PATH,
	CART_UPDATED_EVENT,
	QUANTITY_SYNC_DEBOUNCE,
} from './constants';
export { attachCartListeners } from './listeners';
export { initCart } from './init';
export { cartFromResponse } from './map-cart';
export type * from './types';

/**
 * The store descriptor. Every registry that registers it gets a store with
 * its own request queue and listener slot: the order of cart calls, the
 * unsynced quantities and the attached listeners are one registry's, never
 * shared.
 */
export const cartStore = createPerInstanceStore( STORE_KEY, () => ( {
	// The reducer's action union is narrower than the config's type expects.
	reducer: reducer as never,
	selectors,
	actions: {
		...actions,
		...withThunkContext(
			{ ...thunks, startCartListeners, stopCartListeners },
			{ queue: createRequestQueue(), listeners: createListenerSlot() }
		),
	},
	resolvers,
} ) );
