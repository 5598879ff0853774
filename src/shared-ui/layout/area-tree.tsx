/**
 * Renders a column of the cart, the checkout or the mini cart from a block
 * tree: each area's frontend component where the tree puts it, with its
 * saved attributes and the blocks inside it. In a saved tree, extension blocks render where they were saved and
 * where their lock forces them; in the default layout (no tree saved), each
 * area is followed by every extension block registered for it.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LayoutNode } from './tree';

/** An area's frontend component: the column's props, the area's saved attributes, and the blocks inside it. */
export type AreaComponent< P > = ComponentType<
	P & { attributes?: Record< string, unknown >; children?: ReactNode }
>;

/**
 * The extension blocks of an area: all of them; with `only`, the one saved
 * under that name; with `saved` (the names a saved tree has in the area),
 * the forced ones it lacks.
 */
export type ExtensionBlocksComponent = ComponentType< {
	area: string;
	only?: string;
	saved?: string[];
} >;

/** The blocks of one area, in tree order, then its extension blocks. */
export function AreaTree< P extends object >( {
	area,
	nodes,
	areas,
	props,
	saved,
	Extensions,
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
	/** Renders the extension blocks (the page's registry, read as the block reads it). */
	Extensions: ExtensionBlocksComponent;
} ) {
	return (
		<>
			{ nodes.map( ( node, index ) => {
				const Area = areas[ node.name ];
				if ( ! Area ) {
					return (
						saved && (
							<Extensions
								key={ index }
								area={ area }
								only={ node.name }
							/>
						)
					);
				}
				return (
					<Area
						key={ index }
						{ ...props }
						attributes={ node.attributes }
					>
						<AreaTree
							area={ node.name }
							nodes={ node.innerBlocks || [] }
							areas={ areas }
							props={ props }
							saved={ saved }
							Extensions={ Extensions }
						/>
					</Area>
				);
			} ) }
			<Extensions
				area={ area }
				saved={ saved ? nodes.map( ( node ) => node.name ) : undefined }
			/>
		</>
	);
}
