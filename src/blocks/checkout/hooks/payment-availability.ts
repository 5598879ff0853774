/**
 * Which registered payment methods can pay for a cart: the server lists the
 * gateway and its `canMakePayment` answers `true`.
 *
 * Most methods answer at once. When all of them do, the answer is known
 * before the checkout's first render (checkPaymentMethodsBeforeMount), so
 * the checkout renders its payment methods once instead of rendering a
 * placeholder and then rendering again when the checks' promises settle.
 */
import type { CanMakePaymentArgument } from '@kiosk/registry';
import type { Cart } from '@kiosk/data';

export type Available = Record< string, { name: string } >;

interface Method {
	paymentMethodId: string;
	canMakePayment: ( argument: CanMakePaymentArgument ) => unknown;
}

/** What one method's check said, or what it threw. */
type Outcome = { value: unknown } | { thrown: unknown };

function record(
	available: Available,
	name: string,
	outcome: Outcome,
	isAdmin: boolean
) {
	const value = 'value' in outcome ? outcome.value : null;
	const error = ( value as { error?: { message: string } } )?.error;
	if ( value === true ) {
		available[ name ] = { name };
	} else if ( isAdmin && ( error || 'thrown' in outcome ) ) {
		console.error(
			error ? error.message : ( outcome as { thrown: unknown } ).thrown
		);
	}
}

/**
 * The methods that can pay, in registration order: the answer itself when
 * every check answered at once, else a promise of it. A check that throws
 * or rejects leaves its method out (administrators see why in the console).
 */
export function checkMethods(
	methods: Record< string, Method >,
	argument: CanMakePaymentArgument,
	serverList: string[],
	isAdmin: boolean
): Available | Promise< Available > {
	const entries = Object.entries( methods ).filter( ( [ , method ] ) =>
		serverList.includes( method.paymentMethodId )
	);
	let waiting = false;
	const outcomes = entries.map(
		( [ , method ] ): Outcome | Promise< Outcome > => {
			try {
				const value = method.canMakePayment( argument );
				if (
					typeof ( value as PromiseLike< unknown > )?.then !==
					'function'
				) {
					return { value };
				}
				waiting = true;
				return Promise.resolve( value ).then(
					( settled ) => ( { value: settled } ),
					( thrown ) => ( { thrown } )
				);
			} catch ( thrown ) {
				return { thrown };
			}
		}
	);
	const collect = ( settled: Outcome[] ) => {
		const available: Available = {};
		entries.forEach( ( [ name ], index ) =>
			record( available, name, settled[ index ], isAdmin )
		);
		return available;
	};
	return waiting
		? Promise.all( outcomes ).then( collect )
		: collect( outcomes as Outcome[] );
}

/** The selected rate of each shipping package, by package id. */
export function selectedShippingRates( cart: Cart ): Record< string, string > {
	const selected: Record< string, string > = {};
	cart.shippingRates.forEach( ( pkg ) => {
		const rate = pkg.shipping_rates.find( ( r ) => r.selected );
		if ( rate ) {
			selected[ String( pkg.package_id ) ] = rate.rate_id;
		}
	} );
	return selected;
}

/** What `canMakePayment` gets for this cart. */
export function availabilityArgument( cart: Cart ): CanMakePaymentArgument {
	const address = ( value: unknown ) =>
		value as unknown as Record< string, string >;
	return {
		cart,
		cartTotals: cart.totals,
		cartNeedsShipping: cart.needsShipping,
		billingAddress: address( cart.billingAddress ),
		billingData: address( cart.billingAddress ),
		shippingAddress: address( cart.shippingAddress ),
		selectedShippingMethods: selectedShippingRates( cart ),
		paymentRequirements: cart.paymentRequirements,
		paymentMethods: cart.paymentMethods,
	};
}

/** The regular methods in the owner's order (WooCommerce's payments settings); unlisted ones last. */
export function sortMethods< T >(
	available: Record< string, T >,
	order: string[]
): Record< string, T > {
	const rank = ( name: string ) => order.indexOf( name ) + 1 || 99;
	return Object.fromEntries(
		Object.entries( available ).sort(
			( a, b ) => rank( a[ 0 ] ) - rank( b[ 0 ] )
		)
	);
}
