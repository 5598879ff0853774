/**
 * Address rules of SPEC section 5: field messages, country changes, the
 * state field's kind, clearing and completeness. Beside the checkout store
 * that holds the addresses; the address form (src/components/checkout/
 * address-form/) calls them.
 */
import { __, sprintf } from '@wordpress/i18n';
import { isPostcode } from '../../shared/rules/postcode';
import { isEmail } from '../../shared/rules/email';
import { isPhone } from '../../shared/rules/phone';
import type {
	AddressFieldDefinition,
	CountrySettings,
} from '../../types/store-api';
import type { AddressType, AddressValues } from './addresses';

/** Fields that need a country to mean anything. */
const NEEDS_COUNTRY = [ 'city', 'state', 'postcode' ];

export interface AddressContext {
	type: AddressType;
	countries: Record< string, CountrySettings >;
	/** Allowed billing countries (billing) or shipping countries (shipping). */
	allowedCountries: string[];
}

/** The states of a country, or null when it has none (then the state is a text field). */
export function countryStates(
	countries: Record< string, CountrySettings >,
	country: string
): Record< string, string > | null {
	const states = countries[ country ]?.states;
	return states && Object.keys( states ).length ? states : null;
}

/** Finds a state's code by code or name, case-insensitively ('' when not found). */
export function matchState(
	states: Record< string, string >,
	value: string
): string {
	const needle = value.trim().toLowerCase();
	if ( ! needle ) {
		return '';
	}
	const hit = Object.entries( states ).find(
		( [ code, name ] ) =>
			code.toLowerCase() === needle || name.toLowerCase() === needle
	);
	return hit ? hit[ 0 ] : '';
}

/** Changing country clears state and postcode. */
export function changeCountry(
	address: AddressValues,
	country: string
): AddressValues {
	if ( address.country === country ) {
		return address;
	}
	return { ...address, country, state: '', postcode: '' };
}

/** Blanks every field except country and state. */
export function clearAddressExceptCountry(
	address: AddressValues
): AddressValues {
	return Object.fromEntries(
		Object.keys( address ).map( ( key ) => [
			key,
			key === 'country' || key === 'state' ? address[ key ] : '',
		] )
	);
}

/** Clears hidden fields to empty. */
export function clearHiddenFields(
	address: AddressValues,
	fields: AddressFieldDefinition[]
): AddressValues {
	const hidden = fields.filter(
		( field ) => field.hidden && address[ field.key ]
	);
	if ( ! hidden.length ) {
		return address;
	}
	const next = { ...address };
	hidden.forEach( ( field ) => ( next[ field.key ] = '' ) );
	return next;
}

/**
 * An address is complete when a country is set and every required,
 * visible field among state, country, postcode and city is filled.
 */
export function isAddressComplete(
	address: AddressValues,
	fields: AddressFieldDefinition[]
): boolean {
	if ( ! address.country ) {
		return false;
	}
	return fields
		.filter(
			( field ) =>
				[ 'state', 'country', 'postcode', 'city' ].includes(
					field.key
				) &&
				field.required &&
				! field.hidden
		)
		.every( ( field ) => ( address[ field.key ] || '' ).trim() !== '' );
}

/** Checks a schema (`validation`) pattern: the custom message, the pattern message, or '%s is invalid'. */
export function schemaMessage(
	field: AddressFieldDefinition,
	value: string
): string {
	const pattern = field.validation?.pattern;
	if ( typeof pattern === 'string' ) {
		let ok = true;
		try {
			ok = new RegExp( `^(?:${ pattern })$`, 'u' ).test( value );
		} catch {
			ok = false;
		}
		if ( ok ) {
			return '';
		}
		if ( field.errorMessage ) {
			return field.errorMessage;
		}
		return sprintf(
			/* translators: %1$s: field label, %2$s: the pattern */
			__( '%1$s must match the pattern %2$s', 'kiosk' ),
			field.label,
			pattern
		);
	}
	if (
		field.validation &&
		Object.keys( field.validation ).length &&
		field.validation.valid === false
	) {
		return (
			field.errorMessage ||
			/* translators: %s: field label */
			sprintf( __( '%s is invalid', 'kiosk' ), field.label )
		);
	}
	return '';
}

/**
 * The error for one field of an address ('' when valid). Required fields
 * must be filled; optional ones are checked only when filled.
 */
export function validateAddressField(
	field: AddressFieldDefinition,
	address: AddressValues,
	context: AddressContext
): string {
	if ( field.hidden ) {
		return '';
	}
	const value = ( address[ field.key ] ?? '' ).trim();
	if ( field.type === 'checkbox' ) {
		return field.required && value !== 'true' && value !== '1'
			? __( 'Please check this box if you want to proceed.', 'kiosk' )
			: '';
	}
	if ( field.key === 'country' ) {
		if ( value && ! context.allowedCountries.includes( value ) ) {
			return context.type === 'billing'
				? __(
						'Sorry, we do not allow orders from the selected country',
						'kiosk'
					)
				: __(
						'Sorry, we do not ship orders to the selected country',
						'kiosk'
					);
		}
		if (
			! value &&
			NEEDS_COUNTRY.some( ( key ) => ( address[ key ] || '' ).trim() )
		) {
			return __( 'Please select your country', 'kiosk' );
		}
	}
	if ( ! value ) {
		if ( ! field.required ) {
			return '';
		}
		if (
			field.key === 'state' &&
			countryStates( context.countries, address.country )
		) {
			/* translators: %s: field label, e.g. "Bundesland" */
			return sprintf( __( 'Please select a %s', 'kiosk' ), field.label );
		}
		if ( field.key === 'country' || field.type === 'select' ) {
			return __( 'Please select a valid option', 'kiosk' );
		}
		return requiredMessage( field.label );
	}
	if (
		field.key === 'postcode' &&
		address.country &&
		! isPostcode( value, address.country )
	) {
		return __( 'Please enter a valid postcode', 'kiosk' );
	}
	if ( field.key === 'email' && ! isEmail( value ) ) {
		return __( 'Please enter a valid email address', 'kiosk' );
	}
	if ( field.key === 'state' ) {
		const states = countryStates( context.countries, address.country );
		if ( states && ! matchState( states, value ) ) {
			return __( 'Please select a valid option', 'kiosk' );
		}
	}
	if (
		field.type === 'select' &&
		field.options?.length &&
		! field.options.some( ( option ) => option.value === value )
	) {
		return __( 'Please select a valid option', 'kiosk' );
	}
	// The owner's own pattern says it first; then WooCommerce's phone rule.
	const message = schemaMessage( field, value );
	if ( ! message && field.key === 'phone' && ! isPhone( value ) ) {
		return __( 'Please enter a valid phone number', 'kiosk' );
	}
	return message;
}

/**
 * 'Please enter a valid {field}': the label lower-cased except in German
 * locales (nouns keep their capital), 'field' when there is no label.
 */
export function requiredMessage(
	label: string,
	locale = currentLocale()
): string {
	let word: string = __( 'field', 'kiosk' );
	if ( label ) {
		word = /^de(_|$)/i.test( locale ) ? label : label.toLowerCase();
	}
	/* translators: %s: field label */
	return sprintf( __( 'Please enter a valid %s', 'kiosk' ), word );
}

function currentLocale(): string {
	return (
		( typeof window !== 'undefined' &&
			( window.kioskSettings?.locale as string ) ) ||
		document.documentElement.lang.replace( '-', '_' ) ||
		'en_US'
	);
}
