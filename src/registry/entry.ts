/**
 * Entry for the `kiosk-registry` handle (`window.kiosk.registry`).
 */
export * from './index';
