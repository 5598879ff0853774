/**
 * Postcode patterns per country: a shared map plus the explicit patterns
 * of BA, GB (with BFPO), IN, JP, KH, LI, MN, NI, NL and SI. Countries
 * without a pattern always pass.
 */

/** The shared map (as the postcode-validator package has it, for the countries Kiosk ships to). */
const SHARED: Record< string, RegExp > = {
	AT: /^\d{4}$/,
	AU: /^\d{4}$/,
	BE: /^\d{4}$/,
	BG: /^\d{4}$/,
	BR: /^\d{5}-?\d{3}$/,
	CA: /^[ABCEGHJKLMNPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
	CH: /^\d{4}$/,
	CZ: /^\d{3} ?\d{2}$/,
	DE: /^\d{5}$/,
	DK: /^\d{4}$/,
	EE: /^\d{5}$/,
	ES: /^\d{5}$/,
	FI: /^\d{5}$/,
	FR: /^\d{2} ?\d{3}$/,
	GR: /^\d{3} ?\d{2}$/,
	HR: /^\d{5}$/,
	HU: /^\d{4}$/,
	IT: /^\d{5}$/,
	LT: /^(LT-)?\d{5}$/i,
	LU: /^(L-)?\d{4}$/i,
	LV: /^(LV-)?\d{4}$/i,
	MX: /^\d{5}$/,
	NO: /^\d{4}$/,
	PL: /^\d{2}-\d{3}$/,
	PT: /^\d{4}-\d{3}$/,
	RO: /^\d{6}$/,
	SE: /^\d{3} ?\d{2}$/,
	SK: /^\d{3} ?\d{2}$/,
	US: /^\d{5}([ -]\d{4})?$/,
};

const EXPLICIT: Record< string, RegExp > = {
	BA: /^([7-8]{1})([0-9]{4})$/,
	GB: /^([A-Z]){1}([0-9]{1,2}|[A-Z][0-9][A-Z]|[A-Z][0-9]{2}|[A-Z][0-9]|[0-9][A-Z]){1}([ ])?([0-9][A-Z]{2}){1}$|^BFPO(?:\s)?([0-9]{1,4})$|^BFPO(c\/o[0-9]{1,3})$/i,
	IN: /^[1-9]{1}[0-9]{2}\s{0,1}[0-9]{3}$/,
	JP: /^([0-9]{3})([-]?)([0-9]{4})$/,
	KH: /^[0-9]{6}$/,
	LI: /^(94[8-9][0-9])$/,
	MN: /^[0-9]{5}(-[0-9]{4})?$/,
	NI: /^[1-9]{1}[0-9]{4}$/,
	NL: /^([1-9][0-9]{3})(\s?)(?!SA|SD|SS)[A-Z]{2}$/i,
	SI: /^([1-9][0-9]{3})$/,
};

/** Every pattern, explicit ones winning. */
export const POSTCODE_PATTERNS: Readonly< Record< string, RegExp > > = {
	...SHARED,
	...EXPLICIT,
};

/** Whether a postcode is valid for a country (no pattern: valid). */
export function isPostcode( postcode: string, country: string ): boolean {
	const pattern = POSTCODE_PATTERNS[ country.toUpperCase() ];
	return pattern ? pattern.test( postcode ) : true;
}

/** What the postcode input stores: trimmed at the start and upper-cased. */
export function normalizePostcode( value: string ): string {
	return value.trimStart().toUpperCase();
}
