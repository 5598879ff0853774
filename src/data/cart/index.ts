/**
 * The `kiosk/cart` store descriptor (registered by src/data/entry.ts).
 * Names of selectors and actions follow WooCommerce Blocks' cart store.
 */
import { createReduxStore } from '@wordpress/data';
import reducer from './reducers';
import * as selectors from './selectors';
import * as actions from './actions';
import * as thunks from './thunks';
import * as resolvers from './resolvers';
import { STORE_KEY } from './constants';

const { queue: _queue, ...thunkActions } = thunks;
void _queue;

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

/** The store descriptor. */
export const cartStore = createReduxStore( STORE_KEY, {
	// The reducer's action union is narrower than the config's type expects.
	reducer: reducer as never,
	selectors,
	actions: { ...actions, ...thunkActions },
	resolvers,
} );
