/**
 * The checkout's status changes as the store dispatches them: each one
 * applies the plain action of actions.ts, then `kiosk/payment` follows the
 * new checkout status (SPEC section 4, payment status) — inside the
 * stores, whoever changed the status.
 */
import * as plain from './actions';

interface ThunkArgs {
	dispatch: any;
	select: any;
	registry?: { dispatch: ( key: string ) => any };
}

const PAYMENT_STORE = 'kiosk/payment';

type PlainAction = ReturnType< ( typeof plain )[ keyof typeof plain ] >;

/** Applies a status action, then lets the payment status follow. */
const followedByPayment =
	( action: PlainAction ) =>
	( { dispatch, select, registry }: ThunkArgs ) => {
		dispatch( action );
		registry?.dispatch( PAYMENT_STORE )?.syncWithCheckout?.( {
			status: select.getCheckoutStatus(),
			hasError: select.hasError(),
			isCalculating: select.isCalculating(),
		} );
	};

export const __internalSetStatus = (
	...args: Parameters< typeof plain.__internalSetStatus >
) => followedByPayment( plain.__internalSetStatus( ...args ) );
export const __internalSetIdle = () =>
	followedByPayment( plain.__internalSetIdle() );
export const __internalSetBeforeProcessing = () =>
	followedByPayment( plain.__internalSetBeforeProcessing() );
export const __internalSetProcessing = () =>
	followedByPayment( plain.__internalSetProcessing() );
export const __internalSetAfterProcessing = () =>
	followedByPayment( plain.__internalSetAfterProcessing() );
export const __internalSetComplete = (
	...args: Parameters< typeof plain.__internalSetComplete >
) => followedByPayment( plain.__internalSetComplete( ...args ) );
export const __internalSetHasError = (
	...args: Parameters< typeof plain.__internalSetHasError >
) => followedByPayment( plain.__internalSetHasError( ...args ) );
export const __internalIncrementCalculating = () =>
	followedByPayment( plain.__internalIncrementCalculating() );
export const __internalDecrementCalculating = () =>
	followedByPayment( plain.__internalDecrementCalculating() );
