/**
 * Shop settings the cart reads from `window.kioskSettings` (page links and
 * tax display), with defaults for a German shop.
 */
import { readSettings } from '../../types/settings';

export interface ShopSettings {
	shopUrl: string;
	cartUrl: string;
	checkoutUrl: string;
	displayCartPricesIncludingTax: boolean;
	displayItemizedTaxes: boolean;
	taxesEnabled: boolean;
	isAdmin: boolean;
}

/** The cart's settings. */
export function shopSettings(): ShopSettings {
	const s = readSettings();
	const pick = < T >( key: string, fallback: T ): T =>
		s[ key ] === undefined ? fallback : ( s[ key ] as T );
	const pages = pick< Record< string, string > >( 'pages', {} );
	return {
		shopUrl: pages.shop || '/shop/',
		cartUrl: pages.cart || '/warenkorb/',
		checkoutUrl: pages.checkout || '/kasse/',
		displayCartPricesIncludingTax: pick(
			'displayCartPricesIncludingTax',
			true
		),
		displayItemizedTaxes: pick( 'displayItemizedTaxes', false ),
		taxesEnabled: pick( 'taxesEnabled', true ),
		isAdmin: s.isAdmin,
	};
}
