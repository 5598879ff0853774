/**
 * Checkout address checks: required fields per country, postcode
 * patterns, email, allowed countries.
 */
import type {
	BillingAddress,
	ShippingAddress,
} from '../../src/types/store-api';
import {
	ADDRESS_FIELDS,
	COUNTRIES,
	isRequired,
	isValidEmail,
	isValidPostcode,
} from './locale';

const KEYS = [
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
] as const;

/** Fills missing keys with '' and normalises country and postcode. */
export function completeAddress< T extends ShippingAddress >(
	input: Partial< T >,
	billing: boolean
): T {
	const address: Record< string, string > = {};
	for ( const key of billing ? [ ...KEYS, 'email' ] : KEYS ) {
		const value = ( input as Record< string, unknown > )[ key ];
		address[ key ] = typeof value === 'string' ? value.trim() : '';
	}
	address.country = address.country.toUpperCase();
	address.postcode = address.postcode.toUpperCase();
	for ( const [ key, value ] of Object.entries( input ) ) {
		if ( key.includes( '/' ) ) {
			address[ key ] = value as string;
		}
	}
	return address as unknown as T;
}

/** The problems of an address (empty when valid). */
export function addressProblems(
	address: BillingAddress | ShippingAddress,
	kind: 'billing' | 'shipping'
): string[] {
	const problems: string[] = [];
	const prefix = kind === 'billing' ? 'Rechnung' : 'Lieferung';
	const country = address.country;
	if ( ! country ) {
		return [ `${ prefix }: Bitte wählen Sie Ihr Land.` ];
	}
	if ( ! COUNTRIES[ country ] ) {
		return [
			kind === 'billing'
				? 'Wir nehmen leider keine Bestellungen aus dem gewählten Land an.'
				: 'Wir liefern leider nicht in das gewählte Land.',
		];
	}
	for ( const field of ADDRESS_FIELDS ) {
		const value = ( address as unknown as Record< string, string > )[
			field.key
		];
		if ( field.key === 'email' && kind !== 'billing' ) {
			continue;
		}
		if ( isRequired( field.key, country, kind ) && ! value ) {
			problems.push(
				`${ prefix } ${ field.label } ist ein Pflichtfeld.`
			);
		}
	}
	const states = COUNTRIES[ country ].states;
	if (
		address.state &&
		Object.keys( states ).length &&
		! Object.keys( states ).includes( address.state.toUpperCase() ) &&
		! Object.values( states ).some(
			( name ) => name.toLowerCase() === address.state.toLowerCase()
		)
	) {
		problems.push(
			`${ prefix }: Bitte wählen Sie ein gültiges Bundesland.`
		);
	}
	if ( address.postcode && ! isValidPostcode( address.postcode, country ) ) {
		problems.push(
			`${ prefix }: Bitte geben Sie eine gültige Postleitzahl ein.`
		);
	}
	if (
		kind === 'billing' &&
		( address as BillingAddress ).email &&
		! isValidEmail( ( address as BillingAddress ).email )
	) {
		problems.push( 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' );
	}
	return problems;
}
