import { init } from '../search';
import { SEARCH_FOCUS_DELAY } from '../constants';
import { themeMarkup } from './theme-markup';

function markup() {
	themeMarkup(
		`<div class="kiosk-search" data-kiosk-search><button class="kiosk-search__toggle" type="button" aria-expanded="false">Suche öffnen</button><form class="kiosk-search__form"><input class="kiosk-search__input" type="search" name="s"></form></div><p id="outside">Draußen</p>`
	);
	return {
		box: document.querySelector( '[data-kiosk-search]' ) as HTMLElement,
		toggle: document.querySelector( 'button' ) as HTMLButtonElement,
		input: document.querySelector( 'input' ) as HTMLInputElement,
	};
}

describe( 'header search', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'opens on the icon and moves focus into the field after 200 ms', () => {
		const { box, toggle, input } = markup();
		const teardown = init( document );
		toggle.click();
		expect( box ).toHaveClass( 'is-open' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		jest.advanceTimersByTime( SEARCH_FOCUS_DELAY - 1 );
		expect( input ).not.toHaveFocus();
		jest.advanceTimersByTime( 1 );
		expect( SEARCH_FOCUS_DELAY ).toBe( 200 );
		expect( input ).toHaveFocus();
		teardown();
	} );

	it( 'closes on Escape and returns focus to the icon', () => {
		const { box, toggle } = markup();
		const teardown = init( document );
		toggle.click();
		jest.advanceTimersByTime( 200 );
		document.activeElement!.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( box ).not.toHaveClass( 'is-open' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( toggle ).toHaveFocus();
		teardown();
	} );

	it( 'closes on a click outside but not on a click inside', () => {
		const { box, toggle, input } = markup();
		const teardown = init( document );
		toggle.click();
		input.click();
		expect( box ).toHaveClass( 'is-open' );
		document.getElementById( 'outside' )!.click();
		expect( box ).not.toHaveClass( 'is-open' );
		teardown();
	} );

	it( 'toggles closed on a second press and cancels the pending focus', () => {
		const { box, toggle, input } = markup();
		const teardown = init( document );
		toggle.click();
		toggle.click();
		jest.advanceTimersByTime( 500 );
		expect( box ).not.toHaveClass( 'is-open' );
		expect( input ).not.toHaveFocus();
		teardown();
	} );

	it( 'removes its listeners on teardown', () => {
		const { box, toggle } = markup();
		init( document )();
		toggle.click();
		expect( box ).not.toHaveClass( 'is-open' );
	} );
} );
