/**
 * Container width classes follow the element's own width, observed with the
 * ResizeObserver of the element's window (the editor's iframe).
 */
import { act, render } from '@testing-library/react';
import {
	ContainerWidthContext,
	containerWidthClass,
	useContainerWidth,
} from '..';

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

function Probe( { onRender }: { onRender?: ( width: string ) => void } ) {
	const [ ref, width ] = useContainerWidth();
	onRender?.( width );
	return <div ref={ ref } data-testid="probe" className={ width } />;
}

/** jsdom lays nothing out: the probe measures as wide as this. */
function measuring( width: number ) {
	return jest
		.spyOn( HTMLElement.prototype, 'getBoundingClientRect' )
		.mockReturnValue( { width } as DOMRect );
}

describe( 'container width', () => {
	it( 'maps widths onto the 400/520/700 classes', () => {
		expect( containerWidthClass( 701 ) ).toBe( 'is-large' );
		expect( containerWidthClass( 700 ) ).toBe( 'is-medium' );
		expect( containerWidthClass( 521 ) ).toBe( 'is-medium' );
		expect( containerWidthClass( 520 ) ).toBe( 'is-small' );
		expect( containerWidthClass( 400 ) ).toBe( 'is-mobile' );
	} );

	/** Runs `body` with a fake window ResizeObserver and every element `width` wide. */
	function withWidth(
		width: number,
		body: ( observer: ReturnType< typeof fakeObserver > ) => void
	) {
		const observer = fakeObserver();
		const previous = window.ResizeObserver;
		( window as unknown as Record< string, unknown > ).ResizeObserver =
			observer.Fake;
		const rect = measuring( width );
		try {
			body( observer );
		} finally {
			rect.mockRestore();
			( window as unknown as Record< string, unknown > ).ResizeObserver =
				previous;
		}
	}

	it( 'renders once when the container was mounted with the class it measures (a cart on a phone)', () =>
		withWidth( 390, ( observer ) => {
			const renders: string[] = [];
			render(
				<ContainerWidthContext.Provider value="is-mobile">
					<Probe onRender={ ( w ) => renders.push( w ) } />
				</ContainerWidthContext.Provider>
			);
			act( () => observer.resize( 390 ) );
			expect( renders ).toEqual( [ 'is-mobile' ] );
		} ) );

	it( 'forces no layout in the commit when the mount measured the container; the observer corrects it', () =>
		withWidth( 600, ( observer ) => {
			const renders: string[] = [];
			const { getByTestId } = render(
				<ContainerWidthContext.Provider value="is-large">
					<Probe onRender={ ( w ) => renders.push( w ) } />
				</ContainerWidthContext.Provider>
			);
			expect(
				HTMLElement.prototype.getBoundingClientRect
			).not.toHaveBeenCalled();
			act( () => observer.resize( 600 ) );
			expect( renders ).toEqual( [ 'is-large', 'is-medium' ] );
			expect( getByTestId( 'probe' ).className ).toBe( 'is-medium' );
		} ) );

	it( 'corrects a mounted class that does not fit the element before the browser paints, and follows resizes', () =>
		withWidth( 600, ( observer ) => {
			const renders: string[] = [];
			const { getByTestId, unmount } = render(
				<Probe onRender={ ( w ) => renders.push( w ) } />
			);
			expect( renders ).toEqual( [ 'is-large', 'is-medium' ] );
			expect( getByTestId( 'probe' ).className ).toBe( 'is-medium' );
			act( () => observer.resize( 380 ) );
			expect( getByTestId( 'probe' ).className ).toBe( 'is-mobile' );
			unmount();
		} ) );

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
