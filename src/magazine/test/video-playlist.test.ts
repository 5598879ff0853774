import { init } from '../video-playlist';
import { VIDEO_HEIGHT } from '../constants';
import { themeMarkup } from './theme-markup';

describe( 'video playlist', () => {
	beforeEach( () => {
		window.matchMedia = jest.fn().mockReturnValue( {
			matches: false,
		} ) as unknown as typeof window.matchMedia;
		themeMarkup( `<section data-kiosk-video-playlist><iframe class="kiosk-video-playlist__frame" src="/v.html?v=1" title="Video: Eins"></iframe><ol>
<li><a class="kiosk-video-playlist__item" href="/v.html?v=1" data-kiosk-video-src="/v.html?v=1" data-kiosk-video-title="Video: Eins" aria-current="true">Eins</a></li>
<li><a class="kiosk-video-playlist__item" href="/v.html?v=2" data-kiosk-video-src="/v.html?v=2" data-kiosk-video-title="Video: Zwei">Zwei</a></li></ol></section>` );
	} );

	it( 'keeps the iframe at height 434', () => {
		const teardown = init( document );
		expect( VIDEO_HEIGHT ).toBe( 434 );
		expect( document.querySelector( 'iframe' ) ).toHaveAttribute(
			'height',
			'434'
		);
		teardown();
	} );

	it( 'swaps the video on selection and marks the current item', () => {
		const teardown = init( document );
		const second = document.querySelectorAll< HTMLAnchorElement >(
			'.kiosk-video-playlist__item'
		)[ 1 ];
		const notPrevented = second.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);
		expect( notPrevented ).toBe( false );
		const frame = document.querySelector( 'iframe' )!;
		expect( frame.getAttribute( 'src' ) ).toBe( '/v.html?v=2&autoplay=1' );
		expect( frame.title ).toBe( 'Video: Zwei' );
		expect( second ).toHaveAttribute( 'aria-current', 'true' );
		expect(
			document.querySelector( '.kiosk-video-playlist__item' )
		).not.toHaveAttribute( 'aria-current' );
		teardown();
	} );

	it( 'does not autoplay under reduced motion', () => {
		window.matchMedia = jest.fn().mockReturnValue( {
			matches: true,
		} ) as unknown as typeof window.matchMedia;
		const teardown = init( document );
		document
			.querySelectorAll< HTMLAnchorElement >(
				'.kiosk-video-playlist__item'
			)[ 1 ]
			.click();
		expect(
			document.querySelector( 'iframe' )!.getAttribute( 'src' )
		).toBe( '/v.html?v=2' );
		teardown();
	} );
} );

describe( 'video playlist behind the consent gate', () => {
	const markup = `<section data-kiosk-video-playlist><div class="kiosk-video-playlist__player" data-kiosk-video-src="https://www.youtube-nocookie.com/embed/eins" data-kiosk-video-title="Video: Eins" data-consent-load="Video laden" data-consent-note="Daten gehen an YouTube." data-consent-remember="Merken"><a href="https://www.youtube.com/watch?v=eins">Video ansehen</a></div><ol>
<li><a class="kiosk-video-playlist__item" href="https://www.youtube.com/watch?v=zwei" data-kiosk-video-src="https://www.youtube-nocookie.com/embed/zwei" data-kiosk-video-title="Video: Zwei">Zwei</a></li></ol></section>`;
	beforeEach( () => {
		window.matchMedia = jest.fn().mockReturnValue( {
			matches: false,
		} ) as unknown as typeof window.matchMedia;
		window.localStorage.clear();
		themeMarkup( markup );
	} );

	it( 'loads no embed until the reader clicks "Video laden", then the one they chose', () => {
		const teardown = init( document );
		expect( document.querySelector( 'iframe' ) ).toBeNull();
		(
			document.querySelector(
				'.kiosk-video-playlist__item'
			) as HTMLElement
		 ).click();
		expect( document.querySelector( 'iframe' ) ).toBeNull();
		(
			document.querySelector( '.kiosk-consent__load' ) as HTMLElement
		 ).click();
		const frame = document.querySelector( 'iframe' )!;
		expect( frame.getAttribute( 'src' ) ).toBe(
			'https://www.youtube-nocookie.com/embed/zwei?autoplay=1'
		);
		expect( frame.getAttribute( 'height' ) ).toBe( '434' );
		expect(
			window.localStorage.getItem( 'kiosk-external-media' )
		).toBeNull();
		teardown();
	} );

	it( 'moves focus from "Video laden" to the player that now holds the video', () => {
		const teardown = init( document );
		const load = document.querySelector(
			'.kiosk-consent__load'
		) as HTMLElement;
		load.focus();
		load.click();
		const player = document.querySelector(
			'.kiosk-video-playlist__player'
		) as HTMLElement;
		expect( player.querySelector( 'iframe' ) ).not.toBeNull();
		expect( player ).toHaveFocus();
		expect( player ).toHaveAttribute( 'tabindex', '-1' );
		teardown();
	} );

	it( 'remembers the choice when asked, and then loads at once', () => {
		let teardown = init( document );
		(
			document.querySelector( '.kiosk-consent input' ) as HTMLInputElement
		 ).click();
		(
			document.querySelector( '.kiosk-consent__load' ) as HTMLElement
		 ).click();
		expect( window.localStorage.getItem( 'kiosk-external-media' ) ).toBe(
			'allow'
		);
		teardown();
		themeMarkup( markup );
		teardown = init( document );
		expect( document.querySelector( '.kiosk-consent' ) ).toBeNull();
		expect(
			document.querySelector( 'iframe' )!.getAttribute( 'src' )
		).toBe( 'https://www.youtube-nocookie.com/embed/eins' );
		teardown();
	} );
} );
