/**
 * Thunks of `kiosk/checkout` (given `{ dispatch, select, registry }`).
 */
import { request } from '@kiosk/api';
import { readDirtyFlag, removeDirtyFlag, writeDirtyFlag } from './storage';

interface ThunkArgs {
	dispatch: any;
	select: any;
	registry?: {
		dispatch: ( key: string ) => any;
		select: ( key: string ) => any;
	};
}

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
	};
}

/** Marks customer data dirty (or clean) and persists the flag with the 300 ms debounce. */
export const setCustomerDataDirty =
	( dirty: boolean ) =>
	( { dispatch }: ThunkArgs ) => {
		dispatch.__internalSetCustomerDataDirty( dirty );
		writeDirtyFlag( dirty );
	};

/** Reads the persisted dirty flag into the store (on checkout mount). */
export const restoreCustomerDataDirty =
	() =>
	( { dispatch }: ThunkArgs ) => {
		dispatch.__internalSetCustomerDataDirty( readDirtyFlag() );
	};

/**
 * Takes in a successful checkout answer: order id, customer id, the
 * payment result (into `kiosk/payment`) and the redirect URL.
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
	( { dispatch, select }: ThunkArgs ) => {
		dispatch.__internalSetComplete();
		removeDirtyFlag();
		const url = select.getRedirectUrl();
		if ( url ) {
			navigate( url );
		}
	};

/**
 * Pushes draft changes (order notes, payment method) to the draft order
 * with PUT /checkout. Failures are not shown: the final POST sends all.
 */
export const updateDraftOrder =
	( data: {
		order_notes?: string;
		payment_method?: string;
		additional_fields?: Record< string, unknown >;
	} ) =>
	async () => {
		try {
			await request( {
				path: '/wc/store/v1/checkout?__experimental_calc_totals=false',
				method: 'PUT',
				data,
				cache: 'no-store',
			} );
		} catch {
			// The draft is a convenience; the order POST carries everything.
		}
	};
