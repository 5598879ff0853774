/**
 * The checkout status's plain reducer actions. They are not store actions:
 * the store dispatches them only through the status thunks
 * (status-thunks.ts), which let `kiosk/payment` follow every change, so no
 * plain action and thunk share a name.
 */
import type { CheckoutStatus } from './constants';

/** The status becomes `status`. */
export const statusChangedTo = ( status: CheckoutStatus ) => ( {
	type: 'SET_STATUS' as const,
	status,
} );
/** Submit: before-processing, the error flag cleared. */
export const beforeProcessingStarted = () => ( {
	type: 'SET_BEFORE_PROCESSING' as const,
} );
/** Done: the redirect URL for the browser. */
export const checkoutCompleted = ( redirectUrl = '' ) => ( {
	type: 'SET_COMPLETE' as const,
	redirectUrl,
} );
/** Sets or clears the error flag; with an error, a busy status returns to idle so the shopper can retry. */
export const errorFlagSet = ( hasError = true ) => ( {
	type: 'SET_HAS_ERROR' as const,
	hasError,
} );
/** A calculation (a cart update the submit must wait for) started. */
export const calculationStarted = () => ( {
	type: 'INCREMENT_CALCULATING' as const,
} );
/** A calculation ended. */
export const calculationEnded = () => ( {
	type: 'DECREMENT_CALCULATING' as const,
} );
