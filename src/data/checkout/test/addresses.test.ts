import { createRegistry } from '@wordpress/data';
import { checkoutStore } from '../index';
import { customerData, initialAddresses } from '../addresses';

jest.mock( '@kiosk/api', () => ( { request: jest.fn() } ) );

describe( 'addresses in kiosk/checkout', () => {
	it( 'seeds empty fields and the German default country from the cart', () => {
		const { billing, shipping } = initialAddresses(
			{ first_name: 'Erika', email: 'erika@example.de', country: '' },
			{ city: 'Köln', country: 'AT' }
		);
		expect( billing ).toMatchObject( {
			first_name: 'Erika',
			email: 'erika@example.de',
			country: 'DE',
			address_2: '',
		} );
		expect( shipping ).toMatchObject( { city: 'Köln', country: 'AT' } );
		expect( shipping ).not.toHaveProperty( 'email' );
	} );

	it( 'is seeded once: a later cart does not overwrite what the shopper typed', () => {
		const registry = createRegistry();
		registry.register( checkoutStore );
		const actions = registry.dispatch( checkoutStore );
		const checkout = () => registry.select( checkoutStore );
		expect( checkout().hasAddresses() ).toBe( false );
		actions.initAddresses( { email: '' }, {} );
		actions.setBillingAddress( {
			...checkout().getBillingAddress(),
			email: 'max@example.de',
		} );
		actions.initAddresses( { email: 'server@example.de' }, {} );
		expect( checkout().hasAddresses() ).toBe( true );
		expect( checkout().getBillingAddress().email ).toBe( 'max@example.de' );
	} );

	it( 'pushes billing as shipping (with its own email) when shipping is used for billing', () => {
		const billing = { email: 'a@b.de', city: 'Bonn' };
		const shipping = { city: 'Köln' };
		expect( customerData( billing, shipping, true ) ).toEqual( {
			shipping_address: shipping,
			billing_address: { email: 'a@b.de', city: 'Köln' },
		} );
		expect(
			customerData( billing, shipping, false ).billing_address
		).toEqual( billing );
	} );

	it( 'leaves out a filled field with a validation error, in both addresses when shipping is used for billing', () => {
		const billing = { email: 'kein-at', city: 'Bonn', phone: '' };
		const shipping = { city: 'Köln', phone: '030 1-Z', postcode: '' };
		const refused = ( type: string, key: string ) =>
			( type === 'shipping' && key === 'phone' ) ||
			( type === 'shipping' && key === 'postcode' ) ||
			( type === 'billing' && key === 'email' );
		expect( customerData( billing, shipping, true, refused ) ).toEqual( {
			// An empty field goes, whatever its error (required): it clears.
			shipping_address: { city: 'Köln', postcode: '' },
			billing_address: { city: 'Köln', postcode: '' },
		} );
		expect(
			customerData( billing, shipping, false, refused ).billing_address
		).toEqual( { city: 'Bonn', phone: '' } );
	} );
} );
