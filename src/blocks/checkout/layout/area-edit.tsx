/**
 * The edit component of a checkout area in the block editor: the area's
 * frontend component as an inert preview over the sample cart, then its own
 * inner blocks (extension blocks whose `parent` names the area), forced
 * ones added when missing (src/shared/layout/area-blocks.ts).
 */
import { useContext } from '@wordpress/element';
import { useBlockProps } from '@wordpress/block-editor';
import type { ComponentType } from 'react';
import { InnerBlocks } from '../../../shared/inner-blocks-component';
import { allowedIn, useForcedBlocks } from '../../../shared/layout/area-blocks';
import { FormStateContext, type AreaProps } from './form-state';

export { allowedIn };

/** The edit component for an area with the given frontend component. */
export function areaEdit( Frontend: ComponentType< AreaProps > | null ) {
	return function Edit( {
		name,
		clientId,
	}: {
		name: string;
		clientId: string;
	} ) {
		const form = useContext( FormStateContext );
		useForcedBlocks( name, clientId );
		return (
			<div { ...useBlockProps() }>
				{ form && Frontend && (
					<div { ...( { inert: '' } as object ) }>
						<Frontend form={ form } />
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
