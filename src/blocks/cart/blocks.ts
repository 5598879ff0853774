/**
 * The cart family's registration table: the names of its inner blocks, as
 * their block.json files say (test/blocks-table.test.ts compares both
 * ways). `CartBlock` types the records that pair a name with a component:
 * the editor's (editor.tsx: `EDITS`, the edit components) and the front
 * end's (layout/cart-areas.tsx: `AREAS`, the area components), each
 * imported only by its own bundle, and the default layout's
 * (inner-blocks/template.ts): a name not in the table, or one a record
 * lacks, is a type error. The list itself is read by the tests only, so
 * it costs the front end no byte.
 */
export const CART_BLOCKS = [
	'kiosk/filled-cart-block',
	'kiosk/empty-cart-block',
	'kiosk/cart-items-block',
	'kiosk/cart-line-items-block',
	'kiosk/cart-cross-sells-block',
	'kiosk/cart-totals-block',
	'kiosk/cart-order-summary-block',
	'kiosk/cart-express-payment-block',
	'kiosk/proceed-to-checkout-block',
] as const;

/** An inner block of the cart, by name. */
export type CartBlock = ( typeof CART_BLOCKS )[ number ];
