/**
 * Issue 45: behaviours act only on markup the theme rendered (mark.ts).
 * The same `data-kiosk-*` markup in a post's content, which WordPress lets
 * a Contributor keep, is left as it is: no map, no embed, no fetch, no
 * click taken over.
 */
import { MAGAZINE_BEHAVIOURS } from '../behaviours';
import { MARK_ATTRIBUTE } from '../mark';
import { initBehaviours } from '../start';
import { TEST_MARK, themeMarkup } from './theme-markup';

const POST = `<div class="kiosk-article__content">
<div data-kiosk-map data-longitude="13.4" data-latitude="52.5" data-tile-url="/x.webp?{z}/{x}/{y}" data-tile-attribution="&lt;img src=x onerror=window.__pwn=1&gt;"></div>
<section data-kiosk-video-playlist><div class="kiosk-video-playlist__player"></div><ol><li><a class="kiosk-video-playlist__item" href="#v" data-kiosk-video-src="javascript:window.__pwn=1">V</a></li></ol></section>
<section data-kiosk-ticker><a class="kiosk-ticker__popup" href="#t" data-kiosk-fragment="/wp-admin/admin-ajax.php?action=kiosk_ticker_popup&amp;post=1">T</a></section>
<section data-kiosk-tabs><div role="tablist"><button role="tab" id="t1" aria-controls="p1" aria-selected="true">A</button><button role="tab" id="t2" aria-controls="p2" aria-selected="false">B</button></div><div role="tabpanel" id="p1">1</div><div role="tabpanel" id="p2">2</div></section>
<a data-kiosk-share="x" href="#s">S</a>
<a data-kiosk-lightbox href="#l">L</a>
</div>`;

/** The post's markup with a mark of its own (a guess, or none). */
function post( mark?: string ) {
	document.documentElement.setAttribute( MARK_ATTRIBUTE, TEST_MARK );
	document.body.innerHTML = POST;
	if ( mark !== undefined ) {
		document.body
			.querySelectorAll(
				'[data-kiosk-map], [data-kiosk-video-playlist], [data-kiosk-ticker], [data-kiosk-tabs], [data-kiosk-share], [data-kiosk-lightbox]'
			)
			.forEach( ( element ) =>
				element.setAttribute( MARK_ATTRIBUTE, mark )
			);
	}
}

/** Clicks every link; returns how many clicks a behaviour took over. */
function clickAll(): number {
	return Array.from( document.querySelectorAll( 'a' ) ).filter(
		( link ) =>
			! link.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			)
	).length;
}

describe( 'data-kiosk-* markup in post content', () => {
	beforeEach( () => {
		window.matchMedia = jest
			.fn()
			.mockReturnValue( { matches: false } ) as never;
		global.fetch = jest.fn();
		window.open = jest.fn();
	} );

	it.each( [
		[ 'without a mark', undefined ],
		[ 'with a guessed mark', 'ffffffffffffffffffffffffffffffff' ],
		[ 'with an empty mark', '' ],
	] )( 'is left alone %s', ( _name, mark ) => {
		post( mark );
		const before = document.body.innerHTML;
		const teardown = initBehaviours( MAGAZINE_BEHAVIOURS );
		expect( clickAll() ).toBe( 0 );
		document.getElementById( 't2' )!.click();
		expect( document.body.innerHTML ).toBe( before );
		expect( document.querySelector( 'iframe' ) ).toBeNull();
		expect( global.fetch ).not.toHaveBeenCalled();
		expect( window.open ).not.toHaveBeenCalled();
		teardown();
	} );

	it( 'binds nothing when <html> carries no mark, even to marked roots', () => {
		themeMarkup(
			`<section data-kiosk-tabs><div role="tablist"><button role="tab" id="t1" aria-controls="p1" aria-selected="true">A</button><button role="tab" id="t2" aria-controls="p2" aria-selected="false">B</button></div><div role="tabpanel" id="p1">1</div><div role="tabpanel" id="p2">2</div></section>`
		);
		document.documentElement.removeAttribute( MARK_ATTRIBUTE );
		const selected = () =>
			document.getElementById( 't2' )!.getAttribute( 'aria-selected' );
		const teardown = initBehaviours( MAGAZINE_BEHAVIOURS );
		document.getElementById( 't2' )!.click();
		expect( selected() ).toBe( 'false' );
		teardown();
		// The same markup with the page's mark on <html> is enhanced.
		document.documentElement.setAttribute( MARK_ATTRIBUTE, TEST_MARK );
		const again = initBehaviours( MAGAZINE_BEHAVIOURS );
		document.getElementById( 't2' )!.click();
		expect( selected() ).toBe( 'true' );
		again();
	} );
} );
