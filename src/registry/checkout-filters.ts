/**
 * Checkout filters (SPEC section 5), named like WooCommerce Blocks':
 * extensions register functions per filter name; the blocks apply them.
 * A filter must return the type it received. When it does not, or its
 * value fails validation, administrators see the error (it is thrown, for
 * the block error boundary); everyone else gets the default and a console
 * error. The page's functions are those of one registry built by
 * `createCheckoutFilterRegistry()`.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ApplyCheckoutFilterArgs } from '../types/registry';

/** A filter: gets the current value, the cart's extensions data and an argument. */
export type CheckoutFilterFunction< T = unknown > = (
	value: T,
	extensions: Record< string, unknown >,
	args?: unknown
) => T;

/** Throws unless `value` holds `required` ('<price/>' for price formats). */
export function mustContain( value: string, required: string ): true {
	if ( ! value.includes( required ) ) {
		throw Error(
			sprintf(
				/* translators: %1$s: required text, %2$s: the value passed */
				__(
					'Returned value must include %1$s, you passed "%2$s"',
					'kiosk'
				),
				required,
				value
			)
		);
	}
	return true;
}

export type { ApplyCheckoutFilterArgs };

/** Runs `filters` over the default value. */
function runFilters< T >(
	filters: CheckoutFilterFunction[],
	{
		defaultValue,
		extensions = null,
		arg = null,
		validation = () => true,
		// Read directly: the whole readSettings() would add its defaults to
		// the registry's bundle for this one flag.
		isAdmin = !! window.kioskSettings?.isAdmin,
	}: ApplyCheckoutFilterArgs< T >
): T {
	let value = defaultValue;
	for ( const filter of filters ) {
		try {
			const next = filter( value, extensions || {}, arg ) as T;
			if ( typeof next !== typeof value ) {
				throw new Error(
					sprintf(
						/* translators: %1$s: type received, %2$s: type returned */
						__(
							'The type returned by checkout filters must be the same as the type they receive. The function received %1$s but returned %2$s.',
							'kiosk'
						),
						typeof value,
						typeof next
					)
				);
			}
			const valid = validation( next );
			if ( valid instanceof Error ) {
				throw valid;
			}
			value = next;
		} catch ( error ) {
			if ( isAdmin ) {
				throw error;
			}

			console.error( error );
			return defaultValue;
		}
	}
	return value;
}

/** One registry of checkout filters; the page has one (below), tests make their own. */
export interface CheckoutFilterRegistry {
	registerCheckoutFilters: (
		namespace: string,
		filters: Record< string, CheckoutFilterFunction >
	) => void;
	getCheckoutFilters: ( filterName: string ) => CheckoutFilterFunction[];
	applyCheckoutFilter: < T >( args: ApplyCheckoutFilterArgs< T > ) => T;
}

/** An empty checkout filter registry. */
export function createCheckoutFilterRegistry(): CheckoutFilterRegistry {
	const registered = new Map<
		string,
		Record< string, CheckoutFilterFunction >
	>();
	const getCheckoutFilters = ( filterName: string ) =>
		[ ...registered.values() ]
			.map( ( filters ) => filters[ filterName ] )
			.filter(
				( filter ): filter is CheckoutFilterFunction =>
					typeof filter === 'function'
			);
	return {
		registerCheckoutFilters( namespace, filters ) {
			registered.set( namespace, {
				...registered.get( namespace ),
				...filters,
			} );
		},
		getCheckoutFilters,
		applyCheckoutFilter: ( args ) =>
			runFilters( getCheckoutFilters( args.filterName ), args ),
	};
}

/** The page's registry (`window.kiosk.registry` hands out its functions). */
const page = createCheckoutFilterRegistry();

/** Registers filters for a namespace (a later call for the namespace replaces its filters). */
export const registerCheckoutFilters = page.registerCheckoutFilters;

/** The filters registered for a name, in registration order. */
export const getCheckoutFilters = page.getCheckoutFilters;

/** Runs the registered filters over the default value. */
export const applyCheckoutFilter = page.applyCheckoutFilter;
