import {
	isPostcode,
	normalizePostcode,
	POSTCODE_PATTERNS,
} from '../../../shared/rules/postcode';
import {
	changeCountry,
	clearAddressExceptCountry,
	clearHiddenFields,
	countryStates,
	isAddressComplete,
	matchState,
	requiredMessage,
	validateAddressField,
	schemaMessage,
} from '../address-rules';
import { addressFieldsFor } from '../../../components/checkout/address/fields';
import type { AddressFieldDefinition } from '../../../types/store-api';

const field = (
	key: string,
	extra: Partial< AddressFieldDefinition > = {}
): AddressFieldDefinition => ( {
	key,
	label: key[ 0 ].toUpperCase() + key.slice( 1 ),
	optionalLabel: '',
	required: true,
	hidden: false,
	index: 0,
	...extra,
} );
const countries = {
	DE: { name: 'Deutschland', states: {} },
	US: { name: 'USA', states: { CA: 'California', NY: 'New York' } },
	AT: { name: 'Österreich', states: {} },
};
const billing = {
	type: 'billing' as const,
	countries,
	allowedCountries: [ 'DE', 'AT', 'US' ],
};
const shipping = {
	...billing,
	type: 'shipping' as const,
	allowedCountries: [ 'DE' ],
};

describe( 'postcode map', () => {
	it.each( [
		[ 'DE', '10115', true ],
		[ 'DE', '1011', false ],
		[ 'AT', '1010', true ],
		[ 'GB', 'SW1A 1AA', true ],
		[ 'GB', 'BFPO 1234', true ],
		[ 'GB', 'BFPOc/o12', true ],
		[ 'GB', '12345', false ],
		[ 'NL', '1234 AB', true ],
		[ 'NL', '1234 SA', false ],
		[ 'BA', '71000', true ],
		[ 'BA', '61000', false ],
		[ 'IN', '110 001', true ],
		[ 'JP', '100-0001', true ],
		[ 'JP', '1000001', true ],
		[ 'KH', '120101', true ],
		[ 'LI', '9490', true ],
		[ 'LI', '9470', false ],
		[ 'MN', '14200', true ],
		[ 'NI', '11001', true ],
		[ 'NI', '01001', false ],
		[ 'SI', '1000', true ],
		[ 'SI', '0100', false ],
		[ 'ZZ', 'anything', true ],
	] )( '%s %s is %s', ( country, postcode, valid ) => {
		expect( isPostcode( postcode, country ) ).toBe( valid );
	} );
	it( 'has explicit patterns for the ten named countries', () => {
		[ 'BA', 'GB', 'IN', 'JP', 'KH', 'LI', 'MN', 'NI', 'NL', 'SI' ].forEach(
			( c ) => expect( POSTCODE_PATTERNS[ c ] ).toBeInstanceOf( RegExp )
		);
	} );
	it( 'trims the start and upper-cases', () => {
		expect( normalizePostcode( '  sw1a 1aa' ) ).toBe( 'SW1A 1AA' );
	} );
} );

describe( 'address rules', () => {
	it( 'rejects an invalid postcode for the country', () => {
		expect(
			validateAddressField(
				field( 'postcode' ),
				{ country: 'DE', postcode: '123' },
				billing
			)
		).toBe( 'Please enter a valid postcode' );
		expect(
			validateAddressField(
				field( 'postcode' ),
				{ country: 'DE', postcode: '12345' },
				billing
			)
		).toBe( '' );
	} );
	it( 'rejects an invalid email', () => {
		expect(
			validateAddressField(
				field( 'email' ),
				{ email: 'kein-at' },
				billing
			)
		).toBe( 'Please enter a valid email address' );
	} );
	it( 'refuses a phone number WooCommerce would refuse, before the order is sent', () => {
		const phone = field( 'phone', { required: false } );
		expect(
			validateAddressField( phone, { phone: '030 1234567-Z' }, billing )
		).toBe( 'Please enter a valid phone number' );
		expect(
			validateAddressField(
				phone,
				{ phone: '+49 (0)30 123-45' },
				billing
			)
		).toBe( '' );
	} );
	it( 'validates optional fields only when filled', () => {
		expect(
			validateAddressField(
				field( 'company', { required: false } ),
				{ company: '' },
				billing
			)
		).toBe( '' );
		expect(
			validateAddressField(
				field( 'phone', {
					required: false,
					validation: { pattern: '[0-9 +]+' },
				} ),
				{ phone: 'abc' },
				billing
			)
		).toBe( 'Phone must match the pattern [0-9 +]+' );
	} );
	it( 'asks for required fields, keeping the label capitalised in German', () => {
		expect( requiredMessage( 'Stadt', 'de_DE' ) ).toBe(
			'Please enter a valid Stadt'
		);
		expect( requiredMessage( 'City', 'en_US' ) ).toBe(
			'Please enter a valid city'
		);
		expect( requiredMessage( '', 'en_US' ) ).toBe(
			'Please enter a valid field'
		);
	} );
	it( 'asks for a state from the list, or a valid option', () => {
		const state = field( 'state', { label: 'State' } );
		expect(
			validateAddressField( state, { country: 'US', state: '' }, billing )
		).toBe( 'Please select a State' );
		expect(
			validateAddressField(
				state,
				{ country: 'US', state: 'Texas' },
				billing
			)
		).toBe( 'Please select a valid option' );
		expect(
			validateAddressField(
				state,
				{ country: 'US', state: 'new york' },
				billing
			)
		).toBe( '' );
	} );
	it( 'needs a country when city, state or postcode is given', () => {
		expect(
			validateAddressField(
				field( 'country', { required: false } ),
				{ country: '', city: 'Berlin' },
				billing
			)
		).toBe( 'Please select your country' );
	} );
	it( 'refuses countries outside the allowed lists', () => {
		expect(
			validateAddressField(
				field( 'country' ),
				{ country: 'FR' },
				billing
			)
		).toBe( 'Sorry, we do not allow orders from the selected country' );
		expect(
			validateAddressField(
				field( 'country' ),
				{ country: 'AT' },
				shipping
			)
		).toBe( 'Sorry, we do not ship orders to the selected country' );
	} );
	it( 'requires a required checkbox to be checked', () => {
		expect(
			validateAddressField(
				field( 'kiosk/newsletter', { type: 'checkbox' } ),
				{ 'kiosk/newsletter': '' },
				billing
			)
		).toBe( 'Please check this box if you want to proceed.' );
	} );
	it( 'checks select options', () => {
		const select = field( 'kiosk/anrede', {
			type: 'select',
			options: [ { value: 'frau', label: 'Frau' } ],
		} );
		expect(
			validateAddressField( select, { 'kiosk/anrede': 'x' }, billing )
		).toBe( 'Please select a valid option' );
		expect(
			validateAddressField( select, { 'kiosk/anrede': '' }, billing )
		).toBe( 'Please select a valid option' );
	} );
	it( 'uses custom or generic schema messages', () => {
		expect(
			schemaMessage(
				field( 'vat', {
					errorMessage: 'USt-IdNr. ungültig',
					validation: { pattern: 'DE[0-9]{9}' },
				} ),
				'x'
			)
		).toBe( 'USt-IdNr. ungültig' );
		expect(
			schemaMessage(
				field( 'vat', { label: 'VAT', validation: { valid: false } } ),
				'x'
			)
		).toBe( 'VAT is invalid' );
	} );
	it( 'skips hidden fields and clears them', () => {
		expect(
			validateAddressField(
				field( 'state', { hidden: true } ),
				{ state: '' },
				billing
			)
		).toBe( '' );
		expect(
			clearHiddenFields( { state: 'BE', city: 'x' }, [
				field( 'state', { hidden: true } ),
			] )
		).toEqual( { state: '', city: 'x' } );
	} );
	it( 'changing country clears state and postcode', () => {
		expect(
			changeCountry(
				{ country: 'US', state: 'CA', postcode: '90210', city: 'LA' },
				'DE'
			)
		).toEqual( { country: 'DE', state: '', postcode: '', city: 'LA' } );
	} );
	it( 'blanks all but country and state', () => {
		expect(
			clearAddressExceptCountry( {
				country: 'DE',
				state: 'BE',
				city: 'Berlin',
			} )
		).toEqual( { country: 'DE', state: 'BE', city: '' } );
	} );
	it( 'uses a state select only where the country has states', () => {
		expect( countryStates( countries, 'US' ) ).not.toBeNull();
		expect( countryStates( countries, 'DE' ) ).toBeNull();
		expect( matchState( countries.US.states, 'ca' ) ).toBe( 'CA' );
	} );
	it( 'is complete with a country and every required visible state, country, postcode and city', () => {
		const fields = [
			field( 'country' ),
			field( 'postcode' ),
			field( 'city' ),
			field( 'state', { hidden: true } ),
		];
		expect(
			isAddressComplete(
				{ country: 'DE', postcode: '10115', city: 'Berlin' },
				fields
			)
		).toBe( true );
		expect(
			isAddressComplete(
				{ country: 'DE', postcode: '', city: 'Berlin' },
				fields
			)
		).toBe( false );
		expect(
			isAddressComplete(
				{ country: '', postcode: '1', city: 'B' },
				fields
			)
		).toBe( false );
	} );
	it( 'orders fields by index with country overrides and email only for billing', () => {
		const defs = [
			field( 'city', { index: 70 } ),
			field( 'postcode', { index: 90 } ),
			field( 'email', { index: 5 } ),
		];
		const result = addressFieldsFor(
			defs,
			{ DE: { postcode: { index: 65 } } },
			'DE',
			'shipping'
		);
		expect( result.map( ( f ) => f.key ) ).toEqual( [
			'postcode',
			'city',
		] );
		expect(
			addressFieldsFor( defs, {}, 'DE', 'billing' ).map( ( f ) => f.key )
		).toEqual( [ 'email', 'city', 'postcode' ] );
	} );
} );
