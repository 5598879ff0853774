/**
 * What a typed value written to the store renders (issue 43, the typing
 * tail): the draft's write, 300 ms after the last key, renders the field
 * typed in, not its address form, its step or the other fields.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { checkoutStore, validationStore } from '@kiosk/checkout-data';
import { DRAFT_DELAY } from '../../../components/checkout/validated-text-input/draft';
import { CheckoutContext, type CheckoutContextValue } from '../context';
import type { CheckoutSettings } from '../settings';
import { testCheckoutContext } from './fixtures';
import { addressField } from '../../../components/checkout/address-form/test/fixtures';
import { ShippingAddress } from '../inner-blocks/address-step';
import { ContactInformation } from '../inner-blocks/contact-information/block';

/** Renders, by what rendered: the address form, a step, each field by id. */
const mockRenders = new Map< string, number >();
const count = ( name: string ) =>
	mockRenders.set( name, ( mockRenders.get( name ) || 0 ) + 1 );

jest.mock( '../../../components/checkout/address-form', () => {
	const actual = jest.requireActual(
		'../../../components/checkout/address-form'
	);
	return {
		...actual,
		AddressForm: ( props: { type: string } ) => {
			count( 'form' );
			return actual.AddressForm( props );
		},
	};
} );
// Every field (text, select, checkbox) asks for its validation entry once
// per render; its steps read the checkout context once per render.
jest.mock(
	'../../../components/checkout/validation/use-validation-error',
	() => {
		const actual = jest.requireActual(
			'../../../components/checkout/validation/use-validation-error'
		);
		return {
			...actual,
			useFieldValidation: ( id: string, message: string ) => {
				count( id );
				return actual.useFieldValidation( id, message );
			},
		};
	}
);
jest.mock( '../context', () => {
	const actual = jest.requireActual( '../context' );
	return {
		...actual,
		useCheckoutContext: () => {
			count( 'step' );
			return actual.useCheckoutContext();
		},
	};
} );

function setUp() {
	const registry = createRegistry();
	registry.register( checkoutStore );
	registry.register( validationStore );
	act( () => {
		registry.dispatch( checkoutStore ).__internalInitAddresses(
			{ email: '', first_name: 'Erika', country: 'DE' },
			{
				first_name: 'Erika',
				address_2: '',
				postcode: '',
				city: '',
				country: 'DE',
			}
		);
	} );
	const context: CheckoutContextValue = {
		...testCheckoutContext(),
		settings: {
			addressFields: [
				addressField( 'email', 'Email address', 0 ),
				addressField( 'country', 'Country/Region', 10 ),
				addressField( 'first_name', 'First name', 20 ),
				addressField( 'address_2', 'Apartment, suite, etc.', 30, {
					required: false,
				} ),
				addressField( 'postcode', 'Postal code', 40 ),
				addressField( 'city', 'City', 50 ),
			],
			addressFieldLocale: {},
			countries: {
				DE: { name: 'Deutschland', states: {} },
				AT: { name: 'Österreich', states: {} },
			},
			allowedCountries: [ 'DE', 'AT' ],
			shippingCountries: [ 'DE', 'AT' ],
			accountCreation: false,
		} as unknown as CheckoutSettings,
	};
	render(
		<RegistryProvider value={ registry }>
			<CheckoutContext.Provider value={ context }>
				<ContactInformation />
				<ShippingAddress />
			</CheckoutContext.Provider>
		</RegistryProvider>
	);
	mockRenders.clear();
	const checkout = () => registry.select( checkoutStore );
	return { registry, checkout };
}

/** Types `value` into the field labelled `label`: the draft writes it after its pause. */
function type( label: string, value: string ) {
	fireEvent.change( screen.getByLabelText( label ), {
		target: { value },
	} );
	act( () => jest.advanceTimersByTime( DRAFT_DELAY ) );
}

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( "a typed value's write to the store", () => {
	it( 'renders the address field typed in, not its form, its step or the other fields', () => {
		const { checkout } = setUp();
		type( 'City', 'Köln' );
		expect( checkout().getShippingAddress() ).toMatchObject( {
			first_name: 'Erika',
			city: 'Köln',
			country: 'DE',
		} );
		expect( Object.fromEntries( mockRenders ) ).toEqual( {
			'shipping-city': 1,
		} );
	} );

	it( 'renders the email field, not the contact step, and keeps the rest of the billing address', () => {
		const { checkout } = setUp();
		type( 'Email address', 'erika@example.org' );
		expect( checkout().getBillingAddress() ).toEqual( {
			email: 'erika@example.org',
			first_name: 'Erika',
			country: 'DE',
		} );
		expect( [ ...mockRenders.keys() ] ).toEqual( [ 'email' ] );
	} );

	it( 'sets each field on the latest address: fields written one after the other all stay (the postcode normalised)', () => {
		const { checkout } = setUp();
		type( 'City', 'Köln' );
		type( 'Postal code', ' 1010 wien' );
		type( 'First name', 'Lena' );
		expect( checkout().getShippingAddress() ).toMatchObject( {
			first_name: 'Lena',
			postcode: '1010 WIEN',
			city: 'Köln',
		} );
		expect( mockRenders.get( 'form' ) ).toBeUndefined();
	} );

	it( "a value put into the store from elsewhere shows in that field alone; line 2's link follows its own value", () => {
		const { registry } = setUp();
		expect(
			screen.getByRole( 'button', {
				name: '+ Add Apartment, suite, etc.',
			} )
		).toBeTruthy();
		act( () => {
			const { getShippingAddress } = registry.select( checkoutStore );
			registry.dispatch( checkoutStore ).setShippingAddress( {
				...getShippingAddress(),
				address_2: 'Hinterhaus',
			} );
		} );
		expect(
			(
				screen.getByLabelText(
					'Apartment, suite, etc. (optional)'
				) as HTMLInputElement
			 ).value
		).toBe( 'Hinterhaus' );
		expect( mockRenders.get( 'form' ) ).toBeUndefined();
		expect( mockRenders.get( 'shipping-city' ) ).toBeUndefined();
	} );

	it( 'a new country renders the form: its fields for that country, state and postcode cleared', () => {
		const { checkout } = setUp();
		type( 'Postal code', '50667' );
		mockRenders.clear();
		fireEvent.change( screen.getByLabelText( 'Country/Region' ), {
			target: { value: 'AT' },
		} );
		expect( checkout().getShippingAddress() ).toMatchObject( {
			country: 'AT',
			postcode: '',
			first_name: 'Erika',
		} );
		expect( mockRenders.get( 'form' ) ).toBe( 1 );
		expect(
			( screen.getByLabelText( 'Postal code' ) as HTMLInputElement ).value
		).toBe( '' );
	} );
} );
