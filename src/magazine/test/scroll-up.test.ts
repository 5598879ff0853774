import { init } from '../scroll-up';
import { SCROLL_UP_DURATION, SCROLL_UP_THRESHOLD } from '../constants';
import { themeMarkup } from './theme-markup';

function setScroll( y: number ) {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

function reducedMotion( matches: boolean ) {
	window.matchMedia = jest
		.fn()
		.mockReturnValue( { matches } ) as unknown as typeof window.matchMedia;
}

describe( 'scroll-up', () => {
	let scrollTo: jest.Mock;
	beforeEach( () => {
		jest.useFakeTimers();
		scrollTo = jest.fn( ( _x: number, y: number ) =>
			Object.defineProperty( window, 'scrollY', {
				value: y,
				configurable: true,
			} )
		);
		window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
		reducedMotion( false );
		themeMarkup(
			'<a class="kiosk-skip-link" href="#main">Zum Inhalt</a><a class="kiosk-scroll-up" href="#top" data-kiosk-scroll-up>Nach oben</a>'
		);
		setScroll( 0 );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'appears only after scrolling more than 1000 px', () => {
		const teardown = init( document );
		const link = document.querySelector( '[data-kiosk-scroll-up]' )!;
		expect( SCROLL_UP_THRESHOLD ).toBe( 1000 );
		setScroll( 1000 );
		expect( link ).not.toHaveClass( 'is-visible' );
		setScroll( 1001 );
		expect( link ).toHaveClass( 'is-visible' );
		setScroll( 200 );
		expect( link ).not.toHaveClass( 'is-visible' );
		teardown();
	} );

	it( 'scrolls to the top in 800 ms', () => {
		const teardown = init( document );
		setScroll( 3000 );
		(
			document.querySelector( '[data-kiosk-scroll-up]' ) as HTMLElement
		 ).click();
		jest.advanceTimersByTime( SCROLL_UP_DURATION / 2 );
		expect( window.scrollY ).toBeGreaterThan( 0 );
		expect( window.scrollY ).toBeLessThan( 3000 );
		jest.advanceTimersByTime( SCROLL_UP_DURATION / 2 + 50 );
		expect( SCROLL_UP_DURATION ).toBe( 800 );
		expect( scrollTo ).toHaveBeenLastCalledWith( 0, 0 );
		teardown();
	} );

	it( 'jumps instantly under reduced motion', () => {
		reducedMotion( true );
		const teardown = init( document );
		setScroll( 3000 );
		(
			document.querySelector( '[data-kiosk-scroll-up]' ) as HTMLElement
		 ).click();
		expect( scrollTo ).toHaveBeenCalledTimes( 1 );
		expect( scrollTo ).toHaveBeenCalledWith( 0, 0 );
		teardown();
	} );
} );
