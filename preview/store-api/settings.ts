/**
 * The shop's inline settings (`window.kioskSettings`), the same on every
 * page and for every visitor: nothing per-visitor is printed.
 */
import type { ShopSettings } from '../../src/types/store-api';
import type { ShopOptions } from './shop';
import { ADDRESS_FIELDS, ADDRESS_FIELD_LOCALE, COUNTRIES } from './locale';
import { GATEWAYS, LOCAL_PICKUP } from './config';
import { SHIPPING_COUNTRIES } from './shipping';

/** Builds the shop settings from the options. */
export function shopSettings( options: ShopOptions ): ShopSettings {
	return {
		currency: {
			code: 'EUR',
			precision: 2,
			symbol: '€',
			symbolPosition: 'right_space',
			decimalSeparator: ',',
			thousandSeparator: '.',
			priceFormat: '%2$s&nbsp;%1$s',
		},
		displayCartPricesIncludingTax: options.displayCartPricesIncludingTax,
		displayShopPricesIncludingTax: options.displayCartPricesIncludingTax,
		displayItemizedTaxes: options.displayItemizedTaxes,
		taxesEnabled: options.taxesEnabled,
		couponsEnabled: true,
		shippingEnabled: true,
		countries: COUNTRIES,
		allowedCountries: Object.keys( COUNTRIES ),
		shippingCountries: SHIPPING_COUNTRIES,
		addressFields: ADDRESS_FIELDS,
		addressFieldLocale: ADDRESS_FIELD_LOCALE,
		pages: {
			shop: '/shop/',
			cart: '/warenkorb/',
			checkout: '/kasse/',
			privacy: '/datenschutz/',
			terms: '/agb/',
			myaccount: '/mein-konto/',
			shipping: '',
		},
		guestCheckout: options.guestCheckout,
		accountCreation: options.accountCreation,
		localPickupEnabled: LOCAL_PICKUP.enabled,
		localPickupLabel: LOCAL_PICKUP.label,
		paymentMethodData: {
			bacs: {
				title: GATEWAYS.bacs.title,
				description: GATEWAYS.bacs.description,
			},
			cheque: {
				title: GATEWAYS.cheque.title,
				description: GATEWAYS.cheque.description,
			},
			cod: {
				title: GATEWAYS.cod.title,
				description: GATEWAYS.cod.description,
				enableForShippingMethods: [
					...GATEWAYS.cod.enableForShippingMethods,
				],
			},
			kiosk_card_demo: {
				title: GATEWAYS.kiosk_card_demo.title,
				description: GATEWAYS.kiosk_card_demo.description,
				supportsTokens: true,
			},
			kiosk_express_demo: {
				title: GATEWAYS.kiosk_express_demo.title,
				description: GATEWAYS.kiosk_express_demo.description,
				express: true,
			},
		},
		paymentMethodSortOrder: [ 'kiosk_card_demo', 'bacs', 'cheque', 'cod' ],
	};
}
