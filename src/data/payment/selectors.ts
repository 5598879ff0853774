/**
 * Selectors of `kiosk/payment`.
 */
import type { PaymentState } from './default-state';

export const getState = ( state: PaymentState ) => state;
export const getPaymentStatus = ( state: PaymentState ) => state.status;
export const isPaymentIdle = ( state: PaymentState ) => state.status === 'idle';
export const isExpressPaymentStarted = ( state: PaymentState ) =>
	state.status === 'started';
export const isPaymentProcessing = ( state: PaymentState ) =>
	state.status === 'processing';
export const isPaymentReady = ( state: PaymentState ) =>
	state.status === 'ready';
export const hasPaymentError = ( state: PaymentState ) =>
	state.status === 'error';
export const isExpressPaymentMethodActive = ( state: PaymentState ) =>
	state.isExpressPaymentMethodActive;
export const getActivePaymentMethod = ( state: PaymentState ) =>
	state.activePaymentMethod;
export const getActiveSavedToken = ( state: PaymentState ) =>
	state.activeSavedToken;
/** Whether the shopper picked the active method (a default did not). */
export const hasShopperChosenPaymentMethod = ( state: PaymentState ) =>
	state.shopperChosePaymentMethod;
export const getPaymentMethodData = ( state: PaymentState ) =>
	state.paymentMethodData;
export const getPaymentResult = ( state: PaymentState ) => state.paymentResult;
export const getAvailablePaymentMethods = ( state: PaymentState ) =>
	state.availablePaymentMethods;
export const getAvailableExpressPaymentMethods = ( state: PaymentState ) =>
	state.availableExpressPaymentMethods;
export const getSavedPaymentMethods = ( state: PaymentState ) =>
	state.savedPaymentMethods;
export const getShouldSavePaymentMethod = ( state: PaymentState ) =>
	state.shouldSavePaymentMethod;
export const getExpressPaymentError = ( state: PaymentState ) =>
	state.expressPaymentError;
export const paymentMethodsInitialized = ( state: PaymentState ) =>
	state.paymentMethodsInitialized;
export const expressPaymentMethodsInitialized = ( state: PaymentState ) =>
	state.expressPaymentMethodsInitialized;
