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

/**
 * The customer data pushed to the server: with shipping used as billing,
 * billing takes the shipping fields and keeps its email.
 */
export function customerData(
	billing: AddressValues,
	shipping: AddressValues,
	useShippingAsBilling: boolean
) {
	return {
		shipping_address: shipping,
		billing_address: useShippingAsBilling
			? { ...billing, ...shipping, email: billing.email }
			: billing,
	};
}
