/**
 * `kiosk/notices` as another store's thunk reaches it through the registry
 * (types only).
 */
import type { ActionsOf, SelectorsOf, StoreSurface } from '../thunk-types';
import type * as actions from './actions';
import type * as selectors from './selectors';
import type { NoticesState } from './types';

/** `registry.select( 'kiosk/notices' )` and `registry.dispatch( 'kiosk/notices' )`. */
export type NoticesSurface = StoreSurface<
	SelectorsOf< NoticesState, typeof selectors >,
	ActionsOf< typeof actions >
>;
