/**
 * `kiosk/cart` as another store's thunk reaches it through the registry
 * (types only).
 */
import type { ActionsOf, SelectorsOf, StoreSurface } from '../thunk-types';
import type * as actions from './actions';
import type * as thunks from './thunks';
import type * as selectors from './selectors';
import type { CartState } from './types';

/** `registry.select( 'kiosk/cart' )` and `registry.dispatch( 'kiosk/cart' )`. */
export type CartSurface = StoreSurface<
	SelectorsOf< CartState, typeof selectors >,
	ActionsOf< typeof actions & typeof thunks >
>;
