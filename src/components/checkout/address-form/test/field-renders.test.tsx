import { act, fireEvent, render, screen } from '@testing-library/react';
import { dispatch, register, select, subscribe } from '@wordpress/data';
import { checkoutStore } from '@kiosk/checkout-data';
import { AddressForm } from '..';
import { addressField } from './fixtures';
import type { AddressValues } from '../../address/types';

/** Renders of every validated field (text, select, checkbox), by id. */
const mockRenders = new Map< string, number >();
jest.mock( '../../validation/use-validation-error', () => ( {
	useFieldValidation: ( id: string ) => {
		mockRenders.set( id, ( mockRenders.get( id ) || 0 ) + 1 );
		return { shown: '', show: () => undefined };
	},
} ) );

if ( ! select( checkoutStore.name ) ) {
	register( checkoutStore );
}

const DEFINITIONS = [
	addressField( 'country', 'Country', 10 ),
	addressField( 'first_name', 'First name', 20 ),
	addressField( 'city', 'City', 30 ),
	addressField( 'state', 'State', 40 ),
	addressField( 'kiosk/newsletter', 'Newsletter', 50, {
		type: 'checkbox',
		required: false,
	} ),
	addressField( 'kiosk/size', 'Size', 60, {
		type: 'select',
		options: [
			{ value: 's', label: 'S' },
			{ value: 'm', label: 'M' },
		],
	} ),
];

const COUNTRIES = {
	DE: { name: 'Deutschland', states: { BE: 'Berlin', HH: 'Hamburg' } },
	AT: { name: 'Österreich', states: {} },
};

// Settings: the same objects on every render, as the checkout's settings are.
const ALLOWED = [ 'DE', 'AT' ];
const EXCLUDE = [ 'email' ];
/** A German address with nothing typed yet. */
const BLANK: AddressValues = {
	country: 'DE',
	first_name: '',
	city: '',
	state: '',
	'kiosk/newsletter': '',
	'kiosk/size': 's',
};

let stop = () => {};
afterEach( () => stop() );

/** The form on `initial` (the shipping address in the store); each address it writes. */
function renderForm( initial: AddressValues ) {
	act( () => {
		dispatch( checkoutStore ).__internalInitAddresses( {}, initial );
	} );
	const changes: AddressValues[] = [];
	let last = initial;
	stop = subscribe( () => {
		const next = select( checkoutStore ).getShippingAddress();
		if ( next !== last ) {
			last = next;
			changes.push( next );
		}
	} );
	render(
		<AddressForm
			type="shipping"
			definitions={ DEFINITIONS }
			locale={ {} }
			countries={ COUNTRIES }
			allowedCountries={ ALLOWED }
			exclude={ EXCLUDE }
		/>
	);
	return changes;
}

describe( 'AddressForm renders', () => {
	it( 'a keystroke in a text field renders neither the selects nor the checkbox', () => {
		renderForm( { ...BLANK, state: 'BE' } );
		mockRenders.clear();
		const city = screen.getByLabelText( 'City' );
		fireEvent.change( city, { target: { value: 'H' } } );
		fireEvent.change( city, { target: { value: 'Ha' } } );
		expect( mockRenders.size ).toBe( 0 );
		fireEvent.blur( city );
		expect( [ ...mockRenders.keys() ] ).toEqual( [ 'shipping-city' ] );
	} );

	it( 'the selects and the checkbox still set their field on the latest values', () => {
		const changes = renderForm( BLANK );
		fireEvent.change( screen.getByLabelText( 'City' ), {
			target: { value: 'Hamburg' },
		} );
		fireEvent.blur( screen.getByLabelText( 'City' ) );
		fireEvent.change( screen.getByLabelText( 'State' ), {
			target: { value: 'HH' },
		} );
		fireEvent.click( screen.getByLabelText( 'Newsletter' ) );
		fireEvent.change( screen.getByLabelText( 'Size' ), {
			target: { value: 'm' },
		} );
		expect( changes.at( -1 ) ).toMatchObject( {
			country: 'DE',
			city: 'Hamburg',
			state: 'HH',
			'kiosk/newsletter': 'true',
			'kiosk/size': 'm',
		} );
	} );

	it( 'a choice made while typing is held back lands after what was typed: nothing typed is lost', () => {
		const changes = renderForm( BLANK );
		fireEvent.change( screen.getByLabelText( 'City' ), {
			target: { value: 'Wien' },
		} );
		// No blur: a select changed by script or assistive technology.
		fireEvent.change( screen.getByLabelText( 'Country' ), {
			target: { value: 'AT' },
		} );
		expect( changes.at( -1 ) ).toMatchObject( {
			country: 'AT',
			city: 'Wien',
		} );
		expect( changes.map( ( c ) => c.city ) ).toEqual( [ 'Wien', 'Wien' ] );
	} );

	it( "a new country shows that country's states, or a text field without any", () => {
		renderForm( BLANK );
		expect( screen.getByLabelText( 'State' ).tagName ).toBe( 'SELECT' );
		expect(
			screen.getByRole( 'option', { name: 'Hamburg' } )
		).toBeTruthy();
		fireEvent.change( screen.getByLabelText( 'Country' ), {
			target: { value: 'AT' },
		} );
		expect( screen.getByLabelText( 'State' ).tagName ).toBe( 'INPUT' );
	} );
} );
