/**
 * What @wordpress/data hands a `kiosk/checkout` thunk: its own actions
 * (plain and status) and selectors, typed from the store's modules, and
 * the other stores by key through `registry`.
 */
import type { ActionsOf } from '../thunk-types';
import type * as actions from './actions';
import type * as statusThunks from './status-thunks';
import type { CheckoutAction } from './action-types';
import type { CheckoutRegistry, CheckoutSelect } from './registry-types';

export interface ThunkArgs {
	dispatch: ActionsOf< typeof actions & typeof statusThunks > &
		( ( action: CheckoutAction ) => unknown );
	select: CheckoutSelect;
	registry?: CheckoutRegistry;
}
