/**
 * The mini cart family's registration table: the names of its inner
 * blocks, as their block.json files say (test/blocks-table.test.ts compares
 * both ways). `MiniCartBlock` types the records that pair a name with a
 * component: the editor's (editor.tsx: `EDITS`, the edit components) and
 * the drawer's (layout/mini-cart-areas.tsx: `AREAS`, the area components;
 * the contents block has none, the drawer is its front end), each imported
 * only by its own bundle, and the names the default layout uses
 * (inner-blocks/template.ts): a name not in the table, or one a record
 * lacks, is a type error. The list itself is read by the tests only, so it
 * costs the drawer no byte.
 */
export const MINI_CART_BLOCKS = [
	'kiosk/mini-cart-contents',
	'kiosk/filled-mini-cart-contents-block',
	'kiosk/empty-mini-cart-contents-block',
	'kiosk/mini-cart-title-block',
	'kiosk/mini-cart-items-block',
	'kiosk/mini-cart-footer-block',
] as const;

/** An inner block of the mini cart, by name. */
export type MiniCartBlock = ( typeof MINI_CART_BLOCKS )[ number ];

/** The mini cart's inner blocks that are areas of the drawer. */
export type MiniCartAreaBlock = Exclude<
	MiniCartBlock,
	'kiosk/mini-cart-contents'
>;
