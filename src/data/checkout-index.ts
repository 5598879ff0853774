/**
 * The checkout's stores, `kiosk/checkout` and `kiosk/payment`
 * (`@kiosk/checkout-data`, an alias of this module): descriptors, keys and
 * helpers. They are bundled where they are used (the checkout's blocks and
 * the `kiosk-checkout-data` handle) and registered once per page by
 * src/data/checkout-register.ts; they read the cart, notices and validation
 * stores of `@kiosk/data` by key.
 */
export * from './checkout';
export * from './payment';
export { registerCheckoutStores } from './checkout-register';
