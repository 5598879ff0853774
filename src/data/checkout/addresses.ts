/**
 * The billing and shipping addresses the shopper edits, as the checkout
 * store keeps them: plain field → value records (billing has email too),
 * seeded once from the cart's customer addresses.
 */

/** An address as the form edits it. */
export type AddressValues = Record< string, string >;

export type AddressType = 'billing' | 'shipping';

/** The country an empty address starts with. */
export const DEFAULT_COUNTRY = 'DE';

const FIELDS = [
	'first_name',
	'last_name',
	'company',
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
	'country',
	'phone',
];

function filled( from: unknown, extra: string[] = [] ): AddressValues {
	const source = ( from || {} ) as Record< string, unknown >;
	const address: AddressValues = {};
	for ( const key of [ ...FIELDS, ...extra ] ) {
		address[ key ] = '';
	}
	for ( const [ key, value ] of Object.entries( source ) ) {
		address[ key ] =
			typeof value === 'string' ? value : String( value ?? '' );
	}
	address.country ||= DEFAULT_COUNTRY;
	return address;
}

/** The addresses a checkout starts with, from the cart's customer addresses. */
export function initialAddresses(
	billing: unknown,
	shipping: unknown
): Record< AddressType, AddressValues > {
	return {
		billing: filled( billing, [ 'email' ] ),
		shipping: filled( shipping ),
	};
}

/** Whether a field's value would be refused (it has a validation error). */
export type RefusedField = ( type: AddressType, key: string ) => boolean;

/** The address without the filled fields `refused` names. */
function withoutRefused(
	address: AddressValues,
	type: AddressType,
	refused: RefusedField
): AddressValues {
	return Object.fromEntries(
		Object.entries( address ).filter(
			( [ key, value ] ) => ! ( value.trim() && refused( type, key ) )
		)
	);
}

/**
 * The customer data pushed to the server: with shipping used as billing,
 * billing takes the shipping fields and keeps its email. A filled field with
 * a validation error is left out (the server keeps what it had): the Store
 * API refuses a whole address for one bad phone number or postcode, and the
 * shopper is still typing, with the field's own message to come on blur.
 */
export function customerData(
	billing: AddressValues,
	shipping: AddressValues,
	useShippingAsBilling: boolean,
	refused: RefusedField = () => false
) {
	const shippingAddress = withoutRefused( shipping, 'shipping', refused );
	const billingAddress = withoutRefused( billing, 'billing', refused );
	if ( ! useShippingAsBilling ) {
		return {
			shipping_address: shippingAddress,
			billing_address: billingAddress,
		};
	}
	// Billing takes the shipping fields (those sent) and keeps its email and
	// the fields only billing has.
	const billingAddressAsShipping: AddressValues = {};
	for ( const [ key, value ] of Object.entries( billingAddress ) ) {
		if ( key === 'email' || ! ( key in shipping ) ) {
			billingAddressAsShipping[ key ] = value;
		}
	}
	for ( const [ key, value ] of Object.entries( shippingAddress ) ) {
		if ( key !== 'email' ) {
			billingAddressAsShipping[ key ] = value;
		}
	}
	return {
		shipping_address: shippingAddress,
		billing_address: billingAddressAsShipping,
	};
}
