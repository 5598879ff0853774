/**
 * An express method's `eventRegistration`: its payment setup observers
 * answer only while its own flow runs. Express buttons stay mounted, so
 * without this a wallet that once authorised would add its payment data
 * to a later order placed with a regular method.
 */
import type { EventBus, Observer } from '../../../shared/checkout/emitter';
import { eventRegistration } from '../../../shared/checkout/emitter';

type Registration = ReturnType< typeof eventRegistration >;

/** `registration` with payment setup observers that pass while `isActive()` is false. */
export function scopedToExpressFlow(
	registration: Registration,
	isActive: () => boolean
): Registration {
	const scoped =
		( on: Registration[ 'onPaymentSetup' ] ) =>
		( callback: Observer, priority?: number ) =>
			on(
				( data?: unknown ) => ( isActive() ? callback( data ) : true ),
				priority
			);
	return {
		...registration,
		onPaymentSetup: scoped( registration.onPaymentSetup ),
		onPaymentProcessing: scoped( registration.onPaymentProcessing ),
	};
}

/** The registration for the express method `name` on `bus`. */
export function expressEventRegistration(
	bus: EventBus,
	isActive: () => boolean
): Registration {
	return scopedToExpressFlow( eventRegistration( bus ), isActive );
}
