/**
 * Entry for `kiosk-mini-cart-editor`: registers the mini cart's inner
 * blocks (one per area, each with its edit.tsx) in the block editor, where
 * the owner edits the `mini-cart` template part. Only the editor loads the
 * edit components.
 */
import { registerBlockType } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import { InnerBlocks } from '../../shared-ui/inner-blocks-component';
import { INNER_BLOCKS } from './inner-blocks/metadata';
import type { MiniCartBlock } from './blocks';
import { Edit as Contents } from './inner-blocks/mini-cart-contents/edit';
import { Edit as Filled } from './inner-blocks/filled-mini-cart-contents/edit';
import { Edit as Empty } from './inner-blocks/empty-mini-cart-contents/edit';
import { Edit as Title } from './inner-blocks/mini-cart-title/edit';
import { Edit as Items } from './inner-blocks/mini-cart-items/edit';
import { Edit as Footer } from './inner-blocks/mini-cart-footer/edit';
import {
	CONTENTS,
	EMPTY,
	FILLED,
	FOOTER,
	ITEMS,
	TITLE,
} from './inner-blocks/template';
import './drawer/style.css';
import './editor.css';

/** Each inner block's name (the family's table, blocks.ts) => its edit component. */
const EDITS: Record< MiniCartBlock, ComponentType< never > > = {
	[ CONTENTS ]: Contents,
	[ FILLED ]: Filled,
	[ EMPTY ]: Empty,
	[ TITLE ]: Title as ComponentType< never >,
	[ ITEMS ]: Items,
	[ FOOTER ]: Footer,
};

const save = () => <InnerBlocks.Content />;

INNER_BLOCKS.forEach( ( inner ) =>
	registerBlockType( inner as never, {
		edit: EDITS[ inner.name as MiniCartBlock ] as never,
		save,
	} )
);
