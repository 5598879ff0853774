/**
 * The payment rules of SPEC section 4 as pure functions, so the block, the
 * thunks and the tests share one definition.
 */
import type { PaymentStatus } from './constants';

export interface CheckoutSnapshot {
	status: string;
	hasError: boolean;
	isCalculating: boolean;
}

/**
 * The payment status that follows a checkout change, or null to stay:
 * processing when checkout processes without error and is not calculating;
 * idle when checkout is idle and payment is not ready, or when checkout has
 * an error and payment is ready.
 */
export function paymentStatusForCheckout(
	checkout: CheckoutSnapshot,
	payment: PaymentStatus
): PaymentStatus | null {
	if (
		checkout.status === 'processing' &&
		! checkout.hasError &&
		! checkout.isCalculating &&
		payment !== 'processing'
	) {
		return 'processing';
	}
	if (
		( checkout.status === 'idle' &&
			payment !== 'ready' &&
			payment !== 'idle' &&
			payment !== 'started' ) ||
		( checkout.hasError && payment === 'ready' )
	) {
		return 'idle';
	}
	return null;
}

/**
 * Whether express buttons are disabled and busy: while checkout is before
 * processing, processing, after processing, complete without error, or an
 * express method is active.
 */
export function isExpressDisabled(
	checkout: { status: string; hasError: boolean },
	expressActive: boolean
): boolean {
	return (
		expressActive ||
		[ 'before-processing', 'processing', 'after-processing' ].includes(
			checkout.status
		) ||
		( checkout.status === 'complete' && ! checkout.hasError )
	);
}

/** How many express skeletons to show: one per available method, or 2 if none. */
export function expressSkeletonCount( available: number ): number {
	return available > 0 ? available : 2;
}

/** Whether to show skeletons instead of express buttons. */
export function showExpressSkeletons(
	initialised: boolean,
	isCalculating: boolean
): boolean {
	return ! initialised || isCalculating;
}

/**
 * Whether saving a payment method is offered: to logged-in customers and
 * to guests creating an account. Elsewhere the flag is forced off.
 */
export function canSavePaymentMethod(
	customerId: number,
	shouldCreateAccount: boolean
): boolean {
	return customerId > 0 || shouldCreateAccount;
}
