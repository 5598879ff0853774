/**
 * The submit sequence of SPEC section 4 as one thunk of `kiosk/checkout`:
 * before-processing and validation, payment setup, processing (POST
 * /checkout), after-processing, then complete and the redirect — or the
 * error flag and back to idle, every typed value kept.
 */
import {
	EVENTS,
	isErrorResponse,
	isFailResponse,
	noticeContexts,
	type EventBus,
} from '../../../shared/checkout/emitter';
import { canProcess } from '../guards';
import { endExpressFlow, fieldErrorMessages } from './express-end';
import { reportFailure } from './failure';
import { noticeFromResponses } from './notices';
import {
	cartNeeds,
	cartSettled,
	isLoggedIn,
	orderPayload,
	postOrder,
} from './order';
import { setUpPayment, validate } from './stages';
import { NOTICES, PAYMENT, type ProcessThunkArgs } from './stores';

export interface ProcessCheckoutOptions {
	/** The checkout's observers (validation, payment setup, success, fail). */
	bus: EventBus;
	/** Whether the shop offers local pickup (checkout settings). */
	localPickupEnabled?: boolean;
	/** Where the browser goes on success (tests replace it). */
	navigate?: ( url: string ) => void;
}

/**
 * Places the order. Resolves true when it completed. A submit while the
 * checkout is busy (a double click) is ignored: the status is the guard.
 */
export const processCheckout =
	( options: ProcessCheckoutOptions ) =>
	async ( { dispatch, select, registry }: ProcessThunkArgs ) => {
		if ( select.isBusy() ) {
			return false;
		}
		const { bus } = options;
		registry
			.dispatch( NOTICES )
			.removeAllNotices( noticeContexts.CHECKOUT );
		dispatch.__internalSetBeforeProcessing();
		const { needsPayment, shippingHasError } = cartNeeds( registry );
		const hasValidationErrors = await validate(
			registry,
			bus,
			shippingHasError
		);
		const paymentReady =
			! needsPayment ||
			( ! hasValidationErrors &&
				! shippingHasError &&
				( await setUpPayment( registry, bus ) ) );
		const ok = canProcess( {
			hasValidationErrors,
			paymentHasError: registry.select( PAYMENT ).hasPaymentError(),
			shippingHasError,
			paymentReady,
			needsPayment,
		} );
		if ( ! ok ) {
			// An express payment started with invalid fields ends here: the
			// shopper fixes them and pays again (express or regular).
			endExpressFlow(
				registry,
				hasValidationErrors ? fieldErrorMessages( registry ) : []
			);
			dispatch.__internalSetHasError( true );
			return false;
		}
		dispatch.__internalSetProcessing();
		await cartSettled( registry );
		const body = orderPayload(
			select,
			registry,
			!! options.localPickupEnabled
		);
		try {
			const response = await postOrder( body );
			dispatch.__internalSetAfterProcessing();
			dispatch.__internalProcessCheckoutResponse( response );
			const after = await bus.emitWithAbort( EVENTS.CHECKOUT_SUCCESS, {
				processingResponse: response,
			} );
			if (
				after.some(
					( r ) => isErrorResponse( r ) || isFailResponse( r )
				)
			) {
				noticeFromResponses( registry, after, noticeContexts.CHECKOUT );
				endExpressFlow( registry );
				registry.dispatch( PAYMENT ).__internalSetPaymentIdle();
				dispatch.__internalSetHasError( true );
				return false;
			}
			dispatch.completeCheckout( options.navigate );
			return true;
		} catch ( error ) {
			await reportFailure( registry, bus, error, isLoggedIn( select ) );
			endExpressFlow( registry );
			registry.dispatch( PAYMENT ).__internalSetPaymentIdle();
			dispatch.__internalSetHasError( true );
			return false;
		}
	};
