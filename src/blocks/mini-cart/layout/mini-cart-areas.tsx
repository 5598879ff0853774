/**
 * Renders the mini cart's areas from a block tree: each area's frontend
 * component where the tree puts it, with its saved attributes and the
 * blocks inside it. In a saved tree, extension blocks render where they
 * were saved and where their lock forces them; in the default layout (no
 * tree saved), each area is followed by every extension block registered
 * for it.
 */
import type { AreaComponent } from '../../../shared-ui/layout/area-tree';
import type { CartView } from '../../../shared-ui/cart/cart-view';
import { viewAreaOf } from '../../../shared-ui/cart/view-area';
import { EMPTY, FILLED, FOOTER, ITEMS, TITLE } from '../inner-blocks/template';
import type { MiniCartAreaBlock } from '../blocks';
import Filled from '../inner-blocks/filled-mini-cart-contents/frontend';
import Empty from '../inner-blocks/empty-mini-cart-contents/frontend';
import Title from '../inner-blocks/mini-cart-title/frontend';
import Items from '../inner-blocks/mini-cart-items/frontend';
import Footer from '../inner-blocks/mini-cart-footer/frontend';

/** Each area's block name (the family's table, ../blocks.ts) => its frontend component. */
export const AREAS: Record<
	MiniCartAreaBlock,
	AreaComponent< { view: CartView } >
> = {
	[ FILLED ]: Filled,
	[ EMPTY ]: Empty,
	[ TITLE ]: Title,
	[ ITEMS ]: Items,
	[ FOOTER ]: Footer,
};

/** The blocks of one area, in tree order, then its extension blocks. */
export const MiniCartArea = viewAreaOf( AREAS );
