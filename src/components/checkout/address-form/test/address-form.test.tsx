import { act, fireEvent, render, screen } from '@testing-library/react';
import { dispatch, register, select, subscribe } from '@wordpress/data';
import {
	checkoutStore,
	validationStore,
	VALIDATION_STORE_KEY,
} from '@kiosk/checkout-data';
import { AddressForm } from '..';
import { addressField } from './fixtures';
import type { AddressValues } from '../../address/types';

/** Renders of each text input, by id. */
const mockRenders = new Map< string, number >();
const renders = mockRenders;
jest.mock( '../../validated-text-input', () => {
	const actual = jest.requireActual( '../../validated-text-input' );
	return {
		...actual,
		ValidatedTextInput: ( props: { id: string } ) => {
			mockRenders.set(
				props.id,
				( mockRenders.get( props.id ) || 0 ) + 1
			);
			return actual.ValidatedTextInput( props );
		},
	};
} );

if ( ! select( VALIDATION_STORE_KEY ) ) {
	register( validationStore );
	register( checkoutStore );
}

/** Puts `billing` in the checkout store, as the cart seeds it. */
function seed( billing: AddressValues ) {
	act( () => {
		dispatch( checkoutStore ).__internalInitAddresses( billing, {} );
	} );
}

/** Each billing address the store holds from now on. */
function recordChanges(): AddressValues[] {
	const changes: AddressValues[] = [];
	let last = select( checkoutStore ).getBillingAddress();
	const stop = subscribe( () => {
		const next = select( checkoutStore ).getBillingAddress();
		if ( next !== last ) {
			last = next;
			changes.push( next );
		}
	} );
	afterEachTest.push( stop );
	return changes;
}
const afterEachTest: Array< () => void > = [];
afterEach( () => afterEachTest.splice( 0 ).forEach( ( stop ) => stop() ) );

const DEFINITIONS = [
	addressField( 'first_name', 'First name', 10 ),
	addressField( 'last_name', 'Last name', 20 ),
	addressField( 'company', 'Company', 30, { required: false } ),
	addressField( 'city', 'City', 70 ),
];

function renderForm( definitions = DEFINITIONS ) {
	seed( {
		first_name: '',
		last_name: '',
		company: '',
		address_2: '',
		city: '',
		country: 'DE',
	} );
	const changes = recordChanges();
	render(
		<AddressForm
			type="billing"
			definitions={ definitions }
			locale={ {} }
			countries={ { DE: { name: 'Deutschland', states: {} } } }
			allowedCountries={ [ 'DE' ] }
		/>
	);
	return changes;
}

describe( 'AddressForm', () => {
	it( 'keeps every field typed in: the stable setter reads the latest values', () => {
		const changes = renderForm();
		const type = ( label: string, value: string ) => {
			const input = screen.getByLabelText( label );
			fireEvent.change( input, { target: { value } } );
			fireEvent.blur( input );
		};
		type( 'First name', 'Erika' );
		type( 'City', 'Köln' );
		type( 'Last name', 'Muster' );
		expect( changes.at( -1 ) ).toMatchObject( {
			first_name: 'Erika',
			last_name: 'Muster',
			city: 'Köln',
			country: 'DE',
		} );
		expect(
			( screen.getByLabelText( 'City' ) as HTMLInputElement ).value
		).toBe( 'Köln' );
	} );

	it( 'renders each field once on mount, though every empty required field registers its hidden error; blur shows it', () => {
		renders.clear();
		renderForm();
		expect( Object.fromEntries( renders ) ).toEqual( {
			'billing-first_name': 1,
			'billing-last_name': 1,
			'billing-company': 1,
			'billing-city': 1,
		} );
		const errors = select( VALIDATION_STORE_KEY ) as unknown as {
			getValidationError: (
				id: string
			) => { message: string; hidden: boolean } | undefined;
		};
		expect( errors.getValidationError( 'billing-last_name' ) ).toEqual( {
			message: expect.any( String ),
			hidden: true,
		} );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		const lastName = screen.getByLabelText( 'Last name' );
		fireEvent.blur( lastName );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			errors.getValidationError( 'billing-last_name' )?.message
		);
		expect( lastName.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		// A valid value clears it; emptied again, it waits for the next blur.
		fireEvent.change( lastName, { target: { value: 'M' } } );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		fireEvent.change( lastName, { target: { value: '' } } );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		fireEvent.blur( lastName );
		expect( screen.getByRole( 'alert' ) ).toBeTruthy();
	} );

	it( 'a keystroke renders nothing; the typed value, when written, renders the field typed in, not the untouched ones', () => {
		const changes = renderForm();
		renders.clear();
		const city = screen.getByLabelText( 'City' );
		fireEvent.change( city, { target: { value: 'B' } } );
		fireEvent.change( city, { target: { value: 'Be' } } );
		// Held back in the input: no write, no render.
		expect( renders.size ).toBe( 0 );
		expect( changes ).toHaveLength( 0 );
		fireEvent.blur( city );
		// Only the city's input rendered (once for its value, once more as
		// its required error cleared); first name, last name and company not.
		expect( [ ...renders.keys() ] ).toEqual( [ 'billing-city' ] );
		expect( changes.at( -1 ) ).toMatchObject( { city: 'Be' } );
	} );

	it( 'address line 2 takes focus once when its add link reveals it, not back from the next field after typing', () => {
		renderForm( [
			...DEFINITIONS,
			addressField( 'address_2', 'Apartment, suite, etc.', 60, {
				required: false,
			} ),
		] );
		fireEvent.click(
			screen.getByRole( 'button', {
				name: '+ Add Apartment, suite, etc.',
			} )
		);
		const line2 = screen.getByLabelText(
			'Apartment, suite, etc. (optional)'
		);
		expect( document.activeElement ).toBe( line2 );
		fireEvent.change( line2, { target: { value: 'Whg. 3' } } );
		// Tab to the next field: line 2's value is written on its blur.
		const city = screen.getByLabelText( 'City' );
		act( () => city.focus() );
		expect( ( line2 as HTMLInputElement ).value ).toBe( 'Whg. 3' );
		expect( document.activeElement ).toBe( city );
	} );

	it( 'focuses the first field 300 ms after it appears with focusOnMount, even when it renders again in between (a cart update)', () => {
		jest.useFakeTimers();
		seed( { first_name: '', city: '', country: 'DE' } );
		const props = {
			type: 'billing' as const,
			definitions: [
				addressField( 'first_name', 'First name', 10 ),
				addressField( 'city', 'City', 70 ),
			],
			locale: {},
			countries: { DE: { name: 'Deutschland', states: {} } },
			allowedCountries: [ 'DE' ],
		};
		const view = render( <AddressForm { ...props } focusOnMount /> );
		act( () => jest.advanceTimersByTime( 100 ) );
		view.rerender( <AddressForm { ...props } focusOnMount={ false } /> );
		act( () => jest.advanceTimersByTime( 199 ) );
		expect( document.activeElement ).toBe( document.body );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( document.activeElement ).toBe(
			screen.getByLabelText( 'First name' )
		);
		jest.useRealTimers();
	} );
} );
