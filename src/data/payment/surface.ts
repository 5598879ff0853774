/**
 * `kiosk/payment` as another store's thunk reaches it through the registry
 * (types only).
 */
import type { ActionsOf, SelectorsOf, StoreSurface } from '../thunk-types';
import type * as actions from './actions';
import type * as thunks from './thunks';
import type * as selectors from './selectors';
import type { PaymentState } from './default-state';

/** `registry.select( 'kiosk/payment' )` and `registry.dispatch( 'kiosk/payment' )`. */
export type PaymentSurface = StoreSurface<
	SelectorsOf< PaymentState, typeof selectors >,
	ActionsOf< typeof actions & typeof thunks >
>;
