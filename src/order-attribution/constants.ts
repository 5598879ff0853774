/**
 * Order attribution constants (SPEC sections 3 and 9).
 */

/** Cookie lifetime in months; sourcebuster counts a month as 30 days. */
export const LIFETIME_MONTHS = 6;
/** Session length in minutes. */
export const SESSION_MINUTES = 30;
/** Cookie names sourcebuster writes. */
export const COOKIES = {
	current: 'sbjs_current',
	currentAdd: 'sbjs_current_add',
	first: 'sbjs_first',
	firstAdd: 'sbjs_first_add',
	session: 'sbjs_session',
	udata: 'sbjs_udata',
	migrations: 'sbjs_migrations',
	promo: 'sbjs_promo',
} as const;
/** Known organic search sources (sourcebuster's list). */
export const ORGANIC_SOURCES = [
	'google',
	'yandex',
	'bing',
	'yahoo',
	'about',
	'aol',
	'ask',
	'globo',
	'go.mail.ru',
	'rambler',
	'tut.by',
];
/**
 * The range of the visitor's promo code (`sbjs_promo`, SPEC section 9):
 * sourcebuster's defaults for its `promocode` option.
 */
export const PROMO_CODE_RANGE = { min: 100000, max: 999999 } as const;
/** How a direct visit is labelled. */
export const DIRECT = { source: '(direct)', medium: '(none)' } as const;
/** The checkout extension-data namespace (WooCommerce's). */
export const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';
/** The extra campaign fields kept beside sourcebuster's own: URL parameter → cookie alias. */
export const EXTRA_PARAMS: Record< string, string > = {
	utm_id: 'id',
	utm_source_platform: 'plt',
	utm_creative_format: 'fmt',
	utm_marketing_tactic: 'tct',
};
