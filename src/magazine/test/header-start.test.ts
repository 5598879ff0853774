/**
 * The frame's behaviours (kiosk-magazine-header) read nothing of the
 * layout while their script runs (issue 43): on the cart such a read
 * forced the page's style and layout into the script's own task before
 * the first frame. What they need of it (the scroll position) is read in
 * the first frame's callback, before that frame's own layout.
 */
import { HEADER_BEHAVIOURS } from '../header';
import { initBehaviours } from '../start';
import { themeMarkup } from './theme-markup';

describe( 'the frame’s behaviours as they start', () => {
	it( 'read no layout until the first frame, then show the scroll-up link of a page loaded scrolled down', () => {
		themeMarkup(
			'<header data-kiosk-sticky-header><a href="/">Start</a></header><a class="kiosk-scroll-up" href="#top" data-kiosk-scroll-up>Nach oben</a>'
		);
		const reads: string[] = [];
		Object.defineProperty( window, 'scrollY', {
			get: () => {
				reads.push( 'scrollY' );
				return 3000;
			},
			configurable: true,
		} );
		const computed = jest
			.spyOn( window, 'getComputedStyle' )
			.mockImplementation( () => {
				reads.push( 'style' );
				return { top: '0px' } as CSSStyleDeclaration;
			} );
		const frames: FrameRequestCallback[] = [];
		const frame = jest
			.spyOn( window, 'requestAnimationFrame' )
			.mockImplementation( ( callback ) => frames.push( callback ) );
		const teardown = initBehaviours( HEADER_BEHAVIOURS );
		expect( reads ).toEqual( [] );
		const link = document.querySelector( '[data-kiosk-scroll-up]' )!;
		expect( link ).not.toHaveClass( 'is-visible' );

		frames.splice( 0 ).forEach( ( callback ) => callback( 16 ) );
		expect( reads ).toContain( 'scrollY' );
		expect( link ).toHaveClass( 'is-visible' );
		// The header's last position is the loaded one: a step down past
		// it hides it.
		const header = document.querySelector( 'header' )!;
		Object.defineProperty( window, 'scrollY', {
			value: 3100,
			configurable: true,
		} );
		window.dispatchEvent( new Event( 'scroll' ) );
		expect( header ).toHaveClass( 'is-hidden' );
		teardown();
		computed.mockRestore();
		frame.mockRestore();
		Object.defineProperty( window, 'scrollY', {
			value: 0,
			configurable: true,
		} );
	} );
} );
