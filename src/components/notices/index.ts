export { CartErrorNotices } from './cart-error-notices';
export { StoreNotices } from './store-notices';
export { NoticeList } from './notice-list';
export { CartLoadError, cartLoadError } from './cart-load-error';
export { SnackbarList } from './snackbar-list';
export { NoticeContent } from './notice-content';
export {
	sanitizeHtml,
	hasMarkup,
	ALLOWED_TAGS,
	ALLOWED_ATTR,
} from './sanitize';
export { isFocusInControl, scrollNoticeIntoView } from './scroll';
