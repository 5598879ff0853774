/**
 * The checkout fields column in the block editor: its areas, which the owner
 * may reorder or remove where their locks allow.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { InnerBlocks } from '../../../../shared/inner-blocks-component';
import { allowedIn } from '../../layout/area-edit';

export function Edit( { name }: { name: string } ) {
	return (
		<div { ...useBlockProps() }>
			<InnerBlocks
				allowedBlocks={ allowedIn( name ) }
				templateLock={ false }
			/>
		</div>
	);
}
