/**
 * Video playlist: the iframe (height 434) plays the selected item.
 */
import { VIDEO_HEIGHT } from './constants';
import { all, each, listen, prefersReducedMotion, type Teardown } from './dom';

function initPlaylist( widget: HTMLElement ): Teardown {
	const frame = widget.querySelector< HTMLIFrameElement >(
		'.kiosk-video-playlist__frame'
	);
	if ( ! frame ) {
		return () => {};
	}
	frame.height = String( VIDEO_HEIGHT );
	return listen( widget, 'click', ( event ) => {
		const item = ( event.target as Element ).closest< HTMLAnchorElement >(
			'.kiosk-video-playlist__item[data-kiosk-video-src]'
		);
		if ( ! item ) {
			return;
		}
		event.preventDefault();
		const src = item.dataset.kioskVideoSrc || '';
		frame.src = prefersReducedMotion()
			? src
			: `${ src }${ src.includes( '?' ) ? '&' : '?' }autoplay=1`;
		frame.title = item.dataset.kioskVideoTitle || item.textContent || '';
		all( widget, '.kiosk-video-playlist__item' ).forEach( ( other ) =>
			other.removeAttribute( 'aria-current' )
		);
		item.setAttribute( 'aria-current', 'true' );
	} );
}

/** Enhances every `[data-kiosk-video-playlist]` in `root`. */
export function init( root: ParentNode ): Teardown {
	return each( root, '[data-kiosk-video-playlist]', initPlaylist );
}
