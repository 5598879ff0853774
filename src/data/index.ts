/**
 * Kiosk's shared stores (`@kiosk/data`, handle `kiosk-data`): the cart and
 * notices. This module only exports descriptors, keys and helpers;
 * src/data/entry.ts registers them. The checkout's stores, with the fields'
 * validation store, are `@kiosk/checkout-data` (src/data/checkout-index.ts),
 * bundled where used: a cart view carries no validation code.
 */
export * from './cart';
export * from './notices';
