/**
 * The edit components of the cart's areas in the block editor:
 * - `columnEdit`: a column (filled cart, items, totals) whose areas are its
 *   inner blocks, laid out by the cart's own styles;
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
import type { CartAreaProps } from '../cart-view';
import {
	CartViewContext,
	EditedCartContext,
	type EditedCart,
} from './view-context';

interface EditProps {
	name: string;
	clientId: string;
}

/**
 * Hides a state's block while the owner edits the other state (a style:
 * the filled cart's grid display would win over `hidden`).
 */
function useHidden( shownIn?: EditedCart ): { style?: object } {
	const edited = useContext( EditedCartContext );
	return shownIn && shownIn !== edited ? { style: { display: 'none' } } : {};
}

/** The edit component of a column with the given class (`shownIn`: of that cart state only). */
export function columnEdit( className: string, shownIn?: EditedCart ) {
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

/** The edit component of an area with the given frontend component (`shownIn`: of that cart state only). */
export function areaEdit(
	Frontend: ComponentType< CartAreaProps > | null,
	shownIn?: EditedCart
) {
	return function Edit( { name, clientId }: EditProps ) {
		const view = useContext( CartViewContext );
		useForcedBlocks( name, clientId );
		return (
			<div { ...useBlockProps( useHidden( shownIn ) ) }>
				{ view && Frontend && (
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
