/**
 * The address form's messages, each recomputed only when what it depends on
 * changed: a keystroke validates the field typed in, not every field (each
 * message runs translations and, for schema fields, a RegExp).
 */
import { useRef } from '@wordpress/element';
import { validateAddressField, type AddressContext } from '../address/rules';
import type { AddressFieldDefinition, AddressValues } from '../address/types';

/** The fields whose filling makes the country required (rules.ts). */
const NEEDS_COUNTRY = [ 'city', 'state', 'postcode' ];

/**
 * What `validateAddressField` reads of an address for one field: the
 * field's own value and the country (postcode, state and select rules);
 * for the country, whether a field that needs it is filled.
 */
export function validationInputs(
	field: AddressFieldDefinition,
	address: AddressValues
): string {
	const inputs = [ address[ field.key ] ?? '', address.country ?? '' ];
	if ( field.key === 'country' ) {
		inputs.push(
			NEEDS_COUNTRY.some( ( key ) => ( address[ key ] || '' ).trim() )
				? '1'
				: ''
		);
	}
	return inputs.join( '\u0000' );
}

interface Cached {
	field: AddressFieldDefinition;
	context: AddressContext;
	inputs: string;
	message: string;
}

/** A cache of messages by field key: `messageFor` validates a field only when its inputs changed. */
export function createMessageCache() {
	const cache = new Map< string, Cached >();
	return function messageFor(
		field: AddressFieldDefinition,
		address: AddressValues,
		context: AddressContext
	): string {
		const inputs = validationInputs( field, address );
		const hit = cache.get( field.key );
		if (
			hit &&
			hit.field === field &&
			hit.context === context &&
			hit.inputs === inputs
		) {
			return hit.message;
		}
		const message = validateAddressField( field, address, context );
		cache.set( field.key, { field, context, inputs, message } );
		return message;
	};
}

/** The form's cached `messageFor` (one cache per mounted form). */
export function useFieldMessages() {
	const cache = useRef< ReturnType< typeof createMessageCache > >();
	if ( ! cache.current ) {
		cache.current = createMessageCache();
	}
	return cache.current;
}
