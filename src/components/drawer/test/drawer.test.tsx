import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import { Drawer } from '..';

function Harness() {
	const [ open, setOpen ] = useState( false );
	return (
		<>
			<button onClick={ () => setOpen( true ) }>Öffnen</button>
			<Drawer
				isOpen={ open }
				onClose={ () => setOpen( false ) }
				title="Warenkorb"
			>
				<a href="/warenkorb/">Zum Warenkorb</a>
			</Drawer>
		</>
	);
}

describe( 'Drawer', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	const open = () => {
		render( <Harness /> );
		const opener = screen.getByRole( 'button', { name: 'Öffnen' } );
		opener.focus();
		fireEvent.click( opener );
		return opener;
	};

	it( 'opens as a modal dialog with focus inside', () => {
		open();
		const dialog = screen.getByRole( 'dialog', { name: 'Warenkorb' } );
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect( dialog ).toContainElement(
			document.activeElement as HTMLElement
		);
	} );

	it( 'closes on Escape, stays mounted 300 ms and returns focus', () => {
		const opener = open();
		fireEvent.keyDown( screen.getByRole( 'dialog' ), { key: 'Escape' } );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		act( () => jest.advanceTimersByTime( 300 ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( document.activeElement ).toBe( opener );
	} );

	it( 'marks the overlay settled once the open animation is over', () => {
		open();
		const overlay = screen.getByTestId( 'kiosk-drawer-overlay' );
		expect( overlay ).toHaveClass( 'is-open' );
		// jsdom runs no animations, so the drawer settles at once.
		expect( overlay ).toHaveClass( 'is-settled' );
		fireEvent.keyDown( screen.getByRole( 'dialog' ), { key: 'Escape' } );
		expect( overlay ).toHaveClass( 'is-closing' );
		expect( overlay ).not.toHaveClass( 'is-settled' );
	} );

	it( 'settles only after the last running animation has ended', () => {
		const running = [ { playState: 'running' } ];
		const proto = HTMLElement.prototype as unknown as {
			getAnimations?: () => unknown[];
		};
		proto.getAnimations = () => running;
		open();
		const overlay = screen.getByTestId( 'kiosk-drawer-overlay' );
		expect( overlay ).not.toHaveClass( 'is-settled' );
		running.length = 0;
		fireEvent.animationEnd( overlay );
		expect( overlay ).toHaveClass( 'is-settled' );
		delete proto.getAnimations;
	} );

	it( 'closes on a click on the overlay but not inside', () => {
		open();
		fireEvent.mouseDown( screen.getByRole( 'dialog' ) );
		fireEvent.mouseDown( screen.getByTestId( 'kiosk-drawer-overlay' ) );
		act( () => jest.advanceTimersByTime( 300 ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'returns focus to the opener after an overlay click', () => {
		const opener = open();
		// false: the press's default (focus moving to the body) is prevented.
		expect(
			fireEvent.mouseDown( screen.getByTestId( 'kiosk-drawer-overlay' ) )
		).toBe( false );
		expect( document.activeElement ).toBe( opener );
		act( () => jest.advanceTimersByTime( 300 ) );
		expect( document.activeElement ).toBe( opener );
	} );

	it( 'closes on its close button', () => {
		open();
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		act( () => jest.advanceTimersByTime( 300 ) );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'traps focus with Tab and Shift+Tab', () => {
		open();
		const close = screen.getByRole( 'button', { name: 'Close' } );
		const link = screen.getByRole( 'link' );
		link.focus();
		fireEvent.keyDown( link, { key: 'Tab' } );
		expect( document.activeElement ).toBe( close );
		fireEvent.keyDown( close, { key: 'Tab', shiftKey: true } );
		expect( document.activeElement ).toBe( link );
	} );
} );

describe( 'Drawer scroll lock', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'keeps the page behind from scrolling while open, and gives it back as it was', () => {
		document.documentElement.style.overflow = 'clip';
		render( <Harness /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Öffnen' } ) );
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		fireEvent.keyDown( screen.getByRole( 'dialog' ), { key: 'Escape' } );
		expect( document.documentElement.style.overflow ).toBe( 'clip' );
		document.documentElement.style.overflow = '';
	} );
} );
