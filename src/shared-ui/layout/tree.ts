/**
 * The saved inner-block tree of a cart or a checkout, as the server prints
 * it on the container (`data-kiosk-blocks`, see php/Blocks/Blocks.php): the
 * front end renders the areas where the owner saved them. A block saved
 * without inner blocks (`<!-- wp:kiosk/checkout /-->`) has no tree and gets
 * the default layout.
 */
import { createContext } from '@wordpress/element';

/** One saved block (as Blocks::layout() prints it): name, attributes, inner blocks. */
export interface LayoutNode {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: LayoutNode[];
}

/** The tree in a container's `data-kiosk-blocks`, or null (default layout). */
export function parseLayout( json: string | undefined ): LayoutNode[] | null {
	try {
		const value: unknown = json && JSON.parse( json );
		return Array.isArray( value ) && value.length ? value : null;
	} catch {
		return null;
	}
}

/** The saved tree of the block being rendered (null: default layout). */
export const LayoutContext = createContext< LayoutNode[] | null >( null );
