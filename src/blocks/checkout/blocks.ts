/**
 * The checkout family's registration table: the names of its inner blocks,
 * as their block.json files say (test/blocks-table.test.ts compares both
 * ways), in three groups: the two columns, the fields column's areas (in
 * the front end's default order) and the sidebar's areas. The types type
 * the records that pair a name with a component: the editor's
 * (editor.tsx: `EDITS`, every inner block's edit component) and the front
 * end's (layout/checkout-areas.tsx: `AREAS` for the fields column,
 * `SIDEBAR_AREAS` for the totals column, each area's frontend component),
 * each imported only by its own bundle, and the names the front end's
 * default layout is written with: a name not in the table, or one a record
 * lacks, is a type error. The lists themselves are read by the tests only
 * (the bundles import types from here), so they cost the checkout no byte.
 */

/** The two columns, each holding areas (the checkout's own block holds them). */
export const CHECKOUT_COLUMNS = [
	'kiosk/checkout-fields-block',
	'kiosk/checkout-totals-block',
] as const;

/** The fields column's areas, in the front end's default order. */
export const CHECKOUT_FIELD_AREAS = [
	'kiosk/checkout-express-payment-block',
	'kiosk/checkout-contact-information-block',
	'kiosk/checkout-shipping-method-block',
	'kiosk/checkout-shipping-address-block',
	'kiosk/checkout-billing-address-block',
	'kiosk/checkout-pickup-options-block',
	'kiosk/checkout-shipping-methods-block',
	'kiosk/checkout-payment-methods-block',
	'kiosk/checkout-order-note-block',
	'kiosk/checkout-terms-block',
	'kiosk/checkout-actions-block',
] as const;

/** The totals column's (the sidebar's) areas: the order summary holds its totals. */
export const CHECKOUT_SIDEBAR_AREAS = [
	'kiosk/checkout-order-summary-block',
	'kiosk/checkout-order-summary-totals-block',
] as const;

/** Every inner block of the checkout. */
export const CHECKOUT_BLOCKS = [
	...CHECKOUT_COLUMNS,
	...CHECKOUT_FIELD_AREAS,
	...CHECKOUT_SIDEBAR_AREAS,
] as const;

/** A column of the checkout, by name. */
export type CheckoutColumn = ( typeof CHECKOUT_COLUMNS )[ number ];
/** An area of the fields column, by name. */
export type CheckoutFieldArea = ( typeof CHECKOUT_FIELD_AREAS )[ number ];
/** An area of the sidebar, by name. */
export type CheckoutSidebarArea = ( typeof CHECKOUT_SIDEBAR_AREAS )[ number ];
/** An inner block of the checkout, by name. */
export type CheckoutBlock = ( typeof CHECKOUT_BLOCKS )[ number ];
