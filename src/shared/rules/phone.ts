/**
 * The client's phone rule: WooCommerce's `WC_Validation::is_phone()`, which
 * the Store API applies to both addresses, so the checkout refuses what the
 * server would refuse, with a message under the field instead of a refused
 * order.
 */

/** Invisible characters WooCommerce strips before checking (copy and paste leaves them). */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\uFEFF\uFFF9-\uFFFB]/g;

/**
 * Digits, ASCII white space and `# _ - + / ( ) .` only. PCRE's `\s`
 * without the `u` flag is ASCII white space: a no-break space is refused
 * there, so it is here.
 */
const ALLOWED = /[ \t\n\v\f\r#0-9_\-+/().]/g;

/** Whether WooCommerce takes `value` as a phone number ('' is for the required check). */
export function isPhone( value: string ): boolean {
	// PHP's trim() also drops NUL; JavaScript's would drop a no-break space.
	return (
		value
			.replace( INVISIBLE, '' )
			.replace( ALLOWED, '' )
			.replace( /\0/g, '' ) === ''
	);
}
