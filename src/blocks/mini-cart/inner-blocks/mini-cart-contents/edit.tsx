/**
 * The mini cart's contents in the block editor (the `mini-cart` template
 * part): the filled and the empty view as real blocks over a sample cart,
 * locked as WooCommerce locks them; the toolbar switches between the two
 * views. Contents saved without inner blocks get them from the template.
 */
import { useMemo, useState } from '@wordpress/element';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { InnerBlocks } from '../../../../shared-ui/inner-blocks-component';
import { allowedIn } from '../../../../shared-ui/layout/area-blocks';
import { previewView } from '../../../../shared-ui/cart/cart-view';
import { CONTENTS, DEFAULT_AREAS, toTemplate } from '../template';
import {
	EditedViewContext,
	ViewContext,
	type EditedView,
} from '../../../../shared-ui/layout/view-edit';
import { ViewSwitcher } from '../../../../shared-ui/layout/view-switcher';

const TEMPLATE = toTemplate( DEFAULT_AREAS );

export function Edit() {
	const blockProps = useBlockProps( {
		className: 'kiosk-mini-cart-contents kiosk-mini-cart-editor',
	} );
	const view = useMemo( previewView, [] );
	const [ edited, setEdited ] = useState< EditedView >( 'filled' );
	return (
		<div { ...blockProps } aria-label={ __( 'Mini cart', 'kiosk' ) }>
			<ViewSwitcher
				edited={ edited }
				onChange={ setEdited }
				labels={ {
					filled: __( 'Filled mini cart', 'kiosk' ),
					empty: __( 'Empty mini cart', 'kiosk' ),
				} }
			/>
			<ViewContext.Provider value={ view }>
				<EditedViewContext.Provider value={ edited }>
					<InnerBlocks
						template={ TEMPLATE as never }
						allowedBlocks={ allowedIn( CONTENTS ) }
						templateLock={ false }
						renderAppender={ false }
					/>
				</EditedViewContext.Provider>
			</ViewContext.Provider>
		</div>
	);
}
