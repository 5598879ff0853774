/**
 * The edit components' shared shape for the areas of the cart and the
 * checkout in the block editor:
 * - `useColumnProps`: a column whose areas are its inner blocks, as direct
 *   children of its wrapper (laid out by the block's own styles);
 * - `useAreaInnerBlocks`: an area's own inner blocks (extension blocks whose
 *   `parent` names it), movable and removable where their locks allow;
 * - `AreaEdit`: an area's frontend component as an inert preview over the
 *   sample cart, then its inner blocks.
 * Each adds the forced extension blocks its area lacks (area-blocks.ts).
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { ReactNode } from 'react';
import { InnerBlocks, useInnerBlocksProps } from '../inner-blocks-component';
import { allowedIn, useForcedBlocks } from './area-blocks';

/** What the block editor hands an edit component. */
export interface AreaEditProps {
	name: string;
	clientId: string;
}

/** The wrapper props of a column (`props`: its class, its style). */
export function useColumnProps(
	{ name, clientId }: AreaEditProps,
	props: Record< string, unknown >
): Record< string, unknown > {
	useForcedBlocks( name, clientId );
	return useInnerBlocksProps( useBlockProps( props ), {
		allowedBlocks: allowedIn( name ),
		templateLock: false,
		renderAppender: false,
	} );
}

/** An area's inner blocks. */
export function useAreaInnerBlocks( { name, clientId }: AreaEditProps ) {
	useForcedBlocks( name, clientId );
	return (
		<InnerBlocks
			allowedBlocks={ allowedIn( name ) }
			templateLock={ false }
			renderAppender={ false }
		/>
	);
}

/** An area: its inert preview (if any), then its inner blocks. */
export function AreaEdit( {
	preview,
	wrapper = {},
	...props
}: AreaEditProps & {
	preview: ReactNode;
	/** The wrapper's props (its style). */
	wrapper?: Record< string, unknown >;
} ) {
	const inner = useAreaInnerBlocks( props );
	return (
		<div { ...useBlockProps( wrapper ) }>
			{ preview && (
				<div { ...( { inert: '' } as object ) }>{ preview }</div>
			) }
			{ inner }
		</div>
	);
}
