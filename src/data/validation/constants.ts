/** The validation store's key. */
export const STORE_KEY = 'kiosk/validation';
