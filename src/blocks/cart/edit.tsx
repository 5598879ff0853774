/**
 * The cart block in the editor: the same view as the frontend (block.tsx)
 * over a sample cart, with its inner blocks as real blocks in place of the
 * areas, each with an inert preview: the required ones locked, the optional
 * ones (cross-sells, express payment) movable and removable, the totals
 * column movable, as in WooCommerce. The toolbar switches between the
 * filled and the empty cart (ViewSwitcher). A cart saved before they existed
 * (`<!-- wp:kiosk/cart /-->`) gets them from the template when it is opened.
 */
import { useMemo, useState } from '@wordpress/element';
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { InnerBlocks } from '../../shared-ui/inner-blocks-component';
import { allowedIn } from '../../shared-ui/layout/area-blocks';
import { previewView } from '../../shared-ui/cart/cart-view';
import { CartLayout } from './block';
import { CART, DEFAULT_LAYOUT, toTemplate } from './inner-blocks/template';
import {
	ViewContext,
	EditedViewContext,
	type EditedView,
} from '../../shared-ui/layout/view-edit';
import { ViewSwitcher } from '../../shared-ui/layout/view-switcher';

const TEMPLATE = toTemplate( DEFAULT_LAYOUT );

/** The editor view. */
export function Edit() {
	const blockProps = useBlockProps( { className: 'wp-block-kiosk-cart' } );
	const view = useMemo( previewView, [] );
	const [ edited, setEdited ] = useState< EditedView >( 'filled' );
	return (
		<div { ...blockProps } aria-label={ __( 'Cart', 'kiosk' ) }>
			<ViewSwitcher
				edited={ edited }
				onChange={ setEdited }
				labels={ {
					filled: __( 'Filled cart', 'kiosk' ),
					empty: __( 'Empty cart', 'kiosk' ),
				} }
			/>
			<ViewContext.Provider value={ view }>
				<EditedViewContext.Provider value={ edited }>
					<CartLayout
						view={ view }
						slot={
							<InnerBlocks
								template={ TEMPLATE as never }
								allowedBlocks={ allowedIn( CART ) }
								templateLock={ false }
								renderAppender={ false }
							/>
						}
					/>
				</EditedViewContext.Provider>
			</ViewContext.Provider>
		</div>
	);
}

/** Saves the inner blocks; the frontend renders the cart. */
export function Save() {
	return <InnerBlocks.Content />;
}
