/**
 * Entry for the `kiosk-checkout-data` handle: the `kiosk/checkout` and
 * `kiosk/payment` stores for the cart page, which loads them only when the
 * shopper reaches for an express button (see
 * src/blocks/cart/inner-blocks/express-payment/checkout-stores.ts), so a
 * cart view carries none of the checkout's logic. The checkout page does
 * not load this handle: its own bundle carries the stores.
 */
// Their thunks read the cart and notices stores: kiosk-data first.
import '@kiosk/data';
import { registerCheckoutStores } from './checkout-register';

registerCheckoutStores();
