/**
 * The inline settings the server prints as `window.kioskSettings`
 * (php/Assets/Settings.php and the integrations' `kiosk_settings` filters;
 * the preview host prints the same shape). Typed per feature: every key
 * here is printed by PHP and read by a script.
 */
import type { SavedPaymentMethods, ShopSettings } from './store-api';

/** One script as the server lists it (`kioskSettings.*.scripts`), for src/components/script-loader. */
export interface ScriptEntry {
	handle: string;
	src: string;
	translations?: string;
	style?: string;
}

/** Order attribution as the owner allows it (src/order-attribution). */
export interface OrderAttributionSettings {
	enabled: boolean;
	allowTracking: boolean;
}

/** Printed on every page. */
export interface CoreSettings {
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
}

/** The shop's API and cart (with WooCommerce). */
export interface StoreSettings {
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
}

/** The checkout's own settings. */
export interface CheckoutExtraSettings {
	/** The place-order label the owner set in Kiosk's settings ('' for the default). */
	placeOrderLabel?: string;
	/** A logged-in customer's saved payment methods (WooCommerce's grouping by type). */
	customerPaymentMethods?: SavedPaymentMethods;
	/** Order attribution (every page). */
	orderAttribution?: Partial< OrderAttributionSettings >;
}

/** Scripts the client loads later. */
export interface LazyScriptSettings {
	/**
	 * The address of the mini cart's drawer list (php/Assets/LazyScriptList.php),
	 * fetched when the reader reaches for the cart button.
	 */
	miniCart?: { list?: string };
	cartExpress?: { scripts?: ScriptEntry[] };
	/**
	 * The checkout's regular payment methods' scripts, loaded when the
	 * shopper starts on the checkout (php/Assets/AssetPlan.php,
	 * src/blocks/checkout/payment-scripts/).
	 */
	checkoutPayment?: { scripts?: ScriptEntry[] };
	/**
	 * Where a form posts without Kiosk's contact-form script (the theme's
	 * newsletter): the loader's URL and the address of the scripts' list
	 * it loads (php/Assets/LazyScriptList.php).
	 */
	contactForm?: { loader?: string; list?: string };
}

/** Event Tickets' RSVP handler, on single posts and pages. */
export interface RsvpSettings {
	rsvp?: { ajaxUrl?: string; nonce?: string };
}

/** The block editor's preview data (wp-admin only: php/Admin/EditorPreview.php). */
export interface EditorPreviewSettings {
	editorPreview?: {
		/** The payment gateways the shop has enabled, in its order. */
		gateways: Array< { id: string; title: string } >;
		/** The shop's newest purchasable product (price in minor units). */
		product: { name: string; price: number; image: string } | null;
	};
}

export type KioskSettings = CoreSettings &
	EditorPreviewSettings &
	StoreSettings &
	Partial< ShopSettings > &
	CheckoutExtraSettings &
	LazyScriptSettings &
	RsvpSettings;

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
