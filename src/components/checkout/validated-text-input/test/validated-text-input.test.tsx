import { act, fireEvent, render, screen } from '@testing-library/react';
import { register, select } from '@wordpress/data';
import { validationStore, VALIDATION_STORE_KEY } from '@kiosk/checkout-data';
import { ValidatedTextInput } from '..';
import { DRAFT_DELAY } from '../draft';

if ( ! select( VALIDATION_STORE_KEY ) ) {
	register( validationStore );
}

function field( value: string, onChange: ( v: string ) => void, live = false ) {
	return (
		<ValidatedTextInput
			id="city"
			label="City"
			required
			live={ live }
			value={ value }
			onChange={ onChange }
		/>
	);
}

describe( 'ValidatedTextInput', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'hands what is typed to onChange after the pause, keeping it in the input meanwhile', () => {
		const onChange = jest.fn();
		render( field( '', onChange ) );
		const input = screen.getByLabelText( 'City' ) as HTMLInputElement;
		fireEvent.change( input, { target: { value: 'Kö' } } );
		fireEvent.change( input, { target: { value: 'Köln' } } );
		expect( onChange ).not.toHaveBeenCalled();
		expect( input.value ).toBe( 'Köln' );
		act( () => {
			jest.advanceTimersByTime( DRAFT_DELAY );
		} );
		expect( onChange.mock.calls ).toEqual( [ [ 'Köln' ] ] );
	} );

	it( 'takes a new value from the store, but never over typing still held back', () => {
		const onChange = jest.fn();
		const { rerender } = render( field( 'Bonn', onChange ) );
		const input = screen.getByLabelText( 'City' ) as HTMLInputElement;
		rerender( field( 'Berlin', onChange ) );
		expect( input.value ).toBe( 'Berlin' );
		fireEvent.change( input, { target: { value: 'Berlin-Mitte' } } );
		rerender( field( 'Hamburg', onChange ) );
		expect( input.value ).toBe( 'Berlin-Mitte' );
	} );

	it( 'writes a held value when it unmounts: nothing typed is lost', () => {
		const onChange = jest.fn();
		const { unmount } = render( field( '', onChange ) );
		fireEvent.change( screen.getByLabelText( 'City' ), {
			target: { value: 'Essen' },
		} );
		unmount();
		expect( onChange.mock.calls ).toEqual( [ [ 'Essen' ] ] );
	} );

	it( 'follows every key when live, and while its error is shown', () => {
		const onChange = jest.fn();
		const { rerender } = render( field( '', onChange, true ) );
		const input = screen.getByLabelText( 'City' );
		fireEvent.change( input, { target: { value: 'E' } } );
		expect( onChange.mock.calls ).toEqual( [ [ 'E' ] ] );
		onChange.mockClear();
		rerender( field( '', onChange ) );
		fireEvent.change( input, { target: { value: '' } } );
		fireEvent.blur( input );
		expect( screen.getByRole( 'alert' ) ).toBeTruthy();
		onChange.mockClear();
		fireEvent.change( input, { target: { value: 'D' } } );
		expect( onChange.mock.calls ).toEqual( [ [ 'D' ] ] );
	} );
} );
