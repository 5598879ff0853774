/**
 * The checkout's status changes as the store dispatches them: each one
 * applies its reducer action (status-actions.ts), then `kiosk/payment`
 * follows the new checkout status (SPEC section 4, payment status) — inside
 * the stores, whoever changed the status. These are the store's only
 * status actions: no plain action of the same name is registered.
 */
import * as change from './status-actions';
import type { CheckoutSelect, CheckoutRegistry } from './registry-types';

/** What a status thunk is given. */
interface StatusThunkArgs {
	dispatch: ( action: StatusChange ) => unknown;
	select: CheckoutSelect;
	registry?: CheckoutRegistry;
}

type StatusChange = ReturnType< ( typeof change )[ keyof typeof change ] >;

const PAYMENT_STORE = 'kiosk/payment';

/** Applies a status change, then lets the payment status follow. */
const changeAndLetPaymentFollow =
	( action: StatusChange ) =>
	( { dispatch, select, registry }: StatusThunkArgs ) => {
		dispatch( action );
		// The payment store may be absent (a registry without it).
		registry?.dispatch( PAYMENT_STORE )?.syncWithCheckout?.( {
			status: select.getCheckoutStatus(),
			hasError: select.hasError(),
			isCalculating: select.isCalculating(),
		} );
	};

export const __internalSetStatus = (
	...args: Parameters< typeof change.statusChangedTo >
) => changeAndLetPaymentFollow( change.statusChangedTo( ...args ) );
export const __internalSetIdle = () =>
	changeAndLetPaymentFollow( change.statusChangedTo( 'idle' ) );
/** Submit: before-processing, the error flag cleared. */
export const __internalSetBeforeProcessing = () =>
	changeAndLetPaymentFollow( change.beforeProcessingStarted() );
export const __internalSetProcessing = () =>
	changeAndLetPaymentFollow( change.statusChangedTo( 'processing' ) );
export const __internalSetAfterProcessing = () =>
	changeAndLetPaymentFollow( change.statusChangedTo( 'after-processing' ) );
/** Done: the redirect URL for the browser. */
export const __internalSetComplete = (
	...args: Parameters< typeof change.checkoutCompleted >
) => changeAndLetPaymentFollow( change.checkoutCompleted( ...args ) );
/** Sets or clears the error flag; with an error, a busy status returns to idle so the shopper can retry. */
export const __internalSetHasError = (
	...args: Parameters< typeof change.errorFlagSet >
) => changeAndLetPaymentFollow( change.errorFlagSet( ...args ) );
export const __internalIncrementCalculating = () =>
	changeAndLetPaymentFollow( change.calculationStarted() );
export const __internalDecrementCalculating = () =>
	changeAndLetPaymentFollow( change.calculationEnded() );
