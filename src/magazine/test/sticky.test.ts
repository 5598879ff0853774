import { init as initHeader } from '../sticky-header';
import {
	init as initSidebar,
	stickyOffset,
	stickyTop,
} from '../sticky-sidebar';
import { HEADER_Z_INDEX, SIDEBAR_EXTRA_TOP } from '../constants';
import { themeMarkup } from './theme-markup';

function scroll( y: number ) {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

function height( element: Element, h: number ) {
	element.getBoundingClientRect = () => ( { height: h } ) as DOMRect;
	Object.defineProperty( element, 'offsetHeight', {
		value: h,
		configurable: true,
	} );
}

describe( 'sticky header', () => {
	beforeEach( () => {
		scroll( 0 );
		themeMarkup(
			'<div id="wpadminbar"></div><header data-kiosk-sticky-header><a href="/">Start</a></header>'
		);
		height( document.getElementById( 'wpadminbar' )!, 32 );
		height( document.querySelector( 'header' )!, 60 );
	} );

	it( 'sits at z-index 999 and leaves the toolbar offset to the stylesheet', () => {
		const teardown = initHeader( document );
		const header = document.querySelector( 'header' )!;
		expect( HEADER_Z_INDEX ).toBe( 999 );
		expect( header.style.zIndex ).toBe( '999' );
		// An inline top would pin the load-time toolbar height and beat
		// the media queries (46 px at ≤ 782 px, 0 at ≤ 600 px).
		expect( header.style.top ).toBe( '' );
		teardown();
	} );

	it( "hides only past the header plus the stylesheet's current offset, re-read on resize", () => {
		const style = document.createElement( 'style' );
		style.textContent = 'header { top: 46px; }';
		document.head.append( style );
		const teardown = initHeader( document );
		const header = document.querySelector( 'header' )!;
		scroll( 50 );
		scroll( 100 );
		// 100 < 60 (header) + 46 (toolbar): still in reach.
		expect( header ).not.toHaveClass( 'is-hidden' );
		scroll( 0 );
		// Narrower than 600 px: the toolbar scrolls away, the offset is 0.
		style.textContent = 'header { top: 0; }';
		window.dispatchEvent( new Event( 'resize' ) );
		scroll( 50 );
		scroll( 100 );
		expect( header ).toHaveClass( 'is-hidden' );
		teardown();
		style.remove();
	} );

	it( 'hides while scrolling down past it and shows on scroll up or focus', () => {
		const teardown = initHeader( document );
		const header = document.querySelector( 'header' )!;
		scroll( 50 );
		expect( header ).not.toHaveClass( 'is-hidden' );
		scroll( 400 );
		expect( header ).toHaveClass( 'is-hidden' );
		scroll( 300 );
		expect( header ).not.toHaveClass( 'is-hidden' );
		scroll( 600 );
		expect( header ).toHaveClass( 'is-hidden' );
		header.querySelector( 'a' )!.focus();
		expect( header ).not.toHaveClass( 'is-hidden' );
		teardown();
	} );

	/** The header, hidden by scrolling down past it. */
	function hiddenHeader() {
		const teardown = initHeader( document );
		const header = document.querySelector( 'header' )!;
		scroll( 400 );
		scroll( 800 );
		expect( header ).toHaveClass( 'is-hidden' );
		return { header, teardown };
	}

	const cartUpdated = ( detail: Record< string, unknown > ) =>
		document.body.dispatchEvent(
			new CustomEvent( 'kiosk-cart-updated', { detail } )
		);

	it( 'shows when the cart changes, so the new count is in sight', () => {
		const { header, teardown } = hiddenHeader();
		cartUpdated( { itemsCount: 1 } );
		expect( header ).not.toHaveClass( 'is-hidden' );
		teardown();
		header.classList.add( 'is-hidden' );
		document.body.dispatchEvent( new CustomEvent( 'kiosk-cart-updated' ) );
		expect( header ).toHaveClass( 'is-hidden' );
	} );

	it( 'stays hidden for a cart answer that left the count as it was', () => {
		const { header, teardown } = hiddenHeader();
		// The checkout's address push: same count, `changed: false`.
		cartUpdated( { itemsCount: 1, changed: false } );
		expect( header ).toHaveClass( 'is-hidden' );
		cartUpdated( { itemsCount: 2, changed: true } );
		expect( header ).not.toHaveClass( 'is-hidden' );
		teardown();
	} );
} );

describe( 'sticky sidebar', () => {
	it( 'sticks below header and toolbar with 40 px extra margin', () => {
		themeMarkup(
			'<div id="wpadminbar"></div><header data-kiosk-sticky-header></header><div data-kiosk-sticky-sidebar></div>'
		);
		height( document.getElementById( 'wpadminbar' )!, 32 );
		height( document.querySelector( 'header' )!, 60 );
		height( document.querySelector( '[data-kiosk-sticky-sidebar]' )!, 300 );
		Object.defineProperty( window, 'innerHeight', {
			value: 800,
			configurable: true,
		} );
		const teardown = initSidebar( document );
		expect( SIDEBAR_EXTRA_TOP ).toBe( 40 );
		expect( stickyTop() ).toBe( 132 );
		const sidebar = document.querySelector< HTMLElement >(
			'[data-kiosk-sticky-sidebar]'
		)!;
		expect( sidebar.style.top ).toBe( '132px' );
		expect( sidebar ).not.toHaveClass( 'is-static' );
		teardown();
	} );

	it( 'a sidebar taller than the window sticks by its end, so the part that fits stays in view', () => {
		themeMarkup( '<div data-kiosk-sticky-sidebar></div>' );
		height(
			document.querySelector( '[data-kiosk-sticky-sidebar]' )!,
			2000
		);
		Object.defineProperty( window, 'innerHeight', {
			value: 800,
			configurable: true,
		} );
		const teardown = initSidebar( document );
		const sidebar = document.querySelector< HTMLElement >(
			'[data-kiosk-sticky-sidebar]'
		)!;
		// 800 - 2000 - 16: its last 784 px stay in the window.
		expect( sidebar.style.top ).toBe( '-1216px' );
		expect( sidebar ).not.toHaveClass( 'is-static' );
		expect( sidebar ).toHaveClass( 'is-tall' );
		teardown();
	} );

	it( 'reads no layout while the script runs where a ResizeObserver measures it after the first layout', () => {
		themeMarkup(
			'<header data-kiosk-sticky-header></header><div data-kiosk-sticky-sidebar></div>'
		);
		height( document.querySelector( 'header' )!, 60 );
		const sidebar = document.querySelector< HTMLElement >(
			'[data-kiosk-sticky-sidebar]'
		)!;
		height( sidebar, 300 );
		const reads = jest.spyOn( sidebar, 'getBoundingClientRect' );
		Object.defineProperty( window, 'innerHeight', {
			value: 800,
			configurable: true,
		} );
		let measure: () => void = () => undefined;
		const disconnect = jest.fn();
		window.ResizeObserver = jest.fn( ( callback: () => void ) => {
			measure = callback;
			return { observe: jest.fn(), disconnect };
		} ) as never;
		try {
			const teardown = initSidebar( document );
			expect( reads ).not.toHaveBeenCalled();
			expect( sidebar.style.top ).toBe( '' );
			measure(); // the observer's first call, after the frame's layout
			expect( sidebar.style.top ).toBe( '100px' );
			teardown();
			expect( disconnect ).toHaveBeenCalled();
		} finally {
			delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
		}
	} );

	it( 'reads every height before it writes the offset, so an update forces no second layout', () => {
		themeMarkup(
			'<header data-kiosk-sticky-header></header><div data-kiosk-sticky-sidebar></div>'
		);
		const header = document.querySelector( 'header' )!;
		const sidebar = document.querySelector< HTMLElement >(
			'[data-kiosk-sticky-sidebar]'
		)!;
		const order: string[] = [];
		header.getBoundingClientRect = () => {
			order.push( 'read header' );
			return { height: 60 } as DOMRect;
		};
		sidebar.getBoundingClientRect = () => {
			order.push( 'read sidebar' );
			return { height: 2000 } as DOMRect;
		};
		const style = sidebar.style;
		const setTop = Object.getOwnPropertyDescriptor(
			Object.getPrototypeOf( style ),
			'top'
		);
		Object.defineProperty( style, 'top', {
			configurable: true,
			get: () => setTop?.get?.call( style ),
			set: ( value: string ) => {
				order.push( 'write top' );
				setTop?.set?.call( style, value );
			},
		} );
		Object.defineProperty( window, 'innerHeight', {
			value: 800,
			configurable: true,
		} );
		const teardown = initSidebar( document );
		const written = order.indexOf( 'write top' );
		expect( written ).toBeGreaterThan( 0 );
		expect( order.slice( written + 1 ) ).toEqual( [] );
		expect( sidebar ).toHaveClass( 'is-tall' );
		teardown();
	} );

	it( 'works the offset out from the heights', () => {
		expect( stickyOffset( 300, 800, 132 ) ).toBe( 132 );
		expect( stickyOffset( 700, 800, 132 ) ).toBe( 84 );
		expect( stickyOffset( 2000, 900, 96 ) ).toBe( -1116 );
	} );
} );
