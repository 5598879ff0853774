import { act, fireEvent, render, screen } from '@testing-library/react';
import { QuantitySelector, normalizeQuantity, parseQuantity } from '..';

describe( 'quantity rules', () => {
	it( 'clamps to the minimum and maximum', () => {
		expect(
			normalizeQuantity( 0, { minimum: 1, maximum: 99, step: 1 } )
		).toBe( 1 );
		expect(
			normalizeQuantity( 150, { minimum: 1, maximum: 99, step: 1 } )
		).toBe( 99 );
	} );
	it( 'rounds to multiple_of and keeps bounds on the step grid', () => {
		expect(
			normalizeQuantity( 7, { minimum: 1, maximum: 99, step: 5 } )
		).toBe( 5 );
		expect(
			normalizeQuantity( 8, { minimum: 1, maximum: 99, step: 5 } )
		).toBe( 10 );
		expect(
			normalizeQuantity( 1, { minimum: 1, maximum: 99, step: 5 } )
		).toBe( 5 );
		expect(
			normalizeQuantity( 200, { minimum: 1, maximum: 99, step: 5 } )
		).toBe( 95 );
	} );
	it( 'ignores non-numeric input', () => {
		expect( parseQuantity( 'abc' ) ).toBeNull();
		expect( parseQuantity( '' ) ).toBeNull();
		expect( parseQuantity( '-' ) ).toBeNull();
		expect( parseQuantity( ' 4 ' ) ).toBe( 4 );
	} );
	it( 'reads negative, decimal and exponent numbers as numbers', () => {
		expect( parseQuantity( '-3' ) ).toBe( -3 );
		expect( parseQuantity( '2.5' ) ).toBe( 2.5 );
		expect( parseQuantity( '1e2' ) ).toBe( 100 );
	} );
} );

describe( 'QuantitySelector', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	const setup = ( props = {} ) => {
		const onChange = jest.fn();
		render(
			<QuantitySelector
				quantity={ 2 }
				itemName="Jahresabo"
				onChange={ onChange }
				{ ...props }
			/>
		);
		return {
			onChange,
			input: screen.getByRole( 'spinbutton' ) as HTMLInputElement,
		};
	};

	it( 'sends a typed value after 600 ms', () => {
		const { onChange, input } = setup();
		fireEvent.change( input, { target: { value: '5' } } );
		act( () => jest.advanceTimersByTime( 599 ) );
		expect( onChange ).not.toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( onChange ).toHaveBeenCalledWith( 5 );
	} );

	it( 'commits on blur at once and clamps after typing', () => {
		const { onChange, input } = setup( { maximum: 10 } );
		fireEvent.change( input, { target: { value: '50' } } );
		fireEvent.blur( input );
		expect( onChange ).toHaveBeenCalledWith( 10 );
		expect( input.value ).toBe( '10' );
	} );

	it( 'clamps to multiple_of after typing', () => {
		const { onChange, input } = setup( { step: 3, quantity: 3 } );
		fireEvent.change( input, { target: { value: '7' } } );
		act( () => jest.advanceTimersByTime( 600 ) );
		expect( onChange ).toHaveBeenCalledWith( 6 );
	} );

	it( 'ignores non-numeric typing, and blur brings back the quantity', () => {
		const { onChange, input } = setup();
		fireEvent.change( input, { target: { value: 'x' } } );
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( onChange ).not.toHaveBeenCalled();
		fireEvent.blur( input );
		expect( onChange ).not.toHaveBeenCalled();
		expect( input.value ).toBe( '2' );
	} );

	it( 'lets the field be emptied while typing, sending nothing for it', () => {
		const { onChange, input } = setup();
		fireEvent.change( input, { target: { value: '' } } );
		expect( input.value ).toBe( '' );
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( onChange ).not.toHaveBeenCalled();
		// Typing 3 into the emptied field is 3, not 23.
		fireEvent.change( input, { target: { value: '3' } } );
		act( () => jest.advanceTimersByTime( 600 ) );
		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( onChange ).toHaveBeenCalledWith( 3 );
	} );

	it( 'returns an empty field to the last valid quantity on blur', () => {
		const { onChange, input } = setup();
		fireEvent.change( input, { target: { value: '' } } );
		fireEvent.blur( input );
		expect( onChange ).not.toHaveBeenCalled();
		expect( input.value ).toBe( '2' );
	} );

	it( 'does not send a value typed before the field was emptied', () => {
		const { onChange, input } = setup();
		fireEvent.change( input, { target: { value: '7' } } );
		fireEvent.change( input, { target: { value: '' } } );
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ '-3', 1 ],
		[ '2.5', 3 ],
		[ '1e2', 99 ],
	] )( 'clamps and rounds typed %s to %d', ( typed, sent ) => {
		const { onChange, input } = setup();
		fireEvent.change( input, { target: { value: typed } } );
		act( () => jest.advanceTimersByTime( 600 ) );
		expect( onChange ).toHaveBeenCalledWith( sent );
		expect( input.value ).toBe( String( sent ) );
	} );

	it( 'steps with ArrowUp and ArrowDown', () => {
		const { onChange, input } = setup();
		fireEvent.keyDown( input, { key: 'ArrowUp' } );
		expect( onChange ).toHaveBeenLastCalledWith( 3 );
		fireEvent.keyDown( input, { key: 'ArrowDown' } );
		fireEvent.keyDown( input, { key: 'ArrowDown' } );
		expect( onChange ).toHaveBeenLastCalledWith( 1 );
	} );

	it( 'blurs on Enter', () => {
		const { input } = setup();
		input.focus();
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( document.activeElement ).not.toBe( input );
	} );

	it( 'disables minus at the minimum and plus at the maximum', () => {
		render(
			<QuantitySelector
				quantity={ 1 }
				itemName="A"
				onChange={ jest.fn() }
				maximum={ 1 }
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Reduce quantity of A' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Increase quantity of A' } )
		).toBeDisabled();
	} );

	it( 'changes by one step with the buttons', () => {
		const { onChange } = setup();
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Increase quantity of Jahresabo',
			} )
		);
		expect( onChange ).toHaveBeenCalledWith( 3 );
	} );

	it( 'is hidden when sold individually', () => {
		const { container } = render(
			<QuantitySelector
				quantity={ 1 }
				itemName="A"
				onChange={ jest.fn() }
				soldIndividually
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'is read-only when not editable', () => {
		render(
			<QuantitySelector
				quantity={ 1 }
				itemName="A"
				onChange={ jest.fn() }
				editable={ false }
			/>
		);
		expect( screen.getByRole( 'spinbutton' ) ).toHaveAttribute(
			'readonly'
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );
} );
