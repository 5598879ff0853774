/**
 * Image and gallery popups: PhotoSwipe is loaded on the first click on a
 * `[data-kiosk-lightbox]` link or an item of a `[data-kiosk-gallery]`.
 * Without JS the links open the large image.
 */
import { all, listen, prefersReducedMotion, type Teardown } from './dom';

export type { LightboxItem, LightboxLabels } from './lightbox-types';
import type { LightboxItem, LightboxLabels } from './lightbox-types';

const ITEM = '[data-kiosk-lightbox], [data-kiosk-gallery] .kiosk-gallery__item';

/** The items and start index for a clicked link. */
export function collect( link: HTMLAnchorElement ): {
	items: LightboxItem[];
	index: number;
	labels: LightboxLabels;
} {
	const gallery = link.closest< HTMLElement >( '[data-kiosk-gallery]' );
	const links = gallery
		? all< HTMLAnchorElement >( gallery, '.kiosk-gallery__item' )
		: [ link ];
	const source = ( gallery || link ).dataset;
	return {
		items: links.map( ( a ) => ( {
			src: a.href,
			width: Number( a.dataset.pswpWidth ) || 1200,
			height: Number( a.dataset.pswpHeight ) || 800,
			alt: a.querySelector( 'img' )?.alt || '',
			element: a,
		} ) ),
		index: Math.max( 0, links.indexOf( link ) ),
		labels: {
			close: source.labelClose || '',
			prev: source.labelPrev || '',
			next: source.labelNext || '',
			zoom: source.labelZoom || '',
			error: source.labelError || '',
		},
	};
}

/** Handles clicks on lightbox links inside `root`. */
export function init( root: ParentNode ): Teardown {
	if ( ! root.querySelector( ITEM ) ) {
		return () => {};
	}
	let close: Teardown = () => {};
	const off = listen( root as EventTarget, 'click', ( event ) => {
		const mouse = event as MouseEvent;
		const link = (
			event.target as Element | null
		 )?.closest?.< HTMLAnchorElement >( ITEM );
		if ( ! link || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey ) {
			return;
		}
		event.preventDefault();
		const { items, index, labels } = collect( link );
		import(
			/* webpackChunkName: "magazine-photoswipe" */ './lightbox-photoswipe'
		)
			.then( ( { openLightbox } ) => {
				close = openLightbox(
					items,
					index,
					labels,
					prefersReducedMotion()
				);
			} )
			.catch( () => {
				window.location.href = link.href;
			} );
	} );
	return () => {
		off();
		close();
	};
}
