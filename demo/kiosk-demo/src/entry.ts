/**
 * Entry for `kiosk-demo-gateways`: registers the test-mode card and express
 * gateways with WooCommerce's registry (`wc.wcBlocksRegistry`), as any
 * payment plugin does; Kiosk's checkout answers under that name.
 */
import {
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '@woocommerce/blocks-registry';
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
