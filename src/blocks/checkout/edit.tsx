/**
 * The checkout in the block editor: the same view (block.tsx) over the cart
 * block's sample cart, not the editing user's Store API cart (often empty,
 * or missing without WooCommerce), so the steps always show. Its form is the
 * checkout's inner blocks, one per named inner area, each with an inert
 * preview: the required ones locked, the optional ones (express payment,
 * order notes, terms) movable and removable, as in WooCommerce. A checkout
 * saved before they existed (`<!-- wp:kiosk/checkout /-->`) gets them from
 * the template when it is opened.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { InnerBlocks } from '../../shared-ui/inner-blocks-component';
import { Checkout } from './block';
import { TEMPLATE } from './inner-blocks/template';
import { EditorSlotContext } from './layout/form-state';
import { usePreviewCart } from './hooks/use-preview-cart';

const COLUMNS = [
	'kiosk/checkout-fields-block',
	'kiosk/checkout-totals-block',
];

/** The edit component. */
export function Edit() {
	const hasPreviewCart = usePreviewCart();
	return (
		<div { ...useBlockProps( { className: 'wp-block-kiosk-checkout' } ) }>
			<EditorSlotContext.Provider
				value={
					<InnerBlocks
						template={ TEMPLATE as never }
						allowedBlocks={ COLUMNS }
						templateLock={ false }
						renderAppender={ false }
					/>
				}
			>
				{ hasPreviewCart && <Checkout isEditor /> }
			</EditorSlotContext.Provider>
		</div>
	);
}

/** Saves the inner blocks (comments only); the server renders the container the frontend mounts into. */
export function Save() {
	return <InnerBlocks.Content />;
}
