/**
 * The parts of WooCommerce's client packages the demo gateways use. The
 * build maps them to `wc.wcBlocksRegistry` and `wc.wcSettings` (handles
 * `wc-blocks-registry` and `wc-settings`), as WooCommerce's own
 * dependency extraction does for a gateway plugin.
 */
declare module '@woocommerce/blocks-registry' {
	import type {
		ExpressPaymentMethodOptions,
		PaymentMethodOptions,
	} from '@kiosk/registry';
	export function registerPaymentMethod(
		options: PaymentMethodOptions
	): void;
	export function registerExpressPaymentMethod(
		options: ExpressPaymentMethodOptions
	): void;
}

declare module '@woocommerce/settings' {
	export function getSetting< T = unknown >(
		name: string,
		fallback?: unknown
	): T;
}
