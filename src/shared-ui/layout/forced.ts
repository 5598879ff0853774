/**
 * Whether an extension locks its block into its areas
 * (`attributes.lock.default.remove`): a saved tree that lacks it still
 * renders it, as WooCommerce's forced layout adds it.
 */
import type { RegisteredBlock } from '../../registry/checkout-blocks';

export function isForced( block: RegisteredBlock ): boolean {
	const attributes = block.metadata.attributes as
		{ lock?: { default?: { remove?: boolean } } } | undefined;
	return !! attributes?.lock?.default?.remove;
}

/**
 * The blocks of an area to render: all of them (the default layout); with
 * `only`, the one saved there under that name; with `saved` (the names a
 * saved tree has in the area), the forced ones it lacks.
 */
export function blocksToRender(
	blocks: RegisteredBlock[],
	{ only, saved }: { only?: string; saved?: string[] }
): RegisteredBlock[] {
	return blocks.filter( ( block ) =>
		only
			? block.blockName === only
			: ! saved ||
				( isForced( block ) && ! saved.includes( block.blockName ) )
	);
}
