/**
 * Countries, postcode patterns and address field rules (SPEC section 5).
 */
import type {
	AddressFieldDefinition,
	CountrySettings,
} from '../../src/types/store-api';

/** Countries the shop sells to (billing), with states where they are required. */
export const COUNTRIES: Record< string, CountrySettings > = {
	DE: { name: 'Deutschland', states: {} },
	AT: { name: 'Österreich', states: {} },
	CH: { name: 'Schweiz', states: {} },
	BA: { name: 'Bosnien und Herzegowina', states: {} },
	BE: { name: 'Belgien', states: {} },
	DK: { name: 'Dänemark', states: {} },
	ES: { name: 'Spanien', states: {} },
	FR: { name: 'Frankreich', states: {} },
	GB: { name: 'Vereinigtes Königreich (UK)', states: {} },
	IN: { name: 'Indien', states: {} },
	IT: { name: 'Italien', states: {} },
	JP: { name: 'Japan', states: {} },
	KH: { name: 'Kambodscha', states: {} },
	LI: { name: 'Liechtenstein', states: {} },
	LU: { name: 'Luxemburg', states: {} },
	MN: { name: 'Mongolei', states: {} },
	NI: { name: 'Nicaragua', states: {} },
	NL: { name: 'Niederlande', states: {} },
	PL: { name: 'Polen', states: {} },
	SE: { name: 'Schweden', states: {} },
	SI: { name: 'Slowenien', states: {} },
	US: {
		name: 'Vereinigte Staaten (USA)',
		states: {
			CA: 'Kalifornien',
			FL: 'Florida',
			NY: 'New York',
			TX: 'Texas',
			WA: 'Washington',
		},
	},
};

/** Postcode patterns: a shared map plus the explicit ones of SPEC section 5; others pass. */
export const POSTCODE_PATTERNS: Record< string, RegExp > = {
	DE: /^\d{5}$/,
	AT: /^\d{4}$/,
	CH: /^\d{4}$/,
	BE: /^\d{4}$/,
	DK: /^\d{4}$/,
	ES: /^\d{5}$/,
	FR: /^\d{2} ?\d{3}$/,
	IT: /^\d{5}$/,
	LU: /^(L-?)?\d{4}$/,
	PL: /^\d{2}-\d{3}$/,
	SE: /^\d{3} ?\d{2}$/,
	US: /^\d{5}(-\d{4})?$/,
	BA: /^[7-8]\d{4}$/,
	GB: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|BFPO ?\d{1,4})$/,
	IN: /^[1-9]\d{2} ?\d{3}$/,
	JP: /^\d{3}-?\d{4}$/,
	KH: /^\d{5,6}$/,
	LI: /^94[89]\d$/,
	MN: /^\d{5}$/,
	NI: /^[1-9]\d{4}$/,
	NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
	SI: /^[1-9]\d{3}$/,
};

/** Trims the start, uppercases (as the client does). */
export function normalisePostcode( value: string ): string {
	return value.trim().toUpperCase();
}

/** Whether a postcode is valid for a country (countries without a pattern pass). */
export function isValidPostcode( postcode: string, country: string ): boolean {
	const pattern = POSTCODE_PATTERNS[ country ];
	return ! pattern || pattern.test( normalisePostcode( postcode ) );
}

/** A pragmatic email check (WordPress's is_email is similar in spirit). */
export function isValidEmail( value: string ): boolean {
	return (
		/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test( value ) && value.length <= 254
	);
}

const field = (
	key: string,
	label: string,
	index: number,
	required: boolean,
	extra: Partial< AddressFieldDefinition > = {}
): AddressFieldDefinition => ( {
	key,
	label,
	optionalLabel: `${ label } (optional)`,
	required,
	hidden: false,
	index,
	type: 'text',
	...extra,
} );

/** The default address fields (German labels, as a German WooCommerce prints them). */
export const ADDRESS_FIELDS: AddressFieldDefinition[] = [
	field( 'email', 'E-Mail-Adresse', 0, true, { autocomplete: 'email' } ),
	field( 'country', 'Land/Region', 1, true, {
		type: 'select',
		autocomplete: 'country',
	} ),
	field( 'first_name', 'Vorname', 10, true, {
		autocomplete: 'given-name',
		autocapitalize: 'sentences',
	} ),
	field( 'last_name', 'Nachname', 20, true, {
		autocomplete: 'family-name',
		autocapitalize: 'sentences',
	} ),
	field( 'company', 'Unternehmen', 30, false, {
		autocomplete: 'organization',
		autocapitalize: 'sentences',
	} ),
	field( 'address_1', 'Straße und Hausnummer', 40, true, {
		autocomplete: 'address-line1',
		autocapitalize: 'sentences',
	} ),
	field( 'address_2', 'Adresszusatz', 50, false, {
		autocomplete: 'address-line2',
		autocapitalize: 'sentences',
	} ),
	field( 'postcode', 'Postleitzahl', 65, true, {
		autocomplete: 'postal-code',
		autocapitalize: 'characters',
	} ),
	field( 'city', 'Ort', 70, true, {
		autocomplete: 'address-level2',
		autocapitalize: 'sentences',
	} ),
	field( 'state', 'Bundesland/Kanton', 80, false, {
		autocomplete: 'address-level1',
	} ),
	field( 'phone', 'Telefon', 100, false, {
		autocomplete: 'tel',
		type: 'text',
	} ),
];

/** Per-country overrides (WooCommerce's country locale). */
export const ADDRESS_FIELD_LOCALE: Record<
	string,
	Record< string, Partial< AddressFieldDefinition > >
> = {
	DE: { state: { required: false, hidden: true } },
	AT: { state: { required: false, hidden: true } },
	CH: { state: { label: 'Kanton', required: false } },
	US: {
		state: { label: 'Bundesstaat', required: true },
		postcode: { label: 'ZIP-Code' },
	},
	GB: { state: { label: 'County', required: false } },
	JP: { state: { label: 'Präfektur', required: false } },
};

/** Whether a field is required for an address of a country. */
export function isRequired(
	key: string,
	country: string,
	kind: 'billing' | 'shipping'
): boolean {
	if ( key === 'email' ) {
		return kind === 'billing';
	}
	const override = ADDRESS_FIELD_LOCALE[ country ]?.[ key ];
	if ( override?.hidden ) {
		return false;
	}
	if ( override && typeof override.required === 'boolean' ) {
		return override.required;
	}
	return (
		ADDRESS_FIELDS.find( ( definition ) => definition.key === key )
			?.required ?? false
	);
}
