/**
 * A slider starts (swiper loaded and created) only when it comes into view
 * or the reader reaches into it, and a press of its buttons before that is
 * not lost (slider.ts, issue 43).
 */
import { init, whenNeeded } from '../slider';
import { themeMarkup } from './theme-markup';

const created: HTMLElement[] = [];

jest.mock( '../slider-swiper', () => ( {
	createSlider: jest.fn( ( element: HTMLElement ) => {
		created.push( element );
		return () => undefined;
	} ),
} ) );
jest.mock( '../chunk-style', () => ( {
	chunkStyle: jest.fn( () => Promise.resolve() ),
} ) );

/** The observers made, with their callbacks and observed elements. */
let observers: Array< {
	callback: (
		entries: Array< Partial< IntersectionObserverEntry > >
	) => void;
	observed: Element[];
	disconnect: jest.Mock;
} >;

beforeEach( () => {
	created.length = 0;
	observers = [];
	window.IntersectionObserver = jest.fn( ( callback ) => {
		const observer = {
			callback,
			observed: [] as Element[],
			disconnect: jest.fn(),
			observe( element: Element ) {
				this.observed.push( element );
			},
		};
		observers.push( observer );
		return observer;
	} ) as never;
} );

function slider() {
	themeMarkup(
		`<div data-kiosk-slider="header"><div class="swiper-wrapper"><div class="kiosk-slider__slide">1</div><div class="kiosk-slider__slide">2</div></div><button type="button" class="kiosk-slider__prev">‹</button><button type="button" class="kiosk-slider__next">›</button></div>`
	);
	return document.querySelector< HTMLElement >( '[data-kiosk-slider]' )!;
}

/** Lets the dynamic import and its promise chain settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'slider start', () => {
	it( 'loads and creates nothing until the slider comes into view', async () => {
		const element = slider();
		const teardown = init( document );
		await settle();
		expect( created ).toEqual( [] );
		expect( observers[ 0 ].observed ).toEqual( [ element ] );
		observers[ 0 ].callback( [ { isIntersecting: false } ] );
		await settle();
		expect( created ).toEqual( [] );
		observers[ 0 ].callback( [ { isIntersecting: true } ] );
		await settle();
		expect( created ).toEqual( [ element ] );
		expect( observers[ 0 ].disconnect ).toHaveBeenCalled();
		teardown();
	} );

	it( 'starts at once when a pointer or focus reaches into it first', async () => {
		const element = slider();
		const teardown = init( document );
		element
			.querySelector( '.kiosk-slider__slide' )!
			.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
		await settle();
		expect( created ).toEqual( [ element ] );
		// Once only.
		element.querySelector< HTMLElement >( '.kiosk-slider__next' )!.focus();
		observers[ 0 ].callback( [ { isIntersecting: true } ] );
		await settle();
		expect( created ).toHaveLength( 1 );
		teardown();
	} );

	it( 'replays a press of "next" made before swiper took over', async () => {
		const element = slider();
		const next = element.querySelector< HTMLElement >(
			'.kiosk-slider__next'
		)!;
		const presses = jest.fn();
		next.addEventListener( 'click', presses );
		const teardown = init( document );
		next.focus(); // starts the load
		next.click(); // pressed before the slider was created
		expect( presses ).toHaveBeenCalledTimes( 1 );
		await settle();
		expect( created ).toEqual( [ element ] );
		expect( presses ).toHaveBeenCalledTimes( 2 );
		teardown();
	} );

	it( 'creates nothing after the teardown', async () => {
		slider();
		const teardown = init( document );
		teardown();
		observers[ 0 ].callback( [ { isIntersecting: true } ] );
		await settle();
		expect( created ).toEqual( [] );
	} );

	it( 'whenNeeded starts at once without IntersectionObserver', () => {
		const start = jest.fn();
		delete ( window as { IntersectionObserver?: unknown } )
			.IntersectionObserver;
		whenNeeded( document.createElement( 'div' ), start );
		expect( start ).toHaveBeenCalledTimes( 1 );
	} );
} );
