/**
 * Share buttons (facebook, twitter, pinterest): a centred 600×350 popup
 * with the link's URL (page URL and title are already in it). Without a
 * popup the link opens in a new tab as usual.
 */
import { SHARE_POPUP } from './constants';
import { listen, type Teardown } from './dom';
import { isThemeMarkup, themeRoot } from './mark';
import { safeUrl } from './urls';

/** The `window.open` features of a share popup, centred on the current window. */
export function popupFeatures(): string {
	const { width, height } = SHARE_POPUP;
	const left = Math.max(
		0,
		Math.round( window.screenX + ( window.outerWidth - width ) / 2 )
	);
	const top = Math.max(
		0,
		Math.round( window.screenY + ( window.outerHeight - height ) / 2 )
	);
	return `popup=yes,width=${ width },height=${ height },left=${ left },top=${ top },scrollbars=yes,resizable=yes`;
}

/** Handles clicks on `[data-kiosk-share]` links inside `root`. */
export function init( root: ParentNode ): Teardown {
	if ( ! themeRoot( root, 'a[data-kiosk-share]' ) ) {
		return () => {};
	}
	return listen( root as EventTarget, 'click', ( event ) => {
		const link = (
			event.target as Element | null
		 )?.closest?.< HTMLAnchorElement >( 'a[data-kiosk-share]' );
		const mouse = event as MouseEvent;
		if (
			! link ||
			! isThemeMarkup( link ) ||
			! safeUrl( link.getAttribute( 'href' ) ) ||
			mouse.ctrlKey ||
			mouse.metaKey ||
			mouse.shiftKey
		) {
			return;
		}
		const popup = window.open(
			link.href,
			`kiosk-share-${ link.dataset.kioskShare }`,
			popupFeatures()
		);
		if ( popup ) {
			popup.opener = null;
			event.preventDefault();
		}
	} );
}
