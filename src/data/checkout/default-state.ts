/**
 * The checkout store's state (SPEC section 3, Checkout state).
 */
import { CHECKOUT_STATUS, type CheckoutStatus } from './constants';
import type { AdditionalFieldValues } from '../../types/store-api';
import type { AddressValues } from './addresses';

export interface CheckoutState {
	status: CheckoutStatus;
	hasError: boolean;
	/** Pending calculations (rate selection, customer update); status is `calculating` while > 0. */
	calculatingCount: number;
	orderId: number;
	orderNotes: string;
	customerId: number;
	customerPassword: string;
	shouldCreateAccount: boolean;
	additionalFields: AdditionalFieldValues;
	extensionData: Record< string, Record< string, unknown > >;
	redirectUrl: string;
	useShippingAsBilling: boolean;
	editingBillingAddress: boolean;
	editingShippingAddress: boolean;
	prefersCollection: boolean;
	/** Whether address data changed on the client and is not yet on the server. */
	customerDataIsDirty: boolean;
	/** The addresses being edited; seeded from the cart once (`addressesReady`). */
	billingAddress: AddressValues;
	shippingAddress: AddressValues;
	addressesReady: boolean;
}

export const DEFAULT_STATE: CheckoutState = {
	status: CHECKOUT_STATUS.IDLE,
	hasError: false,
	calculatingCount: 0,
	orderId: 0,
	orderNotes: '',
	customerId: 0,
	customerPassword: '',
	shouldCreateAccount: false,
	additionalFields: {},
	extensionData: {},
	redirectUrl: '',
	useShippingAsBilling: true,
	editingBillingAddress: false,
	editingShippingAddress: false,
	prefersCollection: false,
	customerDataIsDirty: false,
	billingAddress: {},
	shippingAddress: {},
	addressesReady: false,
};
