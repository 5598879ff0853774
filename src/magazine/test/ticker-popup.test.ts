import { init } from '../ticker-popup';
import { themeMarkup } from './theme-markup';

function markup() {
	themeMarkup(
		`<section data-kiosk-ticker data-label-close="Schließen" data-label-error-title="Hoppla!" data-label-error="Beim Laden des Inhalts ist ein Fehler aufgetreten."><ul><li><a class="kiosk-ticker__popup" href="/artikel/" data-kiosk-fragment="/wp-admin/admin-ajax.php?action=kiosk_ticker_popup&amp;post=1">Vorschau</a></li></ul></section>`
	);
	return document.querySelector< HTMLAnchorElement >( 'a' )!;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'ticker popup', () => {
	beforeAll( () => {
		HTMLDialogElement.prototype.showModal = function (
			this: HTMLDialogElement
		) {
			this.setAttribute( 'open', '' );
		};
		HTMLDialogElement.prototype.close = function (
			this: HTMLDialogElement
		) {
			this.removeAttribute( 'open' );
			this.dispatchEvent( new Event( 'close' ) );
		};
	} );

	it( 'loads the article fragment by AJAX into a dialog', async () => {
		const link = markup();
		global.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			status: 200,
			text: () =>
				Promise.resolve(
					'<article><h2 id="kiosk-popup-title">Titel</h2></article>'
				),
		} );
		const teardown = init( document );
		const notPrevented = link.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);
		expect( notPrevented ).toBe( false );
		expect( global.fetch ).toHaveBeenCalledWith(
			'/wp-admin/admin-ajax.php?action=kiosk_ticker_popup&post=1',
			expect.objectContaining( { credentials: 'same-origin' } )
		);
		await flush();
		const dialog = document.querySelector( 'dialog.kiosk-popup' )!;
		expect( dialog ).toHaveAttribute( 'open' );
		expect( dialog ).toHaveAttribute(
			'aria-labelledby',
			'kiosk-popup-title'
		);
		expect( dialog.querySelector( 'h2' ) ).toHaveTextContent( 'Titel' );
		(
			dialog.querySelector( '.kiosk-popup__close' ) as HTMLElement
		 ).click();
		expect( dialog ).not.toHaveAttribute( 'open' );
		expect( link ).toHaveFocus();
		teardown();
		expect( document.querySelector( 'dialog' ) ).toBeNull();
	} );

	it( 'shows the German error when the fragment cannot load', async () => {
		const link = markup();
		global.fetch = jest.fn().mockResolvedValue( {
			ok: false,
			status: 404,
			text: () => Promise.resolve( '0' ),
		} );
		const teardown = init( document );
		link.click();
		await flush();
		await flush();
		const dialog = document.querySelector( 'dialog' )!;
		expect( dialog.querySelector( 'h2' ) ).toHaveTextContent( 'Hoppla!' );
		expect( dialog ).toHaveTextContent(
			'Beim Laden des Inhalts ist ein Fehler aufgetreten.'
		);
		teardown();
	} );

	it( 'puts the fragment in through DOMPurify, cut to the fragment tags', async () => {
		const link = markup();
		global.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			status: 200,
			text: () =>
				Promise.resolve(
					'<article class="kiosk-fragment"><h2 id="kiosk-popup-title"><a href="javascript:window.__pwn=1">Titel</a></h2><img src="x" onerror="window.__pwn=1" alt="Bild"><script>window.__pwn=1</script><iframe src="/x"></iframe><p>Text</p></article>'
				),
		} );
		const teardown = init( document );
		link.click();
		await flush();
		await flush();
		const body = document.querySelector( '.kiosk-popup__body' )!;
		expect( body.querySelector( 'h2' ) ).toHaveTextContent( 'Titel' );
		expect( body.querySelector( 'a' ) ).not.toHaveAttribute( 'href' );
		expect( body.querySelector( 'img' ) ).toHaveAttribute( 'alt', 'Bild' );
		expect( body.querySelector( 'img' ) ).not.toHaveAttribute( 'onerror' );
		expect( body.querySelector( 'script, iframe' ) ).toBeNull();
		expect( body ).toHaveTextContent( 'Text' );
		teardown();
	} );

	it( 'fetches nothing from another origin or a data: address; the link stays a link', () => {
		for ( const fragment of [
			'data:text/html,<img src=x onerror=alert(1)>',
			'https://evil.example/fragment',
			'javascript:alert(1)',
		] ) {
			const link = markup();
			link.setAttribute( 'data-kiosk-fragment', fragment );
			global.fetch = jest.fn();
			const teardown = init( document );
			const notPrevented = link.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			);
			expect( notPrevented ).toBe( true );
			expect( global.fetch ).not.toHaveBeenCalled();
			teardown();
		}
	} );
} );
