/**
 * Sliders: swiper is loaded (with its CSS) only when a `[data-kiosk-slider]`
 * exists, and each slider starts only when it comes into view or the
 * reader reaches into it (a pointer or focus), whichever is first. Until
 * then the server's markup is a row of slides the reader can swipe through
 * natively, its first slide showing as it will once started, so a carousel
 * below the fold costs the first load nothing (issue 43: swiper's
 * evaluation, its set-up and its autoplay's frames were the home page's
 * longest tasks). Types: `header` (1500 / 5000, auto), `gallery` (fade,
 * 1500 / 3000), anything else the defaults (500, no autoplay).
 */
import {
	DEFAULT_SLIDER,
	GALLERY_SLIDER,
	HEADER_SLIDER,
	type SliderConfig,
} from './constants';
import { combine, listen, prefersReducedMotion, type Teardown } from './dom';
import { themeRoots } from './mark';
import { chunkStyle } from './chunk-style';

const SLIDERS = new Map< string | undefined, SliderConfig >( [
	[ 'header', HEADER_SLIDER ],
	[ 'gallery', GALLERY_SLIDER ],
] );

/** The previous / next buttons: a press before the start is replayed after it. */
const NAVIGATION = '.kiosk-slider__prev, .kiosk-slider__next';

/** The configuration of a slider type; autoplay is off under reduced motion. */
export function sliderConfig(
	type: string | undefined,
	reducedMotion: boolean
): SliderConfig {
	const base = SLIDERS.get( type ) ?? DEFAULT_SLIDER;
	return reducedMotion ? { ...base, delay: 0 } : base;
}

/**
 * Calls `start` once, when `element` comes into view (any part of it) or
 * a pointer or focus enters it; at once without IntersectionObserver.
 * Returns the teardown (nothing more starts after it).
 */
export function whenNeeded(
	element: HTMLElement,
	start: () => void
): Teardown {
	let observer: IntersectionObserver | undefined;
	let started = false;
	const stop = combine( [
		listen( element, 'pointerdown', () => go() ),
		listen( element, 'focusin', () => go() ),
		() => observer?.disconnect(),
	] );
	const go = () => {
		stop();
		if ( ! started ) {
			started = true;
			start();
		}
	};
	if ( typeof IntersectionObserver === 'function' ) {
		observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				go();
			}
		} );
		observer.observe( element );
	} else {
		go();
	}
	return stop;
}

/** Creates each slider inside `root` once it is needed (whenNeeded). */
export function init( root: ParentNode ): Teardown {
	let cancelled = false;
	const teardowns: Teardown[] = [];
	themeRoots( root, '[data-kiosk-slider]' ).forEach( ( element ) => {
		// A previous / next press before swiper took over is not lost.
		let pressed: HTMLElement | null = null;
		const offPress = listen( element, 'click', ( event ) => {
			pressed = ( event.target as Element ).closest< HTMLElement >(
				NAVIGATION
			);
		} );
		const start = () =>
			Promise.all( [
				import(
					/* webpackChunkName: "magazine-swiper" */ './slider-swiper'
				),
				chunkStyle( 'magazine-swiper' ),
			] ).then( ( [ { createSlider } ] ) => {
				offPress();
				if ( cancelled ) {
					return;
				}
				teardowns.push(
					createSlider(
						element,
						sliderConfig(
							element.dataset.kioskSlider,
							prefersReducedMotion()
						)
					)
				);
				pressed?.click();
			} );
		teardowns.push( offPress, whenNeeded( element, start ) );
	} );
	return () => {
		cancelled = true;
		teardowns.splice( 0 ).forEach( ( teardown ) => teardown() );
	};
}
