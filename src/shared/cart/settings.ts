/**
 * Shop settings the cart reads from `window.kioskSettings` (page links and
 * tax display), with defaults for a German shop.
 */
import { readSettings } from '../../types/settings';

export interface ShopSettings {
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
export function shopSettings(): ShopSettings {
	const s = readSettings();
	const pick = < T >( key: string, fallback: T ): T =>
		s[ key ] === undefined ? fallback : ( s[ key ] as T );
	const pages = pick< Record< string, string > >( 'pages', {} );
	return {
		shopUrl: pages.shop || '/shop/',
		cartUrl: pages.cart || '/warenkorb/',
		checkoutUrl: pages.checkout || '/kasse/',
		shippingUrl: pages.shipping || '',
		displayCartPricesIncludingTax: pick(
			'displayCartPricesIncludingTax',
			true
		),
		displayItemizedTaxes: pick( 'displayItemizedTaxes', false ),
		taxesEnabled: pick( 'taxesEnabled', true ),
		isAdmin: s.isAdmin,
		shippingCountries: shippingCountryOptions(
			pick< Record< string, { name: string } > >( 'countries', {} ),
			pick< string[] | undefined >( 'shippingCountries', undefined )
		),
	};
}
