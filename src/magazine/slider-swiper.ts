/**
 * The swiper side of the sliders (a lazily loaded chunk): swipe threshold
 * 50 px, hidden slides hidden from assistive tech, autoplay paused on
 * hover, while focus is inside (except on the pause button) and while the
 * visitor has paused it with that button.
 */
import Swiper from 'swiper';
import { Autoplay, EffectFade, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { SWIPE_THRESHOLD, type SliderConfig } from './constants';
import { combine, inside, listen, type Teardown } from './dom';
import { AUTOPLAY_TOGGLE, initAutoplayToggle } from './autoplay-toggle';

/** Hides every slide but the active one from assistive tech and the tab order. */
export function hideInactive( slides: HTMLElement[], active: number ): void {
	slides.forEach( ( slide, index ) => {
		const hidden = index !== active;
		slide.setAttribute( 'aria-hidden', String( hidden ) );
		slide.toggleAttribute( 'inert', hidden );
	} );
}

/** Labels the slides ("Folie 1 von 5", from `data-label-slide`). */
function labelSlides( element: HTMLElement, slides: HTMLElement[] ) {
	const template = element.dataset.labelSlide;
	slides.forEach( ( slide, index ) => {
		slide.setAttribute( 'role', 'group' );
		if ( template ) {
			slide.setAttribute(
				'aria-label',
				template
					.replace( '{index}', String( index + 1 ) )
					.replace( '{count}', String( slides.length ) )
			);
		}
	} );
}

/** Builds the swiper options for a slider (exported for tests). */
export function swiperOptions( element: HTMLElement, config: SliderConfig ) {
	return {
		modules: [ Navigation, Autoplay, EffectFade ],
		speed: config.speed,
		threshold: SWIPE_THRESHOLD,
		rewind: true,
		effect: config.effect,
		...( config.effect === 'fade'
			? { fadeEffect: { crossFade: true } }
			: {} ),
		autoplay:
			config.delay > 0
				? {
						delay: config.delay,
						disableOnInteraction: false,
						pauseOnMouseEnter: true,
					}
				: false,
		navigation: {
			prevEl: element.querySelector< HTMLElement >(
				'.kiosk-slider__prev'
			),
			nextEl: element.querySelector< HTMLElement >(
				'.kiosk-slider__next'
			),
		},
		a11y: { enabled: false },
		watchSlidesProgress: true,
	};
}

/** Creates one slider; returns its destroyer. */
export function createSlider(
	element: HTMLElement,
	config: SliderConfig
): Teardown {
	const slides = Array.from(
		element.querySelectorAll< HTMLElement >( '.kiosk-slider__slide' )
	);
	labelSlides( element, slides );
	// Swiped natively before the start (slider.ts): swiper goes on from the
	// slide in view instead of jumping back to the first.
	const track = element.querySelector< HTMLElement >( '.swiper-wrapper' );
	const initialSlide =
		track && track.clientWidth
			? Math.round( track.scrollLeft / track.clientWidth )
			: 0;
	if ( track ) {
		track.scrollLeft = 0;
	}
	const swiper = new Swiper( element, {
		...swiperOptions( element, config ),
		initialSlide,
	} );
	const sync = () => hideInactive( slides, swiper.activeIndex );
	sync();
	swiper.on( 'slideChange', sync );
	if ( config.delay <= 0 ) {
		return () => swiper.destroy( true, true );
	}
	let stopped = false;
	const onToggle = ( target: EventTarget | null ) =>
		target instanceof Element && !! target.closest( AUTOPLAY_TOGGLE );
	const play = () => {
		if ( ! stopped && ! swiper.autoplay.running ) {
			swiper.autoplay.start();
		}
	};
	return combine( [
		initAutoplayToggle( element, ( paused ) => {
			stopped = paused;
			element.classList.toggle( 'is-paused', paused );
			if ( paused ) {
				swiper.autoplay.stop();
			} else {
				play();
			}
		} ),
		listen( element, 'focusin', ( event ) => {
			if ( ! onToggle( event.target ) ) {
				swiper.autoplay.stop();
			}
		} ),
		listen( element, 'focusout', ( event ) => {
			const next = event.relatedTarget;
			if ( ! inside( element, next ) || onToggle( next ) ) {
				play();
			}
		} ),
		() => element.classList.remove( 'is-paused' ),
		() => swiper.destroy( true, true ),
	] );
}
