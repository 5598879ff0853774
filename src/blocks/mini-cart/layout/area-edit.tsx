/**
 * The edit components of the mini cart's areas in the block editor:
 * - `columnEdit`: an area (the filled view) whose areas are its inner
 *   blocks, laid out by the drawer's own styles;
 * - `areaEdit`: an area's frontend component as an inert preview over the
 *   sample cart, then its own inner blocks (extension blocks whose `parent`
 *   names the area, forced ones added when missing).
 */
import { useContext } from '@wordpress/element';
import { useBlockProps } from '@wordpress/block-editor';
import type { ComponentType } from 'react';
import {
	InnerBlocks,
	useInnerBlocksProps,
} from '../../../shared/inner-blocks-component';
import { allowedIn, useForcedBlocks } from '../../../shared/layout/area-blocks';
import type { MiniCartAreaProps } from '../mini-cart-view';
import {
	EditedViewContext,
	MiniCartViewContext,
	type EditedView,
} from './view-context';

interface EditProps {
	name: string;
	clientId: string;
}

/** Hides a view's block while the owner edits the other view (a style: the flex display would win over `hidden`). */
function useHidden( shownIn?: EditedView ): { style?: object } {
	const edited = useContext( EditedViewContext );
	return shownIn && shownIn !== edited ? { style: { display: 'none' } } : {};
}

/** The edit component of a column with the given class (`shownIn`: of that view only). */
export function columnEdit( className: string, shownIn?: EditedView ) {
	return function Edit( { name, clientId }: EditProps ) {
		useForcedBlocks( name, clientId );
		const hidden = useHidden( shownIn );
		return (
			<div
				{ ...useInnerBlocksProps(
					useBlockProps( { className, ...hidden } ),
					{
						allowedBlocks: allowedIn( name ),
						templateLock: false,
						renderAppender: false,
					}
				) }
			/>
		);
	};
}

/** The edit component of an area with the given frontend component (`shownIn`: of that view only). */
export function areaEdit(
	Frontend: ComponentType< MiniCartAreaProps >,
	shownIn?: EditedView
) {
	return function Edit( { name, clientId }: EditProps ) {
		const view = useContext( MiniCartViewContext );
		useForcedBlocks( name, clientId );
		return (
			<div { ...useBlockProps( useHidden( shownIn ) ) }>
				{ view && (
					<div { ...( { inert: '' } as object ) }>
						<Frontend view={ view } />
					</div>
				) }
				<InnerBlocks
					allowedBlocks={ allowedIn( name ) }
					templateLock={ false }
					renderAppender={ false }
				/>
			</div>
		);
	};
}
