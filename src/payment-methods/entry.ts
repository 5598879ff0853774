/**
 * Entry for `kiosk-payment-methods`: registers the gateways the server
 * enabled with the registry.
 */
import { registerPaymentMethod } from '@kiosk/registry';
import { offlineMethods } from './offline';

offlineMethods().forEach( registerPaymentMethod );
