/**
 * Kiosk's stores (`@kiosk/data`, handle `kiosk-data`). This module only
 * exports descriptors, keys and helpers; src/data/entry.ts registers them.
 */
export * from './cart';
export * from './notices';
export * from './checkout';
export * from './payment';
export * from './validation';
