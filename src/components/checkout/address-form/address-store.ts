/**
 * The addresses being edited, outside React state so a keystroke
 * re-renders only the field's form (useSyncExternalStore).
 */
import type { AddressType, AddressValues } from '../address/types';

export interface AddressStore {
	get: ( type: AddressType ) => AddressValues;
	set: ( type: AddressType, values: AddressValues ) => void;
	subscribe: ( listener: ( type: AddressType ) => void ) => () => void;
}

/** Creates the store with initial addresses. */
export function createAddressStore(
	initial: Record< AddressType, AddressValues >
): AddressStore {
	const values = { ...initial };
	const listeners = new Set< ( type: AddressType ) => void >();
	return {
		get: ( type ) => values[ type ],
		set( type, next ) {
			if ( next !== values[ type ] ) {
				values[ type ] = next;
				listeners.forEach( ( listener ) => listener( type ) );
			}
		},
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
