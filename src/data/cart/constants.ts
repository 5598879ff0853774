/** The cart store's key. */
export const STORE_KEY = 'kiosk/cart';

/** Store API cart base path. */
export const CART_PATH = '/wc/store/v1/cart';

/** A cart quantity change is synced after this many ms (SPEC section 9). */
export const QUANTITY_SYNC_DEBOUNCE = 400;

/** Fired on `document.body` whenever the store receives a cart (the mini cart listens). */
export const CART_UPDATED_EVENT = 'kiosk-cart-updated';
