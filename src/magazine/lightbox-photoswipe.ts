/**
 * The PhotoSwipe side of the lightbox (a lazily loaded chunk).
 */
import PhotoSwipe from 'photoswipe';
import 'photoswipe/style.css';
import type { LightboxItem, LightboxLabels } from './lightbox-types';
import type { Teardown } from './dom';

/** Opens PhotoSwipe at `index`; returns a function that closes it. */
export function openLightbox(
	items: LightboxItem[],
	index: number,
	labels: LightboxLabels,
	reducedMotion: boolean
): Teardown {
	const pswp = new PhotoSwipe( {
		dataSource: items.map( ( item ) => ( {
			src: item.src,
			width: item.width,
			height: item.height,
			alt: item.alt,
			element: item.element,
		} ) ),
		index,
		closeTitle: labels.close,
		zoomTitle: labels.zoom,
		arrowPrevTitle: labels.prev,
		arrowNextTitle: labels.next,
		errorMsg: labels.error,
		showHideAnimationType: reducedMotion ? 'none' : 'fade',
		returnFocus: true,
	} );
	pswp.init();
	return () => pswp.close();
}
