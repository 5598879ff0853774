/**
 * Shop settings the cart reads from `window.kioskSettings` (page links and
 * tax display), with defaults for a German shop.
 */
import { readSettings } from '../../types/settings';
import type { ShopSettings } from '../../types/store-api';

/** What the cart shows, derived from the shop settings. */
export interface CartSettings {
	shopUrl: string;
	cartUrl: string;
	checkoutUrl: string;
	/** The shipping costs page ('' when the shop has none). */
	shippingUrl: string;
	displayCartPricesIncludingTax: boolean;
	displayItemizedTaxes: boolean;
	taxesEnabled: boolean;
	isAdmin: boolean;
	/** Countries the shop ships to, with their (server-translated) names. */
	shippingCountries: Array< { code: string; name: string } >;
}

/**
 * The shipping estimate's countries: the server's allowed shipping countries
 * (`shippingCountries`, every country when it is not given) named from
 * `countries`.
 */
export function shippingCountryOptions(
	countries: Record< string, { name: string } >,
	allowed: string[] | undefined
): Array< { code: string; name: string } > {
	const codes = allowed?.length ? allowed : Object.keys( countries );
	return codes
		.filter( ( code ) => countries[ code ] )
		.map( ( code ) => ( { code, name: countries[ code ].name } ) );
}

/** The cart's settings. */
export function cartSettings(): CartSettings {
	const s = readSettings();
	const pages: Partial< ShopSettings[ 'pages' ] > = s.pages || {};
	return {
		shopUrl: pages.shop || '/shop/',
		cartUrl: pages.cart || '/warenkorb/',
		checkoutUrl: pages.checkout || '/kasse/',
		shippingUrl: pages.shipping || '',
		displayCartPricesIncludingTax: s.displayCartPricesIncludingTax ?? true,
		displayItemizedTaxes: s.displayItemizedTaxes ?? false,
		taxesEnabled: s.taxesEnabled ?? true,
		isAdmin: s.isAdmin,
		shippingCountries: shippingCountryOptions(
			s.countries || {},
			s.shippingCountries
		),
	};
}
