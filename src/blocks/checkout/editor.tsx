/**
 * Entry for `kiosk-checkout-editor`: registers the block and its inner
 * areas in the editor.
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit } from './edit';
import { INNER_BLOCKS } from './inner-blocks/metadata';

registerBlockType( metadata as never, { edit: Edit, save: () => null } );
INNER_BLOCKS.forEach( ( inner ) =>
	registerBlockType(
		{
			...inner,
			apiVersion: 3,
			category: 'kiosk',
			parent: [ 'kiosk/checkout' ],
			supports: { html: false, reusable: false },
		} as never,
		{ edit: () => null, save: () => null }
	)
);
