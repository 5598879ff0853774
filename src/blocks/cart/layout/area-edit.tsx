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
import { CartViewContext } from './view-context';

interface EditProps {
	name: string;
	clientId: string;
}

/** The edit component of a column with the given class. */
export function columnEdit( className: string ) {
	return function Edit( { name, clientId }: EditProps ) {
		useForcedBlocks( name, clientId );
		return (
			<div
				{ ...useInnerBlocksProps( useBlockProps( { className } ), {
					allowedBlocks: allowedIn( name ),
					templateLock: false,
					renderAppender: false,
				} ) }
			/>
		);
	};
}

/** The edit component of an area with the given frontend component. */
export function areaEdit( Frontend: ComponentType< CartAreaProps > | null ) {
	return function Edit( { name, clientId }: EditProps ) {
		const view = useContext( CartViewContext );
		useForcedBlocks( name, clientId );
		return (
			<div { ...useBlockProps() }>
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
