/**
 * Selectors of `kiosk/checkout`.
 */
import type { CheckoutState } from './default-state';

export const getCheckoutStatus = ( state: CheckoutState ) => state.status;
export const isIdle = ( state: CheckoutState ) => state.status === 'idle';
export const isCalculating = ( state: CheckoutState ) =>
	state.calculatingCount > 0;
export const isBeforeProcessing = ( state: CheckoutState ) =>
	state.status === 'before-processing';
export const isProcessing = ( state: CheckoutState ) =>
	state.status === 'processing';
export const isAfterProcessing = ( state: CheckoutState ) =>
	state.status === 'after-processing';
export const isComplete = ( state: CheckoutState ) =>
	state.status === 'complete';
export const hasError = ( state: CheckoutState ) => state.hasError;
export const getOrderId = ( state: CheckoutState ) => state.orderId;
export const getOrderNotes = ( state: CheckoutState ) => state.orderNotes;
export const getCustomerId = ( state: CheckoutState ) => state.customerId;
export const getCustomerPassword = ( state: CheckoutState ) =>
	state.customerPassword;
export const getShouldCreateAccount = ( state: CheckoutState ) =>
	state.shouldCreateAccount;
export const getAdditionalFields = ( state: CheckoutState ) =>
	state.additionalFields;
export const getExtensionData = ( state: CheckoutState ) => state.extensionData;
export const getRedirectUrl = ( state: CheckoutState ) => state.redirectUrl;
export const getUseShippingAsBilling = ( state: CheckoutState ) =>
	state.useShippingAsBilling;
export const getEditingBillingAddress = ( state: CheckoutState ) =>
	state.editingBillingAddress;
export const getEditingShippingAddress = ( state: CheckoutState ) =>
	state.editingShippingAddress;
export const prefersCollection = ( state: CheckoutState ) =>
	state.prefersCollection;
export const isCustomerDataDirty = ( state: CheckoutState ) =>
	state.customerDataIsDirty;
export const getBillingAddress = ( state: CheckoutState ) =>
	state.billingAddress;
export const getShippingAddress = ( state: CheckoutState ) =>
	state.shippingAddress;
/** Whether the addresses were seeded from the cart. */
export const hasAddresses = ( state: CheckoutState ) => state.addressesReady;
/** Whether the place-order button should be busy. */
export const isBusy = ( state: CheckoutState ) =>
	[ 'before-processing', 'processing', 'after-processing' ].includes(
		state.status
	) ||
	( state.status === 'complete' && ! state.hasError );
