/**
 * Entry for `kiosk-demo-gateways`: registers the test-mode card and express
 * gateways with Kiosk's registry, as a payment plugin would.
 */
import {
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '@kiosk/registry';
import { cardMethod } from './card';
import { expressMethod } from './express';
import './style.css';

const card = cardMethod();
if ( card ) {
	registerPaymentMethod( card );
}
const express = expressMethod();
if ( express ) {
	registerExpressPaymentMethod( express );
}
