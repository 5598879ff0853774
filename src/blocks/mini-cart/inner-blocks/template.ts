/**
 * The mini cart's inner blocks in their default layout, as WooCommerce's
 * `mini-cart` template part has them: the contents hold the filled view
 * (title, items, footer) and the empty view. The editor inserts it into
 * contents saved without inner blocks; the drawer renders it when no tree
 * was saved. Names only (typed by the family's table, ../blocks.ts): the
 * front end does not load the block.json files.
 */
import type { LayoutNode } from '../../../shared-ui/layout/tree';
import type { MiniCartAreaBlock, MiniCartBlock } from '../blocks';

export const CONTENTS = 'kiosk/mini-cart-contents' satisfies MiniCartBlock;
export const FILLED =
	'kiosk/filled-mini-cart-contents-block' satisfies MiniCartAreaBlock;
export const EMPTY =
	'kiosk/empty-mini-cart-contents-block' satisfies MiniCartAreaBlock;
export const TITLE = 'kiosk/mini-cart-title-block' satisfies MiniCartAreaBlock;
export const ITEMS = 'kiosk/mini-cart-items-block' satisfies MiniCartAreaBlock;
export const FOOTER =
	'kiosk/mini-cart-footer-block' satisfies MiniCartAreaBlock;

const node = ( name: string, inner: LayoutNode[] = [] ): LayoutNode => ( {
	name,
	attributes: {},
	innerBlocks: inner,
} );

/** The areas inside the contents, by default. */
export const DEFAULT_AREAS: LayoutNode[] = [
	node( FILLED, [ node( TITLE ), node( ITEMS ), node( FOOTER ) ] ),
	node( EMPTY ),
];

/** A block template entry: name, attributes, inner template. */
export type TemplateEntry = [
	string,
	Record< string, unknown >,
	TemplateEntry[],
];

/** A tree as an inner-block template (the editor's). */
export const toTemplate = ( nodes: LayoutNode[] ): TemplateEntry[] =>
	nodes.map( ( entry ) => [
		entry.name,
		entry.attributes,
		toTemplate( entry.innerBlocks ),
	] );

/**
 * The areas a saved tree puts inside the contents (the template part holds
 * the contents block at its root), or null when it has none of the mini
 * cart's own views: the default layout then.
 */
export function savedAreas( tree: LayoutNode[] | null ): LayoutNode[] | null {
	const contents = tree?.find( ( entry ) => entry.name === CONTENTS );
	const areas = contents?.innerBlocks;
	return areas?.some( ( entry ) => entry.name === FILLED ) ? areas : null;
}

/** The title's label in a saved tree ('': none, the default heading). */
export function savedTitleLabel( tree: LayoutNode[] | null ): string {
	const filled = savedAreas( tree )?.find(
		( entry ) => entry.name === FILLED
	);
	const label = filled?.innerBlocks.find( ( entry ) => entry.name === TITLE )
		?.attributes.label;
	return typeof label === 'string' ? label.trim() : '';
}
