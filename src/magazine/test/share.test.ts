import { init, popupFeatures } from '../share';
import { SHARE_POPUP } from '../constants';
import { themeMarkup } from './theme-markup';

describe( 'share buttons', () => {
	beforeEach( () => {
		themeMarkup( `<ul><li><a data-kiosk-share="facebook" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkiosk.example%2Fa%2F" target="_blank">Facebook</a></li>
<li><a data-kiosk-share="twitter" href="https://twitter.com/intent/tweet?url=u&amp;text=Titel" target="_blank">X</a></li>
<li><a data-kiosk-share="pinterest" href="https://pinterest.com/pin/create/button/?url=u&amp;description=Titel" target="_blank">Pinterest</a></li></ul>` );
	} );

	it( 'opens a 600×350 popup with the share URL (page URL and title)', () => {
		const popup = { opener: {} };
		const open = jest
			.spyOn(
				window as unknown as { open: ( ...a: unknown[] ) => unknown },
				'open'
			)
			.mockReturnValue( popup as unknown as Window );
		const teardown = init( document );
		for ( const link of Array.from(
			document.querySelectorAll< HTMLAnchorElement >( 'a' )
		) ) {
			const notPrevented = link.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			);
			expect( notPrevented ).toBe( false );
			expect( open ).toHaveBeenLastCalledWith(
				link.href,
				`kiosk-share-${ link.dataset.kioskShare }`,
				expect.stringContaining( 'width=600,height=350' )
			);
		}
		expect( SHARE_POPUP ).toEqual( { width: 600, height: 350 } );
		expect( popup.opener ).toBeNull();
		teardown();
		open.mockRestore();
	} );

	it( 'lets the link open a new tab when popups are blocked', () => {
		const open = jest
			.spyOn(
				window as unknown as { open: ( ...a: unknown[] ) => unknown },
				'open'
			)
			.mockReturnValue( null );
		const teardown = init( document );
		const notPrevented = document
			.querySelector( 'a' )!
			.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			);
		expect( notPrevented ).toBe( true );
		teardown();
		open.mockRestore();
	} );

	it( 'centres the popup', () => {
		expect( popupFeatures() ).toMatch(
			/^popup=yes,width=600,height=350,left=\d+,top=\d+/
		);
	} );
} );
