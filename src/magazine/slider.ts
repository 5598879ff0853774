/**
 * Sliders: swiper is loaded (with its CSS) only when a `[data-kiosk-slider]`
 * exists. Types: `header` (1500 / 5000, auto), `gallery` (fade, 1500 /
 * 3000), anything else the defaults (500, no autoplay).
 */
import {
	DEFAULT_SLIDER,
	GALLERY_SLIDER,
	HEADER_SLIDER,
	type SliderConfig,
} from './constants';
import { prefersReducedMotion, type Teardown } from './dom';
import { themeRoots } from './mark';
import { chunkStyle } from './chunk-style';

const SLIDERS = new Map< string | undefined, SliderConfig >( [
	[ 'header', HEADER_SLIDER ],
	[ 'gallery', GALLERY_SLIDER ],
] );

/** The configuration of a slider type; autoplay is off under reduced motion. */
export function sliderConfig(
	type: string | undefined,
	reducedMotion: boolean
): SliderConfig {
	const base = SLIDERS.get( type ) ?? DEFAULT_SLIDER;
	return reducedMotion ? { ...base, delay: 0 } : base;
}

/** Creates the sliders inside `root` once swiper has loaded. */
export function init( root: ParentNode ): Teardown {
	const elements = themeRoots( root, '[data-kiosk-slider]' );
	if ( ! elements.length ) {
		return () => {};
	}
	let cancelled = false;
	const destroyers: Teardown[] = [];
	Promise.all( [
		import( /* webpackChunkName: "magazine-swiper" */ './slider-swiper' ),
		chunkStyle( 'magazine-swiper' ),
	] ).then( ( [ { createSlider } ] ) => {
		if ( cancelled ) {
			return;
		}
		const reduced = prefersReducedMotion();
		elements.forEach( ( element ) =>
			destroyers.push(
				createSlider(
					element,
					sliderConfig( element.dataset.kioskSlider, reduced )
				)
			)
		);
	} );
	return () => {
		cancelled = true;
		destroyers.splice( 0 ).forEach( ( destroy ) => destroy() );
	};
}
