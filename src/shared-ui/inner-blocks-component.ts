/**
 * `InnerBlocks`, `useInnerBlocksProps` and `BlockControls` of the block
 * editor package (present at runtime; missing from its type declarations).
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

/** `BlockControls`: a block's toolbar in the editor. */
export const BlockControls = (
	blockEditor as unknown as {
		BlockControls: ( props: { children?: React.ReactNode } ) => JSX.Element;
	}
 ).BlockControls;
