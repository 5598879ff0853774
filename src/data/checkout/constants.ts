/** The checkout store's key. */
export const STORE_KEY = 'kiosk/checkout';

/** Checkout statuses (SPEC section 4). */
export const CHECKOUT_STATUS = {
	IDLE: 'idle',
	CALCULATING: 'calculating',
	BEFORE_PROCESSING: 'before-processing',
	PROCESSING: 'processing',
	AFTER_PROCESSING: 'after-processing',
	COMPLETE: 'complete',
} as const;

export type CheckoutStatus =
	( typeof CHECKOUT_STATUS )[ keyof typeof CHECKOUT_STATUS ];

/** localStorage key of the customer-data dirty flag ('true'/'false'). */
export const CHECKOUT_STORAGE_KEY = 'kiosk-checkout:customerDataIsDirty';

/**
 * localStorage key of the draft-order hint ('true'): this browser pushed a
 * draft with PUT /checkout, so the checkout fetches it back on load.
 */
export const CHECKOUT_DRAFT_STORAGE_KEY = 'kiosk-checkout:hasDraftOrder';

/** Debounce of localStorage writes (SPEC section 9). */
export const STORAGE_WRITE_DEBOUNCE = 300;
