import { init } from '../menu';
import { MOBILE_BREAKPOINT, MOBILE_MENU_OFFSET } from '../constants';
import { themeMarkup } from './theme-markup';

function markup() {
	themeMarkup( `<button data-kiosk-menu-toggle aria-controls="kiosk-primary-menu" aria-expanded="false">Menü</button>
<nav class="kiosk-menu" id="kiosk-primary-menu" data-kiosk-menu><ul>
<li class="kiosk-menu__item"><a href="/">Startseite</a></li>
<li class="kiosk-menu__item kiosk-menu__item--has-children" data-kiosk-submenu-parent><a href="/kategorie/politik/">Ressorts</a><button class="kiosk-menu__submenu-toggle" aria-expanded="false" aria-controls="sub">Untermenü</button><ul class="kiosk-menu__submenu" id="sub"><li><a href="/kategorie/sport/">Sport</a></li></ul></li>
</ul></nav><p id="outside">x</p>` );
	return {
		toggle: document.querySelector(
			'[data-kiosk-menu-toggle]'
		) as HTMLButtonElement,
		nav: document.querySelector( 'nav' ) as HTMLElement,
		parent: document.querySelector(
			'[data-kiosk-submenu-parent]'
		) as HTMLElement,
		parentLink: document.querySelector(
			'[data-kiosk-submenu-parent] > a'
		) as HTMLAnchorElement,
		subToggle: document.querySelector(
			'.kiosk-menu__submenu-toggle'
		) as HTMLButtonElement,
	};
}

function width( px: number, height = 700 ) {
	Object.defineProperty( window, 'innerWidth', {
		value: px,
		configurable: true,
	} );
	Object.defineProperty( window, 'innerHeight', {
		value: height,
		configurable: true,
	} );
}

function click( element: HTMLElement ): boolean {
	return element.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true } )
	);
}

describe( 'primary menu', () => {
	it( 'toggles the mobile menu with aria-expanded and caps its height at window height − 88 px', () => {
		width( 375, 667 );
		const { toggle, nav } = markup();
		const teardown = init( document );
		toggle.click();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( nav ).toHaveClass( 'is-open' );
		expect( MOBILE_MENU_OFFSET ).toBe( 88 );
		expect( nav.style.maxHeight ).toBe( '579px' );
		width( 375, 500 );
		window.dispatchEvent( new Event( 'resize' ) );
		expect( nav.style.maxHeight ).toBe( '412px' );
		toggle.click();
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( nav ).not.toHaveClass( 'is-open' );
		teardown();
	} );

	it( 'at 768 px and below, the first tap on a parent opens its submenu, the second follows the link', () => {
		width( MOBILE_BREAKPOINT );
		const { parent, parentLink, subToggle } = markup();
		const teardown = init( document );
		expect( click( parentLink ) ).toBe( false );
		expect( parent ).toHaveClass( 'is-open' );
		expect( subToggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( click( parentLink ) ).toBe( true );
		teardown();
	} );

	it( 'above 768 px a tap on a parent follows the link', () => {
		width( MOBILE_BREAKPOINT + 1 );
		const { parent, parentLink } = markup();
		const teardown = init( document );
		expect( click( parentLink ) ).toBe( true );
		expect( parent ).not.toHaveClass( 'is-open' );
		teardown();
	} );

	it( 'opens a submenu with its button and closes it with Escape, focus back on the parent link', () => {
		width( 1200 );
		const { parent, parentLink, subToggle } = markup();
		const teardown = init( document );
		subToggle.click();
		expect( subToggle ).toHaveAttribute( 'aria-expanded', 'true' );
		( document.querySelector( '#sub a' ) as HTMLElement ).focus();
		document.activeElement!.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( parent ).not.toHaveClass( 'is-open' );
		expect( parentLink ).toHaveFocus();
		teardown();
	} );

	it( 'on a desktop, Escape hides a submenu shown by focus until focus leaves its parent', () => {
		width( 1200 );
		const { parent, parentLink, subToggle } = markup();
		const teardown = init( document );
		const sport = document.querySelector( '#sub a' ) as HTMLElement;
		sport.focus();
		document.activeElement!.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( parent ).toHaveClass( 'is-dismissed' );
		expect( parentLink ).toHaveFocus();
		// Focus on the parent link keeps it dismissed; leaving lets it show again.
		parentLink.dispatchEvent(
			new FocusEvent( 'focusout', {
				bubbles: true,
				relatedTarget: document.getElementById( 'outside' ),
			} )
		);
		expect( parent ).not.toHaveClass( 'is-dismissed' );
		// Dismissed again, its button opens it.
		parentLink.focus();
		document.activeElement!.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( parent ).toHaveClass( 'is-dismissed' );
		subToggle.click();
		expect( parent ).not.toHaveClass( 'is-dismissed' );
		expect( parent ).toHaveClass( 'is-open' );
		teardown();
	} );

	it( 'on a phone, Escape dismisses nothing that hover or focus shows', () => {
		width( 375, 667 );
		const { parent, parentLink } = markup();
		const teardown = init( document );
		parentLink.focus();
		document.activeElement!.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( parent ).not.toHaveClass( 'is-dismissed' );
		teardown();
	} );

	it( 'closes the open mobile menu on a click outside it, but not on its toggle or inside', () => {
		width( 375, 667 );
		const { toggle, nav, parentLink } = markup();
		const teardown = init( document );
		toggle.click();
		expect( nav ).toHaveClass( 'is-open' );
		click( parentLink );
		expect( nav ).toHaveClass( 'is-open' );
		document.getElementById( 'outside' )!.click();
		expect( nav ).not.toHaveClass( 'is-open' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		teardown();
	} );

	it( 'closes the open mobile menu when focus leaves it, not when it goes back to the toggle', () => {
		width( 375, 667 );
		const { toggle, nav, parentLink } = markup();
		const outside = document.createElement( 'a' );
		outside.href = '/impressum/';
		document.body.append( outside );
		const teardown = init( document );
		toggle.click();
		parentLink.focus();
		toggle.focus();
		expect( nav ).toHaveClass( 'is-open' );
		parentLink.focus();
		( document.querySelector( '#sub a' ) as HTMLElement ).focus();
		expect( nav ).toHaveClass( 'is-open' );
		outside.focus();
		expect( nav ).not.toHaveClass( 'is-open' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		teardown();
	} );

	it( 'closes open submenus on a click outside', () => {
		width( 1200 );
		const { parent, subToggle } = markup();
		const teardown = init( document );
		subToggle.click();
		document.getElementById( 'outside' )!.click();
		expect( parent ).not.toHaveClass( 'is-open' );
		teardown();
	} );
} );
