/**
 * Container width classes follow the element's own width, observed with the
 * ResizeObserver of the element's window (the editor's iframe).
 */
import { act, render } from '@testing-library/react';
import { useState } from '@wordpress/element';
import { containerWidthClass, useContainerWidthClass } from '..';

type Callback = (
	entries: Array< { contentRect: { width: number } } >
) => void;

function fakeObserver() {
	const observed: Element[] = [];
	let callback: Callback = () => undefined;
	class Fake {
		constructor( cb: Callback ) {
			callback = cb;
		}
		observe( el: Element ) {
			observed.push( el );
		}
		disconnect() {}
	}
	return {
		Fake,
		observed,
		resize: ( width: number ) => callback( [ { contentRect: { width } } ] ),
	};
}

function Probe( { container }: { container?: HTMLElement } ) {
	const [ element, setElement ] = useState< HTMLDivElement | null >( null );
	const width = useContainerWidthClass( element );
	return (
		<div
			ref={ ( el ) => {
				if ( el && container && el.parentElement !== container ) {
					container.appendChild( el );
				}
				setElement( el );
			} }
			data-testid="probe"
			className={ width }
		/>
	);
}

describe( 'container width', () => {
	it( 'maps widths onto the 400/520/700 classes', () => {
		expect( containerWidthClass( 701 ) ).toBe( 'is-large' );
		expect( containerWidthClass( 700 ) ).toBe( 'is-medium' );
		expect( containerWidthClass( 521 ) ).toBe( 'is-medium' );
		expect( containerWidthClass( 520 ) ).toBe( 'is-small' );
		expect( containerWidthClass( 400 ) ).toBe( 'is-mobile' );
	} );

	it( "observes with the ResizeObserver of the element's own window (the editor iframe)", () => {
		const iframe = document.createElement( 'iframe' );
		document.body.appendChild( iframe );
		const frameWindow = iframe.contentWindow as Window & typeof globalThis;
		const inner = fakeObserver();
		const outer = fakeObserver();
		( frameWindow as unknown as Record< string, unknown > ).ResizeObserver =
			inner.Fake;
		const previous = window.ResizeObserver;
		( window as unknown as Record< string, unknown > ).ResizeObserver =
			outer.Fake;
		try {
			const host = frameWindow.document.createElement( 'div' );
			frameWindow.document.body.appendChild( host );
			render( <Probe />, { container: host } );
			expect( inner.observed ).toHaveLength( 1 );
			expect( outer.observed ).toHaveLength( 0 );
			const probe = host.querySelector( '[data-testid=probe]' );
			act( () => inner.resize( 620 ) );
			expect( probe?.className ).toBe( 'is-medium' );
			act( () => inner.resize( 940 ) );
			expect( probe?.className ).toBe( 'is-large' );
		} finally {
			( window as unknown as Record< string, unknown > ).ResizeObserver =
				previous;
			iframe.remove();
		}
	} );
} );
