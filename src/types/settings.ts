/**
 * The inline settings the server prints as `window.kioskSettings`
 * (the PHP plugin and the preview host print the same shape).
 * Feature areas add their own optional fields here.
 */
import type { SavedPaymentMethods } from './store-api';

export interface KioskSettings {
	/** REST root, e.g. `https://example.com/wp-json/`. */
	restRoot: string;
	/** `admin-ajax.php` URL. */
	ajaxUrl: string;
	/** `wp_rest` nonce for the current user (may be stale on a cached page). */
	nonce: string;
	/** WordPress locale, e.g. `de_DE`. */
	locale: string;
	/** Whether the viewer is a store administrator (diagnostics). */
	isAdmin: boolean;
	/** Base URL of the plugin. */
	pluginUrl?: string;
	/** Store API nonce, when the server prints one. */
	storeApiNonce?: string;
	/** The user the preloaded cart belongs to (0: a guest), with `preloadedApiRequests`. */
	storeApiUserId?: number;
	/**
	 * REST answers the server put into the page (core's
	 * `rest_preload_api_request()` shape: path → body and headers), on the
	 * cart and checkout pages GET /wc/store/v1/cart.
	 */
	preloadedApiRequests?: Record<
		string,
		{ body: unknown; headers?: Record< string, string > }
	>;
	/** A logged-in customer's saved payment methods, on the checkout (WooCommerce's grouping by type). */
	customerPaymentMethods?: SavedPaymentMethods;
	[ key: string ]: unknown;
}

declare global {
	interface Window {
		kioskSettings?: Partial< KioskSettings >;
	}
}

/** Reads the inline settings with safe defaults. */
export function readSettings(
	source: Partial< KioskSettings > | undefined = typeof window !== 'undefined'
		? window.kioskSettings
		: undefined
): KioskSettings {
	return {
		restRoot: '/wp-json/',
		ajaxUrl: '/wp-admin/admin-ajax.php',
		nonce: '',
		locale: 'de_DE',
		isAdmin: false,
		...source,
	};
}
