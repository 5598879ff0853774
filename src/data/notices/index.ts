/**
 * The `kiosk/notices` store descriptor (registered by src/data/entry.ts).
 */
import { createReduxStore } from '@wordpress/data';
import reducer from './reducer';
import * as actions from './actions';
import * as selectors from './selectors';
import { STORE_KEY } from './constants';

export {
	STORE_KEY as NOTICES_STORE_KEY,
	NOTICE_CONTEXT,
	SNACKBAR_TIMEOUT,
	SNACKBAR_TRANSITION,
} from './constants';
export type {
	Notice,
	NoticeOptions,
	NoticeStatus,
	NoticesState,
} from './types';

/** The store descriptor. */
export const noticesStore = createReduxStore( STORE_KEY, {
	reducer,
	actions,
	selectors,
} );
