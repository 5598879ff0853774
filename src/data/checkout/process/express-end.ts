/**
 * An express flow the checkout could not complete ends like a closed or
 * failed one (SPEC section 4, payment status): payment goes back to idle
 * with the previous method and its data, so the regular list and the
 * express buttons come back and the shopper can retry. When fields were
 * invalid, the express area says which ones (their own messages, under the
 * notice list's summary when there are several).
 */
import { noticeContexts } from '../../../shared/checkout/emitter';
import { NOTICES, PAYMENT, VALIDATION, type ThunkRegistry } from './stores';

/** The distinct messages of the fields' current errors. */
export function fieldErrorMessages( registry: ThunkRegistry ): string[] {
	const errors: Record< string, { message: string } > = registry
		.select( VALIDATION )
		.getValidationErrors();
	return [
		...new Set(
			Object.values( errors )
				.map( ( error ) => error.message )
				.filter( Boolean )
		),
	];
}

/**
 * Ends a running express flow (nothing happens without one); `messages`
 * are shown in the express area once the flow has ended.
 */
export function endExpressFlow(
	registry: ThunkRegistry,
	messages: string[] = []
): void {
	if ( ! registry.select( PAYMENT ).isExpressPaymentMethodActive() ) {
		return;
	}
	registry
		.dispatch( PAYMENT )
		.__internalFailExpressPayment( messages[ 0 ] || '' );
	const notices = registry.dispatch( NOTICES );
	notices.removeAllNotices( noticeContexts.EXPRESS_PAYMENTS );
	messages.forEach( ( message ) =>
		notices.createErrorNotice( message, {
			context: noticeContexts.EXPRESS_PAYMENTS,
			id: `express-${ message }`,
		} )
	);
}
