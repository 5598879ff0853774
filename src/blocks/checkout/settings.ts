/**
 * The shop settings the checkout reads from `window.kioskSettings`.
 */
import type { ShopSettings } from '../../types/store-api';
import { readSettings } from '../../types/settings';

export type CheckoutSettings = ShopSettings & {
	isAdmin: boolean;
	locale: string;
	/** The place-order label the owner set in Kiosk's settings ('' for the default). */
	placeOrderLabel: string;
	/** For administrators: enabled gateways without a block integration (id → title). */
	paymentMethodsWithoutBlocks?: Record< string, string >;
	/** An extension's block that takes the terms' place (Germanized's checkboxes): Kiosk's legal text steps back. */
	termsBlock?: string;
};

/** The settings with safe fallbacks. */
export function checkoutSettings(): CheckoutSettings {
	const s = readSettings() as unknown as Partial< CheckoutSettings >;
	return {
		countries: {},
		allowedCountries: [],
		shippingCountries: [],
		addressFields: [],
		addressFieldLocale: {},
		pages: {
			shop: '/shop/',
			cart: '/warenkorb/',
			checkout: '/kasse/',
			privacy: '',
			terms: '',
			myaccount: '/mein-konto/',
			shipping: '',
		},
		guestCheckout: true,
		accountCreation: false,
		localPickupEnabled: false,
		localPickupLabel: '',
		paymentMethodData: {},
		paymentMethodSortOrder: [],
		displayItemizedTaxes: false,
		taxesEnabled: true,
		placeOrderLabel: '',
		...( s as object ),
	} as unknown as CheckoutSettings;
}
