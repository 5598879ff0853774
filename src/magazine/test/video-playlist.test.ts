import { init } from '../video-playlist';
import { VIDEO_HEIGHT } from '../constants';

describe( 'video playlist', () => {
	beforeEach( () => {
		window.matchMedia = jest.fn().mockReturnValue( {
			matches: false,
		} ) as unknown as typeof window.matchMedia;
		document.body.innerHTML = `<section data-kiosk-video-playlist><iframe class="kiosk-video-playlist__frame" src="/v.html?v=1" title="Video: Eins"></iframe><ol>
<li><a class="kiosk-video-playlist__item" href="/v.html?v=1" data-kiosk-video-src="/v.html?v=1" data-kiosk-video-title="Video: Eins" aria-current="true">Eins</a></li>
<li><a class="kiosk-video-playlist__item" href="/v.html?v=2" data-kiosk-video-src="/v.html?v=2" data-kiosk-video-title="Video: Zwei">Zwei</a></li></ol></section>`;
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
