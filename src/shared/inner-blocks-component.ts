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

/** `useInnerBlocksProps`: an area's inner blocks as direct children of its wrapper (grid layouts). */
export const useInnerBlocksProps = (
	blockEditor as unknown as {
		useInnerBlocksProps: (
			props: Record< string, unknown >,
			options: Record< string, unknown >
		) => Record< string, unknown >;
	}
 ).useInnerBlocksProps;
