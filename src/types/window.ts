/**
 * The one declaration of Kiosk's globals: `window.kioskSettings` (printed
 * by the server) and `window.kiosk` (what Kiosk's handles expose to each
 * other and to extensions). Each part is optional: a page has only the
 * handles it needs.
 */
import type { KioskSettings } from './settings';
import type { KioskApi } from './api';
import type { RegistryLike } from './registry';

/** `kiosk-api` (`@kiosk/api`). */
export interface KioskApiGlobal {
	getApi: () => KioskApi;
	request: KioskApi[ 'fetch' ];
	isApiError: ( value: unknown ) => boolean;
}

export interface KioskGlobal {
	api?: KioskApiGlobal;
	/** `kiosk-registry` (`@kiosk/registry`). */
	registry?: RegistryLike;
	/** `kiosk-data` (`@kiosk/data`). */
	data?: Record< string, unknown >;
	/** Set once `kiosk/checkout` and `kiosk/payment` are registered (src/data/checkout-register.ts). */
	checkoutStores?: boolean;
	/** The mini cart's drawer, offered by `kiosk-cart`. */
	miniCart?: { open: () => Promise< void > };
	/**
	 * The header's cart request while it runs, where it goes through
	 * `kiosk-api`: a first add to cart waits for its Store API tokens
	 * instead of asking for the cart again.
	 */
	headerCart?: Promise< void >;
	/**
	 * The cart the page's last add to cart answered (`kiosk-add-to-cart`):
	 * the mini cart's drawer shows it on its first open, without a request.
	 */
	lastCart?: unknown;
}

declare global {
	interface Window {
		kioskSettings?: Partial< KioskSettings >;
		kiosk?: KioskGlobal;
	}
}

export {};
