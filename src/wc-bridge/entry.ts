/**
 * Entry for the `kiosk-wc-checkout` handle, which WooCommerce's handles
 * `wc-blocks-checkout`, `wc-blocks-data-store` and `wc-price-format` are
 * aliases of on Kiosk's pages (php/Assets/WooCommerceCheckout.php): loaded
 * only where an extension's script depends on one of them.
 */
import * as registry from '@kiosk/registry';
import * as data from '@wordpress/data';
import { init } from './init';
import type { KioskRegistry } from './blocks-checkout';
import type { DataRegistry } from './stores';

init( registry as unknown as KioskRegistry, data as unknown as DataRegistry );
