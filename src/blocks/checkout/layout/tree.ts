/**
 * The saved inner-block tree of a checkout, as the server prints it on the
 * container (`data-kiosk-blocks`, see php/Blocks/Blocks.php): the front end
 * renders the areas where the owner saved them. A checkout saved without
 * inner blocks (`<!-- wp:kiosk/checkout /-->`) has no tree and gets the
 * default layout.
 */
import { createContext } from '@wordpress/element';

/** One saved block: its name, attributes and inner blocks. */
export interface LayoutNode {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: LayoutNode[];
}

function toNode( value: unknown ): LayoutNode | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const { name, attributes, innerBlocks } = value as Record<
		string,
		unknown
	>;
	if ( typeof name !== 'string' || ! name ) {
		return null;
	}
	return {
		name,
		attributes:
			attributes && typeof attributes === 'object'
				? ( attributes as Record< string, unknown > )
				: {},
		innerBlocks: Array.isArray( innerBlocks )
			? ( innerBlocks.map( toNode ).filter( Boolean ) as LayoutNode[] )
			: [],
	};
}

/** The tree in a container's `data-kiosk-blocks`, or null (default layout). */
export function parseLayout( json: string | undefined ): LayoutNode[] | null {
	if ( ! json ) {
		return null;
	}
	try {
		const value: unknown = JSON.parse( json );
		if ( ! Array.isArray( value ) ) {
			return null;
		}
		const nodes = value.map( toNode ).filter( Boolean ) as LayoutNode[];
		return nodes.length ? nodes : null;
	} catch {
		return null;
	}
}

/** The saved tree of the checkout being rendered (null: default layout). */
export const LayoutContext = createContext< LayoutNode[] | null >( null );
