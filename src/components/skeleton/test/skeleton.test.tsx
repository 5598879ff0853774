import { act, renderHook } from '@testing-library/react';
import { useMinimumDisplay } from '..';

describe( 'useMinimumDisplay', () => {
	afterEach( () => jest.useRealTimers() );
	it( 'keeps the skeleton at least 2 s once shown', () => {
		jest.useFakeTimers();
		const { result, rerender } = renderHook(
			( { loading } ) => useMinimumDisplay( loading ),
			{ initialProps: { loading: true } }
		);
		act( () => jest.advanceTimersByTime( 500 ) );
		rerender( { loading: false } );
		expect( result.current ).toBe( true );
		act( () => jest.advanceTimersByTime( 1500 ) );
		expect( result.current ).toBe( false );
	} );
	it( 'hides at once with reduced motion', () => {
		window.matchMedia = jest.fn().mockReturnValue( { matches: true } );
		const { result, rerender } = renderHook(
			( { loading } ) => useMinimumDisplay( loading ),
			{ initialProps: { loading: true } }
		);
		rerender( { loading: false } );
		expect( result.current ).toBe( false );
		delete ( window as { matchMedia?: unknown } ).matchMedia;
	} );
} );
