/**
 * A list of notices shown as they ask: the inline ones (`NoticeList`), then
 * the snackbars (`SnackbarList`), each dismissed through `onRemove`. Used
 * by Kiosk's `StoreNotices` and by WooCommerce's `StoreNoticesContainer`
 * (src/wc-bridge/). A render function, called rather than mounted: in a
 * bundle with one caller the minifier puts its body in place, so sharing
 * it costs the cart and the checkout no byte (a component of its own cost
 * each about 80 B, measured).
 */
import type { Notice } from '../../data/notices/types';
import { NoticeList } from './notice-list';
import { SnackbarList } from './snackbar-list';

export const noticeLists = (
	notices: Notice[],
	onRemove: ( id: string ) => void
) => (
	<>
		<NoticeList
			notices={ notices.filter( ( n ) => n.type !== 'snackbar' ) }
			onRemove={ onRemove }
		/>
		<SnackbarList
			notices={ notices.filter( ( n ) => n.type === 'snackbar' ) }
			onRemove={ onRemove }
		/>
	</>
);
