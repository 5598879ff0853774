/**
 * The checkout's stores, `kiosk/checkout`, `kiosk/payment` and `kiosk/validation`
 * (`@kiosk/checkout-data`, an alias of this module): descriptors, keys and
 * helpers. They are bundled where they are used (the checkout's blocks and
 * the `kiosk-checkout-data` handle) and registered once per page by
 * src/data/checkout-register.ts; they read the cart and notices stores of
 * `@kiosk/data` by key.
 */
export * from './checkout';
export * from './payment';
export { registerCheckoutStores } from './checkout-register';
// The fields' validation store: only the checkout's fields and its flow use it.
export * from './validation';
