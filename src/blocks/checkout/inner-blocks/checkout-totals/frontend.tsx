/**
 * The checkout's totals column (the sidebar) on the front end: renders the
 * saved inner-block tree, as the fields column does (the order summary where
 * the owner put it among the column's extension blocks, extension blocks
 * where they were saved or where their lock forces them). Without a saved
 * tree, the default layout of the editor's template: the order summary with
 * its totals, each area followed by the extension blocks registered for it.
 */
import { useContext } from '@wordpress/element';
import { LayoutContext } from '../../../../shared-ui/layout/tree';
import { AreaTree } from '../../../../shared-ui/layout/area-tree';
import { RegisteredBlocks } from '../../registered-blocks';
import {
	SIDEBAR_AREAS,
	SIDEBAR_DEFAULT_TREE,
	TOTALS,
} from '../../layout/checkout-areas';

/**
 * The sidebar's areas. The phone's collapsed summary renders them too, with
 * its own `idPrefix` so that ids stay unique on the page.
 */
export function CheckoutTotals( { idPrefix }: { idPrefix?: string } = {} ) {
	const tree = useContext( LayoutContext );
	const totals = tree?.find( ( entry ) => entry.name === TOTALS );
	return (
		<AreaTree
			area={ TOTALS }
			nodes={ totals ? totals.innerBlocks || [] : SIDEBAR_DEFAULT_TREE }
			areas={ SIDEBAR_AREAS }
			props={ { idPrefix } }
			saved={ !! totals }
			Extensions={ RegisteredBlocks }
		/>
	);
}
