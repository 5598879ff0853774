/** The notices store's key. */
export const STORE_KEY = 'kiosk/notices';

/** Notice contexts (containers) of the shop. */
export const NOTICE_CONTEXT = {
	GLOBAL: 'kiosk/global',
	CART: 'kiosk/cart',
	MINI_CART: 'kiosk/mini-cart',
	CHECKOUT: 'kiosk/checkout',
	COUPON: 'kiosk/cart/coupon',
	ADD_TO_CART: 'kiosk/add-to-cart',
} as const;

/** Snackbar notices auto-dismiss after this many ms (SPEC section 9). */
export const SNACKBAR_TIMEOUT = 10000;
/** The snackbar's fade-out transition in ms. */
export const SNACKBAR_TRANSITION = 500;
