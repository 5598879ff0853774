/**
 * Kiosk's shared stores (`@kiosk/data`, handle `kiosk-data`): the cart,
 * notices and validation. This module only exports descriptors, keys and
 * helpers; src/data/entry.ts registers them. The checkout's stores are
 * `@kiosk/checkout-data` (src/data/checkout-index.ts), bundled where used.
 */
export * from './cart';
export * from './notices';
export * from './validation';
