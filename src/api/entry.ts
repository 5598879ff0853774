/**
 * Entry for the `kiosk-api` handle: installs the middlewares and exposes
 * the instance as `window.kiosk.api`.
 */
import { init } from './index';

init();

export { getApi, request, isApiError } from './index';
