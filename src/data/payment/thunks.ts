/**
 * Thunks of `kiosk/payment` (given `{ dispatch, select, registry }`).
 */
import { doAction } from '@wordpress/hooks';
import {
	SET_ACTIVE_PAYMENT_METHOD_HOOK,
	type PaymentStatus,
} from './constants';
import {
	canSavePaymentMethod,
	paymentStatusForCheckout,
	type CheckoutSnapshot,
} from './transitions';

import type { ThunkArgs } from './thunk-args';
import type { ActionsOf } from '../thunk-types';

/** The notice context payment errors are shown in. */
export const PAYMENT_NOTICE_CONTEXT = 'wc/checkout/payments';

/**
 * Removes the payment error notices: every dismissible error in the
 * payments area, whatever its id (a refused payment's notice is named
 * after its message). 'No payment methods available' is not dismissible
 * and stays.
 */
function clearPaymentErrorNotices( registry: ThunkArgs[ 'registry' ] ) {
	const notices = registry?.dispatch( 'kiosk/notices' );
	// The notices store may be absent (a registry without it).
	const shown =
		registry
			?.select?.( 'kiosk/notices' )
			?.getNotices?.( PAYMENT_NOTICE_CONTEXT ) || [];
	notices?.removeNotice?.( 'wc-payment-error', PAYMENT_NOTICE_CONTEXT );
	shown
		.filter(
			( notice ) =>
				notice.status === 'error' && notice.isDismissible !== false
		)
		.forEach( ( notice ) =>
			notices?.removeNotice?.( notice.id, PAYMENT_NOTICE_CONTEXT )
		);
}

/**
 * The shopper picked a regular method: make it active, clear the payment
 * error notice and tell listeners (WooCommerce's hook name). `byShopper`
 * false is for defaults the checkout picks itself.
 */
export const selectPaymentMethod =
	( name: string, data: Record< string, unknown > = {}, byShopper = true ) =>
	( { dispatch, select, registry }: ThunkArgs ) => {
		dispatch.__internalSetActivePaymentMethod( name, data );
		if ( byShopper ) {
			dispatch.__internalSetShopperChosePaymentMethod( true );
		}
		if ( select.hasPaymentError() ) {
			dispatch.__internalSetPaymentIdle();
		}
		clearPaymentErrorNotices( registry );
		doAction( SET_ACTIVE_PAYMENT_METHOD_HOOK, { value: name } );
	};

/**
 * The shopper picked a saved token: its gateway becomes active with the
 * token. `byShopper` false is for the default token the checkout picks.
 */
export const selectSavedToken =
	( gateway: string, tokenId: string | number, byShopper = true ) =>
	( {
		dispatch,
	}: {
		dispatch: ActionsOf< {
			selectPaymentMethod: typeof selectPaymentMethod;
		} >;
	} ) => {
		const token = String( tokenId );
		dispatch.selectPaymentMethod(
			gateway,
			{
				token,
				payment_method: gateway,
				[ `wc-${ gateway }-payment-token` ]: token,
				isSavedToken: true,
			},
			byShopper
		);
	};

/** Follows a checkout change (SPEC section 4: payment goes to processing / back to idle). */
export const syncWithCheckout =
	( checkout: CheckoutSnapshot ) =>
	( { dispatch, select }: ThunkArgs ) => {
		const next: PaymentStatus | null = paymentStatusForCheckout(
			checkout,
			select.getPaymentStatus()
		);
		if ( next ) {
			dispatch.__internalSetPaymentStatus( next );
		}
	};

/** Forces the save flag off when saving is not offered. */
export const enforceSavePaymentRule =
	( customerId: number, shouldCreateAccount: boolean ) =>
	( { dispatch, select }: ThunkArgs ) => {
		if (
			! canSavePaymentMethod( customerId, shouldCreateAccount ) &&
			select.getShouldSavePaymentMethod()
		) {
			dispatch.__internalSetShouldSavePaymentMethod( false );
		}
	};

/** Where express payment errors are shown (WooCommerce's context name). */
export const EXPRESS_PAYMENT_NOTICE_CONTEXT = 'wc/checkout/express-payments';

/**
 * An express button was clicked (cart or checkout): its old error goes,
 * the current method is remembered and the express method becomes active.
 */
export const startExpressPayment =
	( name: string ) =>
	( { dispatch, registry }: ThunkArgs ) => {
		registry
			?.dispatch( 'kiosk/notices' )
			?.removeAllNotices?.( EXPRESS_PAYMENT_NOTICE_CONTEXT );
		dispatch.__internalStartExpressPayment( name );
	};

/** The express flow closed: back to idle with the previous method. */
export const closeExpressPayment =
	() =>
	( { dispatch }: ThunkArgs ) => {
		dispatch.__internalCloseExpressPayment();
	};

/**
 * The express flow failed: the previous method comes back and the message
 * is kept (`getExpressPaymentError`) and shown as an express notice.
 */
export const failExpressPayment =
	( message: string ) =>
	( { dispatch, registry }: ThunkArgs ) => {
		dispatch.__internalFailExpressPayment( message );
		if ( message ) {
			registry
				?.dispatch( 'kiosk/notices' )
				?.createErrorNotice?.( message, {
					context: EXPRESS_PAYMENT_NOTICE_CONTEXT,
					id: 'kiosk-express-error',
				} );
		}
	};
