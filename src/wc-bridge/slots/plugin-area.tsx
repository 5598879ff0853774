/**
 * The extensions' plugins of scope `woocommerce-checkout`
 * (`wp.plugins.registerPlugin( name, { render, scope } )`), rendered as
 * WooCommerce's checkout renders them: one `PluginArea` for the page. Here
 * it has a React root of its own (detached: what the plugins render are
 * fills, which show in the slots of Kiosk's checkout). `wp-plugins` is the
 * extension's dependency, not the bridge's: the area is mounted once the
 * page's scripts ran, if an extension loaded it.
 */
import { createRoot } from '@wordpress/element';
import type { ComponentType } from 'react';

let mounted = false;

/** Mounts the area (once per page); false when `wp.plugins` is absent. */
export function mountPluginArea(
	plugins:
		{ PluginArea?: ComponentType< { scope?: string } > } | undefined = (
		window as { wp?: { plugins?: any } }
	 ).wp?.plugins
): boolean {
	const PluginArea = plugins?.PluginArea;
	if ( mounted || ! PluginArea ) {
		return false;
	}
	mounted = true;
	createRoot( document.createElement( 'div' ) ).render(
		<PluginArea scope="woocommerce-checkout" />
	);
	return true;
}

/** After the page's scripts (the extensions' among them) ran. */
export function mountPluginAreaWhenReady(): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', () =>
			mountPluginArea()
		);
	} else {
		mountPluginArea();
	}
}
