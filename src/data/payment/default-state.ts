/**
 * The payment store's state.
 */
import { PAYMENT_STATUS, type PaymentStatus } from './constants';

import type { SavedPaymentMethod } from '../../types/store-api';

export type { SavedPaymentMethod };

/** What a gateway returned after processing. */
export interface PaymentResult {
	message: string;
	paymentStatus: string;
	paymentDetails: Record< string, string >;
	redirectUrl: string;
}

export interface PaymentState {
	status: PaymentStatus;
	activePaymentMethod: string;
	activeSavedToken: string;
	/**
	 * Whether the shopper picked the active method (or it was restored from
	 * their draft order), as opposed to a default: defaults never replace it.
	 */
	shopperChosePaymentMethod: boolean;
	/** Names of the methods whose canMakePayment passed. */
	availablePaymentMethods: Record< string, { name: string } >;
	availableExpressPaymentMethods: Record< string, { name: string } >;
	/** Saved tokens by type (cc, echeck, …). */
	savedPaymentMethods: Record< string, SavedPaymentMethod[] >;
	paymentMethodData: Record< string, unknown >;
	paymentResult: PaymentResult | null;
	paymentMethodsInitialized: boolean;
	expressPaymentMethodsInitialized: boolean;
	shouldSavePaymentMethod: boolean;
	/** Whether an express method's flow is running. */
	isExpressPaymentMethodActive: boolean;
	/** The method and data before an express flow started, restored on close or error. */
	previousActivePaymentMethod: string;
	previousPaymentMethodData: Record< string, unknown >;
	/** The error an express method reported, shown after restoring. */
	expressPaymentError: string;
}

export const DEFAULT_STATE: PaymentState = {
	status: PAYMENT_STATUS.IDLE,
	activePaymentMethod: '',
	activeSavedToken: '',
	shopperChosePaymentMethod: false,
	availablePaymentMethods: {},
	availableExpressPaymentMethods: {},
	savedPaymentMethods: {},
	paymentMethodData: {},
	paymentResult: null,
	paymentMethodsInitialized: false,
	expressPaymentMethodsInitialized: false,
	shouldSavePaymentMethod: false,
	isExpressPaymentMethodActive: false,
	previousActivePaymentMethod: '',
	previousPaymentMethodData: {},
	expressPaymentError: '',
};
