import { sliderConfig } from '../slider';
import { createSlider, hideInactive, swiperOptions } from '../slider-swiper';
import {
	DEFAULT_SLIDER,
	GALLERY_SLIDER,
	HEADER_SLIDER,
	SWIPE_THRESHOLD,
} from '../constants';
import { themeMarkup } from './theme-markup';

const instances: Array< {
	params: Record< string, unknown >;
	handlers: Record< string, () => void >;
	activeIndex: number;
	autoplay: { stop: jest.Mock; start: jest.Mock };
	destroy: jest.Mock;
} > = [];

jest.mock( 'swiper', () => ( {
	__esModule: true,
	default: jest.fn().mockImplementation( function (
		this: ( typeof instances )[ number ],
		_el: HTMLElement,
		params: Record< string, unknown >
	) {
		this.params = params;
		this.handlers = {};
		this.activeIndex = 0;
		this.autoplay = { stop: jest.fn(), start: jest.fn() };
		this.destroy = jest.fn();
		( this as unknown as { on: ( e: string, h: () => void ) => void } ).on =
			( event, handler ) => {
				this.handlers[ event ] = handler;
			};
		instances.push( this );
	} ),
} ) );
jest.mock( 'swiper/css', () => ( {} ) );
jest.mock( 'swiper/css/effect-fade', () => ( {} ) );
jest.mock( 'swiper/modules', () => ( {
	Autoplay: 'Autoplay',
	EffectFade: 'EffectFade',
	Navigation: 'Navigation',
} ) );

function markup( type: string ) {
	themeMarkup(
		`<div data-kiosk-slider="${ type }" data-label-slide="Folie {index} von {count}"><div class="swiper-wrapper"><div class="kiosk-slider__slide"><a href="#">1</a></div><div class="kiosk-slider__slide">2</div><div class="kiosk-slider__slide">3</div></div><button class="kiosk-slider__prev">‹</button><button class="kiosk-slider__next">›</button><button type="button" data-kiosk-autoplay-toggle data-label-pause="Pause" data-label-play="Abspielen" hidden><span class="kiosk-autoplay-toggle__label">Pause</span></button></div>`
	);
	return document.querySelector< HTMLElement >( '[data-kiosk-slider]' )!;
}

describe( 'sliders', () => {
	it( 'header slider: speed 1500, pause 5000, auto', () => {
		expect( sliderConfig( 'header', false ) ).toEqual( {
			speed: 1500,
			delay: 5000,
			effect: 'slide',
		} );
		const options = swiperOptions( markup( 'header' ), HEADER_SLIDER );
		expect( options.speed ).toBe( 1500 );
		expect( options.autoplay ).toEqual( {
			delay: 5000,
			disableOnInteraction: false,
			pauseOnMouseEnter: true,
		} );
	} );

	it( 'gallery slider: fade, 1500 / 3000', () => {
		expect( sliderConfig( 'gallery', false ) ).toEqual( GALLERY_SLIDER );
		const options = swiperOptions( markup( 'gallery' ), GALLERY_SLIDER );
		expect( options.effect ).toBe( 'fade' );
		expect( options.speed ).toBe( 1500 );
		expect( options.autoplay ).toMatchObject( { delay: 3000 } );
	} );

	it( 'defaults: speed 500, swipe threshold 50 px, no autoplay', () => {
		expect( sliderConfig( undefined, false ) ).toEqual( DEFAULT_SLIDER );
		const options = swiperOptions( markup( 'default' ), DEFAULT_SLIDER );
		expect( options.speed ).toBe( 500 );
		expect( SWIPE_THRESHOLD ).toBe( 50 );
		expect( options.threshold ).toBe( 50 );
		expect( options.autoplay ).toBe( false );
	} );

	it( 'turns autoplay off under reduced motion', () => {
		expect( sliderConfig( 'header', true ).delay ).toBe( 0 );
		expect(
			swiperOptions( markup( 'header' ), sliderConfig( 'header', true ) )
				.autoplay
		).toBe( false );
	} );

	it( 'hides inactive slides from assistive tech and labels them', () => {
		const element = markup( 'header' );
		const destroy = createSlider( element, HEADER_SLIDER );
		const slides = Array.from(
			element.querySelectorAll( '.kiosk-slider__slide' )
		);
		expect(
			slides.map( ( s ) => s.getAttribute( 'aria-hidden' ) )
		).toEqual( [ 'false', 'true', 'true' ] );
		expect( slides[ 1 ] ).toHaveAttribute( 'inert' );
		expect( slides[ 2 ] ).toHaveAttribute( 'aria-label', 'Folie 3 von 3' );
		const swiper = instances[ instances.length - 1 ];
		swiper.activeIndex = 1;
		swiper.handlers.slideChange();
		expect(
			slides.map( ( s ) => s.getAttribute( 'aria-hidden' ) )
		).toEqual( [ 'true', 'false', 'true' ] );
		destroy();
		expect( swiper.destroy ).toHaveBeenCalled();
	} );

	it( 'pauses autoplay while focus is inside', () => {
		const element = markup( 'header' );
		const destroy = createSlider( element, HEADER_SLIDER );
		const swiper = instances[ instances.length - 1 ];
		element.querySelector< HTMLElement >( '.kiosk-slider__next' )!.focus();
		expect( swiper.autoplay.stop ).toHaveBeenCalled();
		( document.activeElement as HTMLElement ).blur();
		expect( swiper.autoplay.start ).toHaveBeenCalled();
		destroy();
	} );

	it( 'the pause button stops autoplay until pressed again; focus leaving does not restart it', () => {
		const element = markup( 'header' );
		const destroy = createSlider( element, HEADER_SLIDER );
		const swiper = instances[ instances.length - 1 ];
		const button = element.querySelector< HTMLButtonElement >(
			'[data-kiosk-autoplay-toggle]'
		)!;
		expect( button.hidden ).toBe( false );
		expect( button ).toHaveAccessibleName( 'Pause' );
		button.focus();
		expect( swiper.autoplay.stop ).not.toHaveBeenCalled();
		button.click();
		expect( swiper.autoplay.stop ).toHaveBeenCalledTimes( 1 );
		expect( button ).toHaveAccessibleName( 'Abspielen' );
		expect( element ).toHaveClass( 'is-paused' );
		button.blur();
		expect( swiper.autoplay.start ).not.toHaveBeenCalled();
		button.focus();
		button.click();
		expect( swiper.autoplay.start ).toHaveBeenCalledTimes( 1 );
		expect( button ).toHaveAccessibleName( 'Pause' );
		expect( element ).not.toHaveClass( 'is-paused' );
		destroy();
		expect( button.hidden ).toBe( true );
	} );

	it( 'shows no pause button without autoplay (reduced motion, default sliders)', () => {
		const element = markup( 'header' );
		const destroy = createSlider( element, sliderConfig( 'header', true ) );
		expect(
			element.querySelector< HTMLButtonElement >(
				'[data-kiosk-autoplay-toggle]'
			)!.hidden
		).toBe( true );
		destroy();
	} );

	it( 'hideInactive marks all but the active slide', () => {
		const slides = [ 0, 1 ].map( () => document.createElement( 'div' ) );
		hideInactive( slides, 1 );
		expect( slides[ 0 ] ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( slides[ 1 ] ).toHaveAttribute( 'aria-hidden', 'false' );
	} );
} );
