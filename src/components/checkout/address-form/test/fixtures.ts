/**
 * Address field definitions for the address form's tests.
 */
import type { AddressFieldDefinition } from '../../address/types';

/** A required, shown field; `extra` overrides any property. */
export const addressField = (
	key: string,
	label: string,
	index: number,
	extra: Partial< AddressFieldDefinition > = {}
): AddressFieldDefinition => ( {
	key,
	label,
	optionalLabel: `${ label } (optional)`,
	required: true,
	hidden: false,
	index,
	...extra,
} );
