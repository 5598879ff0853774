/**
 * The checkout's totals column (the sidebar) on the front end: renders the
 * saved inner-block tree, as the fields column does (the order summary where
 * the owner put it among the column's extension blocks, extension blocks
 * where they were saved or where their lock forces them). Without a saved
 * tree, the default layout of the editor's template: the order summary with
 * its totals, each area followed by the extension blocks registered for it.
 */
import { useContext } from '@wordpress/element';
import type { ReactNode } from 'react';
import { innerBlockAreas } from '@kiosk/registry';
import { LayoutContext, type LayoutNode } from '../../../../shared/layout/tree';
import {
	AreaTree,
	type AreaComponent,
} from '../../../../shared/layout/area-tree';
import { RegisteredBlocks } from '../../registered-blocks';
import OrderSummary from '../order-summary/frontend';
import OrderSummaryTotals from '../order-summary-totals/frontend';

const TOTALS = innerBlockAreas.CHECKOUT_TOTALS;
const SUMMARY = innerBlockAreas.CHECKOUT_ORDER_SUMMARY;
const SUMMARY_TOTALS = innerBlockAreas.CHECKOUT_ORDER_SUMMARY_TOTALS;

/** Each sidebar area's block name => its frontend component. */
const AREAS: Record<
	string,
	AreaComponent< { children?: ReactNode; idPrefix?: string } >
> = {
	[ SUMMARY ]: OrderSummary,
	[ SUMMARY_TOTALS ]: OrderSummaryTotals,
};

const node = ( name: string, innerBlocks: LayoutNode[] = [] ): LayoutNode => ( {
	name,
	attributes: {},
	innerBlocks,
} );

/** The column's default tree (the editor's template, inner-blocks/template.ts). */
const DEFAULT_TREE = [ node( SUMMARY, [ node( SUMMARY_TOTALS ) ] ) ];

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
			nodes={ totals ? totals.innerBlocks || [] : DEFAULT_TREE }
			areas={ AREAS }
			props={ { idPrefix } }
			saved={ !! totals }
			Extensions={ RegisteredBlocks }
		/>
	);
}
