/**
 * `InnerBlocks` from @wordpress/block-editor (present at runtime; missing
 * from the package's type declarations).
 */
import * as blockEditor from '@wordpress/block-editor';

type InnerBlocksType = ( (
	props: Record< string, unknown >
) => JSX.Element ) & { Content: () => JSX.Element };

export const InnerBlocks = (
	blockEditor as unknown as { InnerBlocks: InnerBlocksType }
 ).InnerBlocks;
