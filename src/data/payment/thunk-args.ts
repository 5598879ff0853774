/**
 * What @wordpress/data hands a `kiosk/payment` thunk: its own store's
 * actions and selectors, and the notices store by key through `registry`.
 */
import type { ActionsOf, SelectorsOf, StoreRegistry } from '../thunk-types';
import type { NoticesSurface } from '../notices/surface';
import type * as actions from './actions';
import type * as selectors from './selectors';
import type { PaymentAction } from './action-types';
import type { PaymentState } from './default-state';

/** The stores a payment thunk reaches by key. */
export type PaymentRegistry = StoreRegistry< {
	'kiosk/notices': NoticesSurface;
} >;

export interface ThunkArgs {
	dispatch: ActionsOf< typeof actions > &
		( ( action: PaymentAction ) => unknown );
	select: SelectorsOf< PaymentState, typeof selectors >;
	registry?: PaymentRegistry;
}
