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

/**
 * Every behaviour, in turns (start.ts initInTurns()): first the frame's and
 * the widgets' that only wait for the reader (a click, a key, a hover), all
 * cheap; then one task each for those that do work at once on a phone
 * (measured at 4× CPU: the slider's chunk request 12–40 ms, the ticker
 * 5–18 ms, the video playlist's consent gate up to 31 ms, the map's up to
 * 13 ms). Until its turn, a widget is the server's markup, which works as
 * it is (the slides scroll, the playlist's items link to the videos).
 */
export const MAGAZINE_TURNS: Init[][] = [
	[
		stickyHeader,
		search,
		menu,
		scrollUp,
		stickySidebar,
		tickerPopup,
		tabs,
		share,
		lightbox,
		newsletter,
	],
	[ slider ],
	[ ticker ],
	[ videoPlaylist ],
	[ map ],
];

/** Every behaviour, in the order they initialise. */
export const MAGAZINE_BEHAVIOURS: Init[] = MAGAZINE_TURNS.flat();
