/** The payment store's key. */
export const STORE_KEY = 'kiosk/payment';

/** Payment statuses (SPEC section 4). */
export const PAYMENT_STATUS = {
	IDLE: 'idle',
	STARTED: 'started',
	PROCESSING: 'processing',
	READY: 'ready',
	ERROR: 'error',
} as const;

export type PaymentStatus =
	( typeof PAYMENT_STATUS )[ keyof typeof PAYMENT_STATUS ];

/** The action fired when the shopper picks a method (WooCommerce Blocks' name, so gateways hook in unchanged). */
export const SET_ACTIVE_PAYMENT_METHOD_HOOK =
	'experimental__woocommerce_blocks-checkout-set-active-payment-method';
