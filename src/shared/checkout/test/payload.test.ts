/**
 * @jest-environment node
 */
import { checkoutPayload, type PayloadInput } from '../payload';

const empty = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: '',
	phone: '',
};
const billing = {
	...empty,
	first_name: 'Max',
	last_name: 'Muster',
	address_1: 'Hauptstr. 1',
	city: 'Berlin',
	postcode: '10115',
	country: 'DE',
	email: 'gast@example.com',
};
const input: PayloadInput = {
	billing,
	shipping: { ...empty, country: 'DE' },
	useShippingAsBilling: false,
	needsShipping: true,
	needsPayment: true,
	orderNotes: '',
	shouldCreateAccount: false,
	customerPassword: '',
	additionalFields: {},
	extensionData: {},
	paymentMethod: 'bacs',
	paymentMethodData: {},
	shouldSavePayment: false,
};

describe( 'checkout payload', () => {
	it( 'sends the billing address as the shipping address with local pickup, without the email', () => {
		const body = checkoutPayload( { ...input, prefersCollection: true } );
		expect( body.shipping_address ).toEqual( {
			...empty,
			first_name: 'Max',
			last_name: 'Muster',
			address_1: 'Hauptstr. 1',
			city: 'Berlin',
			postcode: '10115',
			country: 'DE',
		} );
	} );

	it( 'sends the shipping form as it is when shipping', () => {
		const body = checkoutPayload( input );
		expect( body.shipping_address ).toEqual( { ...empty, country: 'DE' } );
		expect( body.payment_method ).toBe( 'bacs' );
	} );

	it( 'sends no shipping address when nothing ships', () => {
		expect(
			checkoutPayload( { ...input, needsShipping: false } )
				.shipping_address
		).toBeUndefined();
	} );
} );
