/**
 * The mini cart's title in the block editor: the owner types the label
 * (WooCommerce's title label; empty: "Your cart" as the placeholder), the
 * item count follows it; then the title's extension blocks.
 */
import { useContext } from '@wordpress/element';
import { useBlockProps } from '@wordpress/block-editor';
import * as blockEditor from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';
import { InnerBlocks } from '../../../../shared-ui/inner-blocks-component';
import {
	allowedIn,
	useForcedBlocks,
} from '../../../../shared-ui/layout/area-blocks';
import { ViewContext } from '../../../../shared-ui/layout/view-edit';
import { itemsCounter } from './block';

/** `PlainText` (present at runtime; missing from the package's types). */
const PlainText = (
	blockEditor as unknown as {
		PlainText: ComponentType< Record< string, unknown > >;
	}
 ).PlainText;

export function Edit( {
	name,
	clientId,
	attributes,
	setAttributes,
}: {
	name: string;
	clientId: string;
	attributes: { label?: string };
	setAttributes: ( attributes: { label: string } ) => void;
} ) {
	const view = useContext( ViewContext );
	useForcedBlocks( name, clientId );
	return (
		<div { ...useBlockProps() }>
			<h2 className="kiosk-mini-cart__title">
				<PlainText
					className="kiosk-mini-cart__title-label"
					value={ attributes.label || '' }
					placeholder={ __( 'Your cart', 'kiosk' ) }
					aria-label={ __( 'Mini cart title', 'kiosk' ) }
					onChange={ ( label: string ) => setAttributes( { label } ) }
				/>{ ' ' }
				<span className="kiosk-mini-cart__title-count">
					{ itemsCounter( view?.state.cart.itemsCount ?? 0 ) }
				</span>
			</h2>
			<InnerBlocks
				allowedBlocks={ allowedIn( name ) }
				templateLock={ false }
				renderAppender={ false }
			/>
		</div>
	);
}
