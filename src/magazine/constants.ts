/**
 * The magazine front's constants (SPEC 9). One place, so behaviour and
 * tests agree.
 */

/** Focus moves into the opened header search after this delay (ms). */
export const SEARCH_FOCUS_DELAY = 200;
/** The scroll-up button appears after scrolling more than this (px). */
export const SCROLL_UP_THRESHOLD = 1000;
/** Scrolling to the top takes this long (ms); instant under reduced motion. */
export const SCROLL_UP_DURATION = 800;
/** At this width and below the mobile menu applies (px). */
export const MOBILE_BREAKPOINT = 768;
/** The open mobile menu is at most the window height minus this (px). */
export const MOBILE_MENU_OFFSET = 88;
/** The sticky header's stacking level. */
export const HEADER_Z_INDEX = 999;
/** Extra top margin of sticky sidebars (px). */
export const SIDEBAR_EXTRA_TOP = 40;

export interface SliderConfig {
	/** Transition time (ms). */
	speed: number;
	/** Autoplay pause between slides (ms); 0 = no autoplay. */
	delay: number;
	effect: 'slide' | 'fade';
}

/** Featured-post slider in the header: speed 1500, pause 5000, auto. */
export const HEADER_SLIDER: SliderConfig = {
	speed: 1500,
	delay: 5000,
	effect: 'slide',
};
/** Gallery slider: fade, speed 1500, pause 3000. */
export const GALLERY_SLIDER: SliderConfig = {
	speed: 1500,
	delay: 3000,
	effect: 'fade',
};
/** Any other slider: speed 500, no autoplay. */
export const DEFAULT_SLIDER: SliderConfig = {
	speed: 500,
	delay: 0,
	effect: 'slide',
};
/** A swipe must move more than this to change the slide (px). */
export const SWIPE_THRESHOLD = 50;

/** News ticker: row height 20, 1 row, speed 1000, interval 4000, direction down. */
export const TICKER = {
	rowHeight: 20,
	rows: 1,
	speed: 1000,
	interval: 4000,
	direction: 'down',
} as const;

/** Share popups. */
export const SHARE_POPUP = { width: 600, height: 350 } as const;

/** The video playlist's iframe height (px). */
export const VIDEO_HEIGHT = 434;

/** The map degrades to its address link when no tile loaded in this time (ms). */
export const MAP_TILE_TIMEOUT = 8000;
/** Leaflet loads when the map is this close to the viewport. */
export const MAP_ROOT_MARGIN = '200px';
