import { act, render } from '@testing-library/react';
import { dispatch, register, select } from '@wordpress/data';
import { checkoutStore } from '@kiosk/data';
import { useAddress, useAddressField } from '../hooks/use-addresses';

register( checkoutStore );

let renders = { email: 0, city: 0 };
let setEmail: ( value: string ) => void = () => undefined;
let setShippingCity: ( value: string ) => void = () => undefined;

function Email() {
	renders.email++;
	const [ email, set ] = useAddressField( 'billing', 'email' );
	setEmail = set;
	return <span data-testid="email">{ email }</span>;
}

function ShippingCity() {
	renders.city++;
	const [ city, set ] = useAddressField( 'shipping', 'city' );
	setShippingCity = set;
	return <span data-testid="city">{ city }</span>;
}

function Billing() {
	useAddress( 'billing' );
	return null;
}

describe( 'useAddressField', () => {
	beforeEach( () => {
		renders = { email: 0, city: 0 };
		dispatch( checkoutStore ).__internalInitAddresses(
			{ country: 'DE', first_name: 'Erika', email: '' },
			{ country: 'DE', city: '' }
		);
	} );

	it( 'sets its field on the latest address: what was typed elsewhere stays', () => {
		const { getByTestId } = render(
			<>
				<Email />
				<ShippingCity />
				<Billing />
			</>
		);
		act( () => {
			setEmail( 'e' );
		} );
		act( () => {
			dispatch( checkoutStore ).setBillingAddress( {
				...select( checkoutStore ).getBillingAddress(),
				first_name: 'Erika Anna',
			} );
		} );
		act( () => {
			setEmail( 'er' );
		} );
		act( () => {
			setShippingCity( 'Köln' );
		} );
		expect( select( checkoutStore ).getBillingAddress() ).toEqual( {
			country: 'DE',
			first_name: 'Erika Anna',
			email: 'er',
		} );
		expect( select( checkoutStore ).getShippingAddress() ).toEqual( {
			country: 'DE',
			city: 'Köln',
		} );
		expect( getByTestId( 'email' ).textContent ).toBe( 'er' );
		expect( getByTestId( 'city' ).textContent ).toBe( 'Köln' );
	} );

	it( 'a component showing one field re-renders only when that field changes', () => {
		render(
			<>
				<Email />
				<ShippingCity />
			</>
		);
		renders = { email: 0, city: 0 };
		act( () => {
			setShippingCity( 'K' );
		} );
		act( () => {
			setShippingCity( 'Kö' );
		} );
		act( () => {
			dispatch( checkoutStore ).setBillingAddress( {
				...select( checkoutStore ).getBillingAddress(),
				first_name: 'Anna',
			} );
		} );
		expect( renders ).toEqual( { email: 0, city: 2 } );
	} );
} );
