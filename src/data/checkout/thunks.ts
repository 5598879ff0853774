/**
 * Thunks of `kiosk/checkout` (given `{ dispatch, select, registry }`, and
 * the store instance's `dirtyFlag` writer, see index.ts): the dirty flag,
 * the checkout's answer and its completion. The draft order's thunks are
 * in draft-order.ts.
 */
import {
	readDirtyFlag,
	removeDraftHint,
	type DirtyFlagWriter,
} from './storage';
import type { ThunkArgs } from './thunk-args';

/** A thunk's arguments with the store instance's dirty-flag writer. */
type FlagThunkArgs = ThunkArgs & { dirtyFlag: DirtyFlagWriter };

/** What POST /checkout answers on success (the parts the client reads). */
export interface CheckoutResponse {
	order_id: number;
	customer_id?: number;
	status?: string;
	order_key?: string;
	payment_result?: {
		payment_status: string;
		payment_details:
			Array< { key: string; value: string } > | Record< string, string >;
		redirect_url: string;
	} | null;
}

/**
 * Marks customer data dirty (or clean) and persists the flag with the 300 ms
 * debounce. Every keystroke in an address calls it: when the flag is
 * already so, nothing is dispatched (no store update, no subscriber runs).
 */
export const setCustomerDataDirty =
	( dirty: boolean ) =>
	( { dispatch, select, dirtyFlag }: FlagThunkArgs ) => {
		if ( select.isCustomerDataDirty() === dirty ) {
			return;
		}
		dispatch.__internalSetCustomerDataDirty( dirty );
		dirtyFlag.write( dirty );
	};

/** Reads the persisted dirty flag into the store (on checkout mount). */
export const restoreCustomerDataDirty =
	() =>
	( { dispatch }: ThunkArgs ) => {
		dispatch.__internalSetCustomerDataDirty( readDirtyFlag() );
	};

/**
 * Takes in a successful checkout answer: order id, customer id, the
 * payment result (into `kiosk/payment`) and the redirect URL, the payment
 * result's: the one place the redirect after an order is decided (the
 * express flow only adds its fallback, process/express-checkout.ts).
 */
export const __internalProcessCheckoutResponse =
	( response: CheckoutResponse ) =>
	( { dispatch, registry }: ThunkArgs ) => {
		const result = response.payment_result;
		dispatch.__internalSetOrderId( response.order_id );
		if ( response.customer_id ) {
			dispatch.__internalSetCustomerId( response.customer_id );
		}
		if ( result ) {
			const details = Array.isArray( result.payment_details )
				? Object.fromEntries(
						result.payment_details.map( ( d ) => [
							d.key,
							d.value,
						] )
					)
				: result.payment_details || {};
			registry?.dispatch( 'kiosk/payment' )?.__internalSetPaymentResult( {
				message: details.message || '',
				paymentStatus: result.payment_status,
				paymentDetails: details,
				redirectUrl: result.redirect_url,
			} );
			dispatch.__internalSetRedirectUrl( result.redirect_url );
		}
	};

/** Completes the checkout: drops the dirty flag and sends the browser to the redirect URL. */
export const completeCheckout =
	(
		navigate: ( url: string ) => void = ( url ) =>
			window.location.assign( url )
	) =>
	( { dispatch, select, dirtyFlag }: FlagThunkArgs ) => {
		dispatch.__internalSetComplete();
		dirtyFlag.remove();
		removeDraftHint();
		const url = select.getRedirectUrl();
		if ( url ) {
			navigate( url );
		}
	};
