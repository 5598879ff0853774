/**
 * The behaviours of the theme's frame, which every page carries: the sticky
 * header, its search and menu, and the scroll-up link. Pages whose markup
 * holds nothing else (the cart, the checkout, static pages) load only these
 * (handle `kiosk-magazine-header`, src/magazine/README.md).
 */
import type { Init } from './dom';
import { init as stickyHeader } from './sticky-header';
import { init as search } from './search';
import { init as menu } from './menu';
import { init as scrollUp } from './scroll-up';

/** The frame's behaviours, in the order they initialise. */
export const HEADER_BEHAVIOURS: Init[] = [
	stickyHeader,
	search,
	menu,
	scrollUp,
];
