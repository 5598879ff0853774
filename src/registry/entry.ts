/**
 * Entry for the `kiosk-registry` handle (`window.kiosk.registry`), which
 * also answers as WooCommerce's `wc.wcBlocksRegistry` and `wc.wcSettings`
 * (woocommerce-globals.ts). Once it has run it tells the page
 * (REGISTRY_READY_EVENT, the registry as detail), for parts that mounted
 * before it was loaded.
 */
import * as registry from './index';
import { REGISTRY_READY_EVENT } from './ready-event';
import { exposeAsWooCommerce } from './woocommerce-globals';

export * from './index';

exposeAsWooCommerce( registry );

document.dispatchEvent(
	new CustomEvent( REGISTRY_READY_EVENT, { detail: registry } )
);
