/**
 * The value checks behind each SWV rule type. Pure functions of strings
 * and numbers, shared by the client and the preview host.
 */

/** An absolute URL with a scheme. */
export function isUrl( value: string ): boolean {
	if ( ! /^[a-z][a-z0-9.+-]*:/i.test( value ) || /\s/.test( value ) ) {
		return false;
	}
	try {
		return Boolean( new URL( value ) );
	} catch {
		return false;
	}
}

/** A telephone number: digits with optional +, spaces, dashes, dots and brackets. */
export function isTel( value: string ): boolean {
	return (
		/^[+]?[0-9() ./-]*[0-9][0-9() ./-]*$/.test( value ) &&
		value.replace( /\D/g, '' ).length <= 20
	);
}

/** HTML's valid floating-point number. */
export function isNumber( value: string ): boolean {
	return /^-?(?:\d+|\d*\.\d+)(?:[eE][-+]?\d+)?$/.test( value );
}

/** A real calendar date in YYYY-MM-DD. */
export function isDate( value: string ): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const [ year, month, day ] = [
		Number( match[ 1 ] ),
		Number( match[ 2 ] ),
		Number( match[ 3 ] ),
	];
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return (
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day
	);
}

/** hh:mm or hh:mm:ss. */
export function isTime( value: string ): boolean {
	return /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/.test( value );
}

/** ISO 8601 weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD date. */
export function isoWeekday( value: string ): number {
	const day = new Date( `${ value }T00:00:00Z` ).getUTCDay();
	return day === 0 ? 7 : day;
}

/** Whether a file matches an `accept` entry: `.pdf`, `image/*` or `image/png`. */
export function fileAccepted(
	file: { name: string; type: string },
	accept: string[]
): boolean {
	const name = file.name.toLowerCase();
	const type = ( file.type || '' ).toLowerCase();
	return accept.some( ( raw ) => {
		const pattern = String( raw ).trim().toLowerCase();
		if ( pattern.startsWith( '.' ) ) {
			return name.endsWith( pattern );
		}
		if ( pattern.endsWith( '/*' ) ) {
			return type.startsWith( pattern.slice( 0, -1 ) );
		}
		return type === pattern;
	} );
}

/** Whether `value` lies on the step grid `base + k * interval` (with float tolerance). */
export function onStep(
	value: number,
	base: number,
	interval: number
): boolean {
	if ( ! ( interval > 0 ) ) {
		return true;
	}
	const steps = ( value - base ) / interval;
	return Math.abs( steps - Math.round( steps ) ) < 1e-9;
}
