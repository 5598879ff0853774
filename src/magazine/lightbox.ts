/**
 * Image and gallery popups: PhotoSwipe is loaded on the first click on a
 * `[data-kiosk-lightbox]` link or an item of a `[data-kiosk-gallery]`.
 * Without JS the links open the large image.
 */
import { all, listen, prefersReducedMotion, type Teardown } from './dom';
import { isThemeMarkup, themeRoot } from './mark';
import { safeUrl } from './urls';
import { chunkStyle } from './chunk-style';

export type { LightboxItem, LightboxLabels } from './lightbox-types';
import type { LightboxItem, LightboxLabels } from './lightbox-types';

const ITEM = '[data-kiosk-lightbox], [data-kiosk-gallery] .kiosk-gallery__item';

/**
 * The lightbox link or gallery item a click landed on, when the theme
 * rendered it (the link, or the gallery holding the item: mark.ts) and its
 * image address is safe (urls.ts); else null.
 */
export function themeItem(
	target: EventTarget | null
): HTMLAnchorElement | null {
	const link = ( target as Element | null )?.closest?.< HTMLAnchorElement >(
		ITEM
	);
	const owner = link?.closest(
		'[data-kiosk-lightbox], [data-kiosk-gallery]'
	);
	return owner && isThemeMarkup( owner ) && safeUrl( link!.href )
		? link!
		: null;
}

/** The items and start index for a clicked link. */
export function collect( link: HTMLAnchorElement ): {
	items: LightboxItem[];
	index: number;
	labels: LightboxLabels;
} {
	const gallery = link.closest< HTMLElement >( '[data-kiosk-gallery]' );
	const links = gallery
		? all< HTMLAnchorElement >( gallery, '.kiosk-gallery__item' ).filter(
				( a ) => safeUrl( a.href )
			)
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
	if ( ! themeRoot( root, '[data-kiosk-lightbox], [data-kiosk-gallery]' ) ) {
		return () => {};
	}
	let close: Teardown = () => {};
	const off = listen( root as EventTarget, 'click', ( event ) => {
		const mouse = event as MouseEvent;
		const link = themeItem( event.target );
		if ( ! link || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey ) {
			return;
		}
		event.preventDefault();
		const { items, index, labels } = collect( link );
		Promise.all( [
			import(
				/* webpackChunkName: "magazine-photoswipe" */ './lightbox-photoswipe'
			),
			chunkStyle( 'magazine-photoswipe' ),
		] )
			.then( ( [ { openLightbox } ] ) => {
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
