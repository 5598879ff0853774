/**
 * The cart's inner blocks in their default layout, as WooCommerce's cart
 * template has them: the filled cart (items column: line items and
 * cross-sells; totals column: order summary, express payment, proceed to
 * checkout) and the empty cart. The editor inserts it into a cart saved
 * without inner blocks; the front end renders it when no tree was saved.
 * Names only (typed by the family's table, ../blocks.ts): the front end
 * does not load the block.json files.
 */
import type { LayoutNode } from '../../../shared-ui/layout/tree';
import type { CartBlock } from '../blocks';

/** A cart block's name without `kiosk/` and `-block`, as the layout below writes it. */
type Short = CartBlock extends infer N
	? N extends `kiosk/${ infer S }-block`
		? S
		: never
	: never;

export const CART = 'kiosk/cart';
export const FILLED_CART = 'kiosk/filled-cart-block' satisfies CartBlock;
export const EMPTY_CART = 'kiosk/empty-cart-block' satisfies CartBlock;

const area = ( name: Short, inner: LayoutNode[] = [] ): LayoutNode => ( {
	name: `kiosk/${ name }-block`,
	attributes: {},
	innerBlocks: inner,
} );

/** The default layout, as a saved tree. */
export const DEFAULT_LAYOUT: LayoutNode[] = [
	area( 'filled-cart', [
		area( 'cart-items', [
			area( 'cart-line-items' ),
			area( 'cart-cross-sells' ),
		] ),
		area( 'cart-totals', [
			area( 'cart-order-summary' ),
			area( 'cart-express-payment' ),
			area( 'proceed-to-checkout' ),
		] ),
	] ),
	area( 'empty-cart' ),
];

/** A block template entry: name, attributes, inner template. */
export type TemplateEntry = [
	string,
	Record< string, unknown >,
	TemplateEntry[],
];

/** A tree as an inner-block template (the editor's). */
export const toTemplate = ( nodes: LayoutNode[] ): TemplateEntry[] =>
	nodes.map( ( node ) => [
		node.name,
		node.attributes,
		toTemplate( node.innerBlocks ),
	] );
