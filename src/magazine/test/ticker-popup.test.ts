import { init } from '../ticker-popup';

function markup() {
	document.body.innerHTML = `<section data-kiosk-ticker data-label-close="Schließen" data-label-error-title="Hoppla!" data-label-error="Beim Laden des Inhalts ist ein Fehler aufgetreten."><ul><li><a class="kiosk-ticker__popup" href="/artikel/" data-kiosk-fragment="/wp-admin/admin-ajax.php?action=kiosk_ticker_popup&amp;post=1">Vorschau</a></li></ul></section>`;
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
} );
