import { withConsent } from '../consent';
import { themeMarkup } from './theme-markup';

const labels = {
	load: 'Karte laden',
	note: 'Daten gehen an OpenStreetMap.',
	remember: 'Merken',
};

function gated( attrs = '' ) {
	themeMarkup(
		`<div data-kiosk-map ${ attrs }><a class="kiosk-map__fallback" href="https://www.openstreetmap.org/">Adresse</a></div>`
	);
	const element =
		document.querySelector< HTMLElement >( '[data-kiosk-map]' )!;
	const allow = jest.fn();
	const teardown = withConsent( element, labels, allow );
	const button = element.querySelector< HTMLButtonElement >(
		'.kiosk-consent__load'
	)!;
	return { element, allow, teardown, button };
}

describe( 'consent gate', () => {
	beforeEach( () => window.localStorage.clear() );

	it( 'moves focus from the pressed "Karte laden" to the loaded container, focusable by script only', () => {
		const { element, allow, teardown, button } = gated();
		button.focus();
		button.click();
		expect( allow ).toHaveBeenCalledTimes( 1 );
		expect( element.querySelector( '.kiosk-consent' ) ).toBeNull();
		expect( element ).toHaveFocus();
		expect( element ).toHaveAttribute( 'tabindex', '-1' );
		teardown();
	} );

	it( 'keeps a tabindex the container already has', () => {
		const { element, teardown, button } = gated( 'tabindex="0"' );
		button.focus();
		button.click();
		expect( element ).toHaveFocus();
		expect( element ).toHaveAttribute( 'tabindex', '0' );
		teardown();
	} );
} );
