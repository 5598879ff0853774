/**
 * Kiosk's registry under WooCommerce's names: `window.wc.wcBlocksRegistry`
 * and `window.wc.wcSettings`, which a gateway's script written for
 * WooCommerce's checkout block reads (its build maps
 * `@woocommerce/blocks-registry` and `@woocommerce/settings` to them, and
 * its handle depends on `wc-blocks-registry` and `wc-settings`, which Kiosk
 * registers as aliases of `kiosk-registry` on its pages:
 * php/Assets/PaymentMethods.php). docs/EXTENSIONS.md says why Kiosk answers
 * itself instead of loading WooCommerce's files.
 */
import type { PaymentMethodRegistry } from './payment-methods';
import { pageWcSettings, type WcSettings } from './wc-settings';

/** `wc.wcBlocksRegistry`: the payment method part of WooCommerce's registry. */
export type WcBlocksRegistry = Pick<
	PaymentMethodRegistry,
	| 'registerPaymentMethod'
	| 'registerExpressPaymentMethod'
	| 'getPaymentMethods'
	| 'getExpressPaymentMethods'
>;

export interface WcGlobal {
	wcBlocksRegistry?: WcBlocksRegistry;
	wcSettings?: WcSettings;
	[ name: string ]: unknown;
}

declare global {
	interface Window {
		wc?: WcGlobal;
	}
}

/**
 * Sets `window.wc.wcBlocksRegistry` to `registry`'s functions and
 * `window.wc.wcSettings` to the page's settings, where WooCommerce's own
 * files did not set them already (a page that also carries WooCommerce's
 * checkout block keeps WooCommerce's).
 */
export function exposeAsWooCommerce( registry: WcBlocksRegistry ): WcGlobal {
	const wc: WcGlobal = ( window.wc = window.wc || {} );
	wc.wcBlocksRegistry ??= registry;
	wc.wcSettings ??= pageWcSettings();
	return wc;
}
