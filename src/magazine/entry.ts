/**
 * Handle `kiosk-magazine`: enhances the theme's server-rendered markup
 * (src/magazine/README.md). Each behaviour inits only where its markup
 * exists; swiper, Leaflet and PhotoSwipe are split chunks loaded on demand.
 * Pages without widget markup load `kiosk-magazine-header` instead.
 */
import type { Teardown } from './dom';
import { HEADER_BEHAVIOURS } from './header';
import { WIDGET_BEHAVIOURS } from './widgets';
import { initBehaviours, whenParsed } from './start';

/** Initialises every behaviour inside `root`; returns the combined teardown. */
export function initMagazine( root: ParentNode = document ): Teardown {
	return initBehaviours(
		[ ...HEADER_BEHAVIOURS, ...WIDGET_BEHAVIOURS ],
		root
	);
}

whenParsed( () => initMagazine() );
