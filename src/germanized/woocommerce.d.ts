/**
 * The parts of the packages Germanized's notes use that are not installed
 * as npm packages: the build maps them to WordPress's and WooCommerce's
 * globals (`wp.plugins`, handle `wp-plugins`; `wc.blocksCheckout`, which
 * Kiosk's bridge answers: handle `kiosk-wc-checkout`, `BRIDGE` in
 * scripts/webpack/entries.cjs), as an extension's own build does.
 */
declare module '@wordpress/plugins' {
	import type { ComponentType } from 'react';
	export function registerPlugin(
		name: string,
		settings: { render: ComponentType; scope?: string }
	): unknown;
}

declare module '@woocommerce/blocks-checkout' {
	import type { ComponentType, ReactNode } from 'react';
	export const ExperimentalOrderMeta: ComponentType< {
		children?: ReactNode;
	} >;
}
