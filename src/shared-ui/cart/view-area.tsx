/**
 * The one generic area of a cart view's column (the cart's and the mini
 * cart's): the blocks of one area from a block tree
 * (src/shared-ui/layout/area-tree.tsx), in tree order, then its extension
 * blocks, read through the page's registry (src/shared/registered-blocks.tsx).
 * Each block family hands in its own area map (cart-areas.tsx,
 * mini-cart-areas.tsx).
 */
import type { LayoutNode } from '../layout/tree';
import { AreaTree, type AreaComponent } from '../layout/area-tree';
import { RegisteredBlocks } from '../../shared/registered-blocks';
import type { CartView } from './cart-view';

/** Props of a cart view's area. */
export interface ViewAreaProps {
	/** The area's block name. */
	area: string;
	nodes: LayoutNode[];
	view: CartView;
	/** The tree was saved by the owner (false: the default layout). */
	saved: boolean;
}

/** The area component of a block family, from its area map (block name => frontend component). */
export function viewAreaOf(
	areas: Record< string, AreaComponent< { view: CartView } > >
) {
	return function ViewArea( { area, nodes, view, saved }: ViewAreaProps ) {
		return (
			<AreaTree
				area={ area }
				nodes={ nodes }
				areas={ areas }
				props={ { view } }
				saved={ saved }
				Extensions={ RegisteredBlocks }
			/>
		);
	};
}
