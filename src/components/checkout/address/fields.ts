/**
 * Builds a country's address fields from the definitions and the
 * per-country overrides, in display order.
 */
import type { AddressFieldDefinition, AddressType } from './types';

/**
 * A field's element id, also its key in `kiosk/validation`: 'billing-city',
 * 'shipping-kiosk-vat' for an extension's 'kiosk/vat'.
 */
export function addressFieldId( type: AddressType, key: string ): string {
	return `${ type }-${ key.replace( /\//g, '-' ) }`;
}

/**
 * The fields for a country: defaults merged with the country's overrides,
 * email only for billing, sorted by index (German order: postcode before city).
 */
export function addressFieldsFor(
	definitions: AddressFieldDefinition[],
	locale: Record<
		string,
		Record< string, Partial< AddressFieldDefinition > >
	>,
	country: string,
	type: AddressType
): AddressFieldDefinition[] {
	const overrides = locale[ country ] || {};
	return definitions
		.filter( ( field ) => type === 'billing' || field.key !== 'email' )
		.map( ( field ) => ( { ...field, ...overrides[ field.key ] } ) )
		.sort( ( a, b ) => a.index - b.index );
}
