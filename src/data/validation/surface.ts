/**
 * `kiosk/validation` as another store's thunk reaches it through the
 * registry (types only).
 */
import type { ActionsOf, SelectorsOf, StoreSurface } from '../thunk-types';
import type * as actions from './actions';
import type * as thunks from './thunks';
import type * as selectors from './selectors';
import type { ValidationState } from './default-state';

/** `registry.select( 'kiosk/validation' )` and `registry.dispatch( 'kiosk/validation' )`. */
export type ValidationSurface = StoreSurface<
	SelectorsOf< ValidationState, typeof selectors >,
	ActionsOf< typeof actions & typeof thunks >
>;
