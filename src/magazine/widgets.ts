/**
 * The behaviours of the magazine's widgets and articles: sticky sidebar,
 * sliders, ticker, tabs, video playlist, map, share links and lightbox.
 * Only the full handle `kiosk-magazine` carries them.
 */
import type { Init } from './dom';
import { init as stickySidebar } from './sticky-sidebar';
import { init as slider } from './slider';
import { init as ticker } from './ticker';
import { init as tickerPopup } from './ticker-popup';
import { init as tabs } from './tabs';
import { init as videoPlaylist } from './video-playlist';
import { init as map } from './map';
import { init as share } from './share';
import { init as lightbox } from './lightbox';

/** The widgets' behaviours, in the order they initialise. */
export const WIDGET_BEHAVIOURS: Init[] = [
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
