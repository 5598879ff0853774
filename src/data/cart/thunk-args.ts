/**
 * What a cart thunk is given: what @wordpress/data hands every thunk
 * (typed from the store's own modules: plain actions, selectors, and the
 * notices store by key through `registry`) and its store instance's
 * request queue (see index.ts), so two registries never share one.
 */
import type { SelectorsOf, StoreRegistry } from '../thunk-types';
import type { NoticesSurface } from '../notices/surface';
import type { CartAction } from './actions';
import type * as selectors from './selectors';
import type { RequestQueue } from './request-queue';
import type { CartState } from './types';

export interface ThunkArgs {
	dispatch: ( action: CartAction ) => unknown;
	/** The selectors cart thunks read (tests hand in just these). */
	select: Pick<
		SelectorsOf< CartState, typeof selectors >,
		'getCartItem' | 'hasCartLoaded' | 'getCartData'
	>;
	registry?: StoreRegistry< { 'kiosk/notices': NoticesSurface } >;
	queue: RequestQueue;
}
