/**
 * The address form's messages, each recomputed only when what it depends on
 * changed: a keystroke validates the field typed in, not every field (each
 * message runs translations and, for schema fields, a RegExp).
 */
import { useState } from '@wordpress/element';
import {
	NEEDS_COUNTRY,
	validateAddressField,
	type AddressContext,
} from '../address/rules';
import type { AddressFieldDefinition, AddressValues } from '../address/types';

/**
 * What `validateAddressField` reads of an address for one field: the
 * field's own value and the country (postcode, state and select rules);
 * for the country, whether a field that needs it is filled.
 */
export function validationInputs(
	field: AddressFieldDefinition,
	address: AddressValues
): string {
	return [
		address[ field.key ] ?? '',
		address.country ?? '',
		field.key === 'country' &&
			NEEDS_COUNTRY.some( ( key ) => ( address[ key ] || '' ).trim() ),
	].join( '\u0000' );
}

/**
 * A cache of messages by field (definition object, so a new country's
 * fields start afresh): `messageFor` validates a field only when its
 * inputs or the context changed.
 */
export function createMessageCache() {
	const cache = new WeakMap<
		AddressFieldDefinition,
		[ AddressContext, string, string ]
	>();
	return function messageFor(
		field: AddressFieldDefinition,
		address: AddressValues,
		context: AddressContext
	): string {
		const inputs = validationInputs( field, address );
		const hit = cache.get( field );
		if ( hit && hit[ 0 ] === context && hit[ 1 ] === inputs ) {
			return hit[ 2 ];
		}
		const message = validateAddressField( field, address, context );
		cache.set( field, [ context, inputs, message ] );
		return message;
	};
}

/** The form's cached `messageFor` (one cache per mounted form). */
export function useFieldMessages() {
	return useState( createMessageCache )[ 0 ];
}
