/**
 * The stages of SPEC section 4's submit sequence between before-processing
 * and processing: validation (fields and observers), then payment setup.
 */
import {
	EVENTS,
	isSuccessResponse,
	noticeContexts,
	type EventBus,
	type ObserverResponse,
} from '../../../shared/checkout/emitter';
import { paymentOptionProblem, requiresShippingOption } from '../messages';
import { focusFirstError } from './focus-first-error';
import { isFailure, notice, noticeFromResponses } from './notices';
import { PAYMENT, VALIDATION, type ThunkRegistry } from './stores';

/**
 * Validation: the fields' errors are shown, the validation observers run.
 * Returns whether something is invalid.
 */
export async function validate(
	registry: ThunkRegistry,
	bus: EventBus,
	shippingHasError: boolean
): Promise< boolean > {
	const responses = await bus.emitWithAbort( EVENTS.CHECKOUT_VALIDATION );
	noticeFromResponses( registry, responses, noticeContexts.CHECKOUT );
	const fieldsInvalid: boolean = registry
		.select( VALIDATION )
		.hasValidationErrors();
	if ( fieldsInvalid ) {
		registry.dispatch( VALIDATION ).showAllValidationErrors();
		focusFirstError();
	}
	const invalid = fieldsInvalid || responses.some( isFailure );
	if ( shippingHasError && ! invalid ) {
		notice( registry, requiresShippingOption() );
	}
	return invalid;
}

/**
 * Payment setup: the active method's setup observers run and their payment
 * data is merged in. Payment becomes ready, or error (with the message).
 * Returns whether payment is ready.
 */
export async function setUpPayment(
	registry: ThunkRegistry,
	bus: EventBus
): Promise< boolean > {
	const payment = registry.select( PAYMENT );
	const actions = registry.dispatch( PAYMENT );
	if ( ! payment.getActivePaymentMethod() ) {
		notice( registry, paymentOptionProblem(), noticeContexts.PAYMENTS );
		actions.__internalSetPaymentError();
		return false;
	}
	actions.__internalSetPaymentProcessing();
	const responses = await bus.emitWithAbort( EVENTS.PAYMENT_SETUP );
	if ( responses.some( isFailure ) ) {
		noticeFromResponses( registry, responses, noticeContexts.PAYMENTS );
		actions.__internalSetPaymentError();
		return false;
	}
	const data = responses
		.filter( isSuccessResponse )
		.reduce< Record< string, unknown > >(
			( all, r ) => ( {
				...all,
				...( r as ObserverResponse ).meta?.paymentMethodData,
			} ),
			{ ...payment.getPaymentMethodData() }
		);
	actions.__internalSetPaymentStatus( 'ready', data );
	return true;
}
