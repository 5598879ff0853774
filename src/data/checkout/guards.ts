/**
 * The submit guard of SPEC section 4: checkout moves on from
 * before-processing to processing only when nothing blocks it.
 */
export interface SubmitConditions {
	hasValidationErrors: boolean;
	paymentHasError: boolean;
	shippingHasError: boolean;
	paymentReady: boolean;
	needsPayment: boolean;
}

/** Whether before-processing may move on to processing. */
export function canProcess( c: SubmitConditions ): boolean {
	return (
		! c.hasValidationErrors &&
		! c.paymentHasError &&
		! c.shippingHasError &&
		( c.paymentReady || ! c.needsPayment )
	);
}
