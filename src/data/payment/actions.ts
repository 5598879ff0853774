/**
 * Actions of `kiosk/payment` (plain objects; see thunks.ts for the ones
 * with side effects).
 */
import type { PaymentStatus } from './constants';
import type { PaymentResult, SavedPaymentMethod } from './default-state';

/** Sets the status, optionally with new payment method data. */
export const __internalSetPaymentStatus = (
	status: PaymentStatus,
	paymentMethodData?: Record< string, unknown >
) => ( { type: 'SET_PAYMENT_STATUS' as const, status, paymentMethodData } );

export const __internalSetPaymentIdle = () =>
	__internalSetPaymentStatus( 'idle' );
export const __internalSetPaymentProcessing = () =>
	__internalSetPaymentStatus( 'processing' );
export const __internalSetPaymentReady = () =>
	__internalSetPaymentStatus( 'ready' );
export const __internalSetPaymentError = () =>
	__internalSetPaymentStatus( 'error' );

/** Sets the active method (and its data; a token for saved methods). */
export const __internalSetActivePaymentMethod = (
	activePaymentMethod: string,
	paymentMethodData: Record< string, unknown > = {}
) => ( {
	type: 'SET_ACTIVE_PAYMENT_METHOD' as const,
	activePaymentMethod,
	paymentMethodData,
} );

/** Records that the shopper (not a default) picked the active method. */
export const __internalSetShopperChosePaymentMethod = ( chosen: boolean ) => ( {
	type: 'SET_SHOPPER_CHOSE_PAYMENT_METHOD' as const,
	chosen,
} );

/** Replaces the active method's data. */
export const __internalSetPaymentMethodData = (
	paymentMethodData: Record< string, unknown > = {}
) => ( { type: 'SET_PAYMENT_METHOD_DATA' as const, paymentMethodData } );

export const __internalSetPaymentResult = (
	result: PaymentResult | null
) => ( { type: 'SET_PAYMENT_RESULT' as const, result } );

export const __internalSetAvailablePaymentMethods = (
	methods: Record< string, { name: string } >
) => ( { type: 'SET_AVAILABLE_PAYMENT_METHODS' as const, methods } );

export const __internalSetAvailableExpressPaymentMethods = (
	methods: Record< string, { name: string } >
) => ( { type: 'SET_AVAILABLE_EXPRESS_PAYMENT_METHODS' as const, methods } );

export const __internalSetPaymentMethodsInitialized = (
	initialized: boolean
) => ( { type: 'SET_PAYMENT_METHODS_INITIALIZED' as const, initialized } );

export const __internalSetExpressPaymentMethodsInitialized = (
	initialized: boolean
) => ( {
	type: 'SET_EXPRESS_PAYMENT_METHODS_INITIALIZED' as const,
	initialized,
} );

export const __internalSetSavedPaymentMethods = (
	methods: Record< string, SavedPaymentMethod[] >
) => ( { type: 'SET_SAVED_PAYMENT_METHODS' as const, methods } );

/** The shopper's save-payment-method choice. */
export const __internalSetShouldSavePaymentMethod = (
	shouldSave: boolean
) => ( { type: 'SET_SHOULD_SAVE_PAYMENT_METHOD' as const, shouldSave } );

/** An express button was clicked: remember the current method, start, make it active. */
export const __internalStartExpressPayment = ( name: string ) => ( {
	type: 'START_EXPRESS_PAYMENT' as const,
	name,
} );

/** The express flow closed: back to idle with the previous method and data. */
export const __internalCloseExpressPayment = () => ( {
	type: 'CLOSE_EXPRESS_PAYMENT' as const,
} );

/** The express flow failed: clear the error state, keep the message, restore the previous method. */
export const __internalFailExpressPayment = ( message: string ) => ( {
	type: 'FAIL_EXPRESS_PAYMENT' as const,
	message,
} );

export const __internalClearExpressPaymentError = () => ( {
	type: 'CLEAR_EXPRESS_PAYMENT_ERROR' as const,
} );
