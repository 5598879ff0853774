/**
 * Plain actions of `kiosk/checkout`. The status changes are thunks
 * (status-thunks.ts, over the reducer actions of status-actions.ts).
 */
import type { AdditionalFieldValues } from '../../types/store-api';
import type { AddressValues } from './addresses';

export const __internalSetRedirectUrl = ( redirectUrl: string ) => ( {
	type: 'SET_FIELDS' as const,
	fields: { redirectUrl },
} );
export const __internalSetOrderId = ( orderId: number ) => ( {
	type: 'SET_FIELDS' as const,
	fields: { orderId },
} );
export const __internalSetCustomerId = ( customerId: number ) => ( {
	type: 'SET_FIELDS' as const,
	fields: { customerId },
} );
export const __internalSetCustomerPassword = ( customerPassword: string ) => ( {
	type: 'SET_FIELDS' as const,
	fields: { customerPassword },
} );
export const __internalSetUseShippingAsBilling = (
	useShippingAsBilling: boolean
) => ( { type: 'SET_FIELDS' as const, fields: { useShippingAsBilling } } );
export const __internalSetShouldCreateAccount = (
	shouldCreateAccount: boolean
) => ( { type: 'SET_FIELDS' as const, fields: { shouldCreateAccount } } );
export const __internalSetOrderNotes = ( orderNotes: string ) => ( {
	type: 'SET_FIELDS' as const,
	fields: { orderNotes },
} );
export const __internalSetPrefersCollection = (
	prefersCollection: boolean
) => ( { type: 'SET_FIELDS' as const, fields: { prefersCollection } } );
export const setEditingBillingAddress = (
	editingBillingAddress: boolean
) => ( { type: 'SET_FIELDS' as const, fields: { editingBillingAddress } } );
export const setEditingShippingAddress = (
	editingShippingAddress: boolean
) => ( { type: 'SET_FIELDS' as const, fields: { editingShippingAddress } } );
export const __internalSetCustomerDataDirty = (
	customerDataIsDirty: boolean
) => ( { type: 'SET_FIELDS' as const, fields: { customerDataIsDirty } } );
/** Sets additional (extension-registered) field values. */
export const setAdditionalFields = (
	additionalFields: AdditionalFieldValues
) => ( { type: 'SET_ADDITIONAL_FIELDS' as const, additionalFields } );
/** Sets one namespace's extension data (`key` for one value, else the namespace's object). */
export const setExtensionData = (
	namespace: string,
	data: Record< string, unknown >,
	replace = false
) => ( { type: 'SET_EXTENSION_DATA' as const, namespace, data, replace } );

/** Seeds both addresses (once, from the cart). */
export const __internalInitAddresses = (
	billingAddress: AddressValues,
	shippingAddress: AddressValues
) => ( {
	type: 'SET_FIELDS' as const,
	fields: { billingAddress, shippingAddress, addressesReady: true },
} );
/** The shopper changed the billing address (email included). */
export const setBillingAddress = ( billingAddress: AddressValues ) => ( {
	type: 'SET_FIELDS' as const,
	fields: { billingAddress },
} );
/** The shopper changed the shipping address. */
export const setShippingAddress = ( shippingAddress: AddressValues ) => ( {
	type: 'SET_FIELDS' as const,
	fields: { shippingAddress },
} );
