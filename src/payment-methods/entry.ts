/**
 * Entry for `kiosk-payment-methods`: registers the gateways the server
 * enabled with the registry.
 */
import {
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '@kiosk/registry';
import { offlineMethods } from './offline';
import { cardDemoMethod } from './card-demo';
import { expressDemoMethod } from './express-demo';

offlineMethods().forEach( registerPaymentMethod );
const card = cardDemoMethod();
if ( card ) {
	registerPaymentMethod( card );
}
const express = expressDemoMethod();
if ( express ) {
	registerExpressPaymentMethod( express );
}
