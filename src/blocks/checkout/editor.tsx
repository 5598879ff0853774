/**
 * Entry for `kiosk-checkout-editor`: registers the checkout block and its
 * locked inner blocks (one per named inner area) in the block editor.
 */
import { registerBlockType } from '@wordpress/blocks';
import { InnerBlocks } from '../../shared/inner-blocks-component';
import metadata from './block.json';
import { Edit, Save } from './edit';
import { INNER_BLOCKS } from './inner-blocks/block-types';

const innerEdit = () => (
	<InnerBlocks templateLock="all" renderAppender={ false } />
);
const innerSave = () => <InnerBlocks.Content />;

registerBlockType( metadata as never, { edit: Edit, save: Save } );
INNER_BLOCKS.forEach( ( inner ) =>
	registerBlockType( inner as never, { edit: innerEdit, save: innerSave } )
);
