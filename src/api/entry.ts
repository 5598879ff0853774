/**
 * Entry for the `kiosk-api` handle: creates Kiosk's API instance and exposes
 * the instance as `window.kiosk.api`.
 */
import { init } from './index';

init();

export { getApi, request, isApiError } from './index';
