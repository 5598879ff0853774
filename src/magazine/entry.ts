/**
 * Handle `kiosk-magazine`: enhances the theme's server-rendered markup
 * (src/magazine/README.md). Each behaviour inits only where its markup
 * exists; swiper, Leaflet and PhotoSwipe are split chunks loaded on demand.
 */
import type { Init, Teardown } from './dom';
import { init as stickyHeader } from './sticky-header';
import { init as search } from './search';
import { init as menu } from './menu';
import { init as scrollUp } from './scroll-up';
import { init as stickySidebar } from './sticky-sidebar';
import { init as slider } from './slider';
import { init as ticker } from './ticker';
import { init as tickerPopup } from './ticker-popup';
import { init as tabs } from './tabs';
import { init as videoPlaylist } from './video-playlist';
import { init as map } from './map';
import { init as share } from './share';
import { init as lightbox } from './lightbox';

const BEHAVIOURS: Init[] = [
	stickyHeader,
	search,
	menu,
	scrollUp,
	stickySidebar,
	slider,
	ticker,
	tickerPopup,
	tabs,
	videoPlaylist,
	map,
	share,
	lightbox,
];

/** Initialises every behaviour inside `root`; returns the combined teardown. */
export function initMagazine( root: ParentNode = document ): Teardown {
	const teardowns = BEHAVIOURS.map( ( init ) => init( root ) );
	return () => teardowns.forEach( ( teardown ) => teardown() );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => initMagazine(), {
		once: true,
	} );
} else {
	initMagazine();
}
