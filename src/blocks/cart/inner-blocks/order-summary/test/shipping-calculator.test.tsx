import { act, fireEvent, render, screen } from '@testing-library/react';
import ShippingCalculator from '../shipping-calculator';
import type { CartAddress } from '../../../../../data/cart/types';

const COUNTRIES = [
	{ code: 'DE', name: 'Deutschland' },
	{ code: 'AT', name: 'Österreich' },
];

function calculator( onSubmit: jest.Mock ) {
	render(
		<ShippingCalculator
			address={ { country: 'DE', postcode: '' } as CartAddress }
			countries={ COUNTRIES }
			onSubmit={ onSubmit }
		/>
	);
	return screen.getByLabelText( 'Postal code' ) as HTMLInputElement;
}

describe( 'ShippingCalculator', () => {
	it( 'says a postcode is not valid for the country, keeps it and sends nothing', () => {
		const onSubmit = jest.fn().mockResolvedValue( {} );
		const postcode = calculator( onSubmit );
		fireEvent.change( postcode, { target: { value: '123' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Update' } ) );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Please enter a valid postcode'
		);
		expect( postcode.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( postcode.value ).toBe( '123' );
		expect( onSubmit ).not.toHaveBeenCalled();
	} );

	it( 'sends a valid postcode, or none, and shows no message', () => {
		const onSubmit = jest.fn().mockResolvedValue( {} );
		const postcode = calculator( onSubmit );
		fireEvent.click( screen.getByRole( 'button', { name: 'Update' } ) );
		fireEvent.change( postcode, { target: { value: '10115' } } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Update' } ) );
		expect( onSubmit.mock.calls.map( ( [ a ] ) => a.postcode ) ).toEqual( [
			'',
			'10115',
		] );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'shows why the server refused the update', async () => {
		const onSubmit = jest.fn().mockRejectedValue( {
			code: 'kiosk_connection_lost',
			message: 'Die Verbindung ist unterbrochen.',
		} );
		const postcode = calculator( onSubmit );
		fireEvent.change( postcode, { target: { value: '10115' } } );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Update' } ) );
		} );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Die Verbindung ist unterbrochen.'
		);
		expect( postcode.value ).toBe( '10115' );
	} );
} );
