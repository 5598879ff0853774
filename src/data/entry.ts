/**
 * Entry for the `kiosk-data` handle (`window.kiosk.data`): registers every
 * Kiosk store once per page, in one place.
 */
import { register } from '@wordpress/data';
import { cartStore } from './cart';
import { noticesStore } from './notices';

register( noticesStore );
register( cartStore );

export * from './index';
