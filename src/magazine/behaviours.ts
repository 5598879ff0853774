/**
 * Every magazine behaviour, for the full handle `kiosk-magazine`: the
 * frame's (src/magazine/header.ts) and those of the widgets and articles
 * (sticky sidebar, sliders, ticker, tabs, video playlist, map, share links,
 * lightbox, the footer newsletter's script on demand). One flat list, so
 * the full handle costs no more than before the frame got its own handle;
 * the map's code loads only on pages that hold a map.
 */
import type { Init } from './dom';
import { init as stickyHeader } from './sticky-header';
import { init as search } from './search';
import { init as menu } from './menu';
import { init as scrollUp } from './scroll-up';
import { init as stickySidebar } from './sticky-sidebar';
import { init as ticker } from './ticker';
import { init as tickerPopup } from './ticker-popup';
import { init as tabs } from './tabs';
import { init as videoPlaylist } from './video-playlist';
import { init as share } from './share';
import { init as lightbox } from './lightbox';
import { init as newsletter } from './newsletter';
import { whenPresent } from './when-present';

/**
 * The modules that load only where their markup is (when-present.ts): the
 * map widget and the sliders, which no article carries (the sliders' own
 * start waits until each comes into view, slider.ts). (The ticker stays
 * in: on the front page, which holds both, every chunk costs more than it
 * saves.)
 */
export const LAZY_MODULES = [ 'map.ts', 'slider.ts' ];

const slider = whenPresent(
	'[data-kiosk-slider]',
	() => import( /* webpackChunkName: "magazine-slider" */ './slider' )
);

const map = whenPresent(
	'[data-kiosk-map]',
	() => import( /* webpackChunkName: "magazine-map" */ './map' )
);

/** Every behaviour, in the order they initialise. */
export const MAGAZINE_BEHAVIOURS: Init[] = [
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
	newsletter,
];
