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

const isThenable = ( value: unknown ): value is PromiseLike< unknown > =>
	!! value &&
	( typeof value === 'object' || typeof value === 'function' ) &&
	typeof ( value as { then?: unknown } ).then === 'function';

function record(
	available: Available,
	name: string,
	outcome: Outcome,
	isAdmin: boolean
) {
	if ( 'thrown' in outcome ) {
		if ( isAdmin ) {
			console.error( outcome.thrown );
		}
		return;
	}
	const result = outcome.value;
	if ( result === true ) {
		available[ name ] = { name };
	} else if (
		result &&
		typeof result === 'object' &&
		'error' in result &&
		isAdmin
	) {
		console.error(
			( result as { error: { message: string } } ).error.message
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
	const outcomes: Outcome[] = [];
	const pending: Promise< void >[] = [];
	entries.forEach( ( [ , method ], index ) => {
		try {
			const value = method.canMakePayment( argument );
			if ( isThenable( value ) ) {
				pending.push(
					Promise.resolve( value ).then(
						( settled ) => {
							outcomes[ index ] = { value: settled };
						},
						( thrown ) => {
							outcomes[ index ] = { thrown };
						}
					)
				);
			} else {
				outcomes[ index ] = { value };
			}
		} catch ( thrown ) {
			outcomes[ index ] = { thrown };
		}
	} );
	const collect = () => {
		const available: Available = {};
		entries.forEach( ( [ name ], index ) =>
			record( available, name, outcomes[ index ], isAdmin )
		);
		return available;
	};
	return pending.length ? Promise.all( pending ).then( collect ) : collect();
}

/** What `canMakePayment` gets for this cart. */
export function availabilityArgument( cart: Cart ): CanMakePaymentArgument {
	const selectedShippingMethods: Record< string, string > = {};
	cart.shippingRates.forEach( ( pkg ) => {
		const rate = pkg.shipping_rates.find( ( r ) => r.selected );
		if ( rate ) {
			selectedShippingMethods[ String( pkg.package_id ) ] = rate.rate_id;
		}
	} );
	const address = ( value: unknown ) =>
		value as unknown as Record< string, string >;
	return {
		cart,
		cartTotals: cart.totals,
		cartNeedsShipping: cart.needsShipping,
		billingAddress: address( cart.billingAddress ),
		billingData: address( cart.billingAddress ),
		shippingAddress: address( cart.shippingAddress ),
		selectedShippingMethods,
		paymentRequirements: cart.paymentRequirements,
		paymentMethods: cart.paymentMethods,
	};
}

/** The regular methods in the owner's order (WooCommerce's payments settings); unlisted ones last. */
export function sortMethods( available: Available, order: string[] ) {
	const rank = ( name: string ) => order.indexOf( name ) + 1 || 99;
	return Object.fromEntries(
		Object.entries( available ).sort(
			( a, b ) => rank( a[ 0 ] ) - rank( b[ 0 ] )
		)
	);
}

/** Whether two answers name the same methods in the same order. */
export function sameMethods( a: Available, b: Available ): boolean {
	const left = Object.keys( a );
	const right = Object.keys( b );
	return (
		left.length === right.length &&
		left.every( ( name, index ) => name === right[ index ] )
	);
}
