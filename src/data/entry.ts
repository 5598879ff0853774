/**
 * Entry for the `kiosk-data` handle (`window.kiosk.data`): registers every
 * Kiosk store once per page, in one place.
 */
import { register } from '@wordpress/data';
import { cartStore } from './cart';
import { noticesStore } from './notices';
import { checkoutStore } from './checkout';
import { paymentStore } from './payment';
import { validationStore } from './validation';

register( noticesStore );
register( cartStore );
register( checkoutStore );
register( paymentStore );
register( validationStore );

export * from './index';
