/**
 * Every magazine behaviour, for the full handle `kiosk-magazine`: the
 * frame's (src/magazine/header.ts) and those of the widgets and articles
 * (sticky sidebar, sliders, ticker, tabs, video playlist, map, share links,
 * lightbox). One flat list, so the full handle costs no more than before
 * the frame got its own handle.
 */
import type { Init } from './dom';
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
];
