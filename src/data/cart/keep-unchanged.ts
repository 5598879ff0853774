/**
 * The Store API answers every cart call with the whole cart, and most
 * answers change little: an address push returns the same items, totals and
 * rates. A received cart therefore keeps, by identity, every part equal to
 * the stored one, so a component that selects a part that did not change
 * does not render again.
 */
/** Whether two JSON values (objects, arrays, scalars) are equal. */
export function jsonEqual( a: unknown, b: unknown ): boolean {
	if ( a === b ) {
		return true;
	}
	if (
		typeof a !== 'object' ||
		typeof b !== 'object' ||
		a === null ||
		b === null ||
		Array.isArray( a ) !== Array.isArray( b )
	) {
		return false;
	}
	const left = a as Record< string, unknown >;
	const right = b as Record< string, unknown >;
	const keys = Object.keys( left );
	return (
		keys.length === Object.keys( right ).length &&
		keys.every(
			( key ) =>
				Object.hasOwn( right, key ) &&
				jsonEqual( left[ key ], right[ key ] )
		)
	);
}

/**
 * `previous` itself when `next` equals it; otherwise `next`, and for an
 * object (a cart) each of its top-level parts that equals `previous`'s is
 * taken from `previous`.
 */
export function keepUnchanged< T >( previous: T, next: T ): T {
	if ( jsonEqual( previous, next ) ) {
		return previous;
	}
	if (
		typeof next !== 'object' ||
		next === null ||
		Array.isArray( next ) ||
		typeof previous !== 'object' ||
		previous === null
	) {
		return next;
	}
	const kept = { ...next } as Record< string, unknown >;
	const old = previous as Record< string, unknown >;
	for ( const key of Object.keys( kept ) ) {
		if ( jsonEqual( old[ key ], kept[ key ] ) ) {
			kept[ key ] = old[ key ];
		}
	}
	return kept as T;
}
