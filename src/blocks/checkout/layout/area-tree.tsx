/**
 * Renders a column of the checkout from a block tree: each area's frontend
 * component where the tree puts it, with the blocks inside it. In a saved
 * tree, extension blocks render where they were saved and where their lock
 * forces them; in the default layout (no tree saved), each area is followed
 * by every extension block registered for it.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LayoutNode } from '../../../shared/layout/tree';
import {
	ForcedBlocks,
	RegisteredBlocks,
	SavedBlock,
} from '../registered-blocks';

/** An area's frontend component: the column's props, and the blocks inside it. */
export type AreaComponent< P > = ComponentType< P & { children?: ReactNode } >;

/** The blocks of one area, in tree order, then its extension blocks. */
export function AreaTree< P extends object >( {
	area,
	nodes,
	areas,
	props,
	saved,
}: {
	/** The area's block name. */
	area: string;
	nodes: LayoutNode[];
	/** Each area's block name => its frontend component. */
	areas: Record< string, AreaComponent< P > >;
	/** What every area's component is given. */
	props: P;
	/** The tree was saved by the owner (false: the default layout). */
	saved: boolean;
} ) {
	return (
		<>
			{ nodes.map( ( node, index ) => {
				const Area = areas[ node.name ];
				if ( ! Area ) {
					return (
						saved && (
							<SavedBlock
								key={ index }
								area={ area }
								name={ node.name }
							/>
						)
					);
				}
				return (
					<Area key={ index } { ...props }>
						<AreaTree
							area={ node.name }
							nodes={ node.innerBlocks || [] }
							areas={ areas }
							props={ props }
							saved={ saved }
						/>
					</Area>
				);
			} ) }
			{ saved ? (
				<ForcedBlocks
					area={ area }
					saved={ nodes.map( ( node ) => node.name ) }
				/>
			) : (
				<RegisteredBlocks area={ area } />
			) }
		</>
	);
}
