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
import { InnerBlocks } from '../../shared/inner-blocks-component';
import { allowedIn } from '../../shared/layout/area-blocks';
import { cartSettings } from '../../shared/cart/settings';
import { previewCart } from '../../shared/cart/preview-cart';
import type { CartActions } from '../../shared/cart/use-store-cart';
import { CartLayout } from './block';
import type { CartView } from './cart-view';
import { CART, DEFAULT_LAYOUT, toTemplate } from './inner-blocks/template';
import {
	CartViewContext,
	EditedCartContext,
	type EditedCart,
} from './layout/view-context';
import { ViewSwitcher } from './layout/view-switcher';

const TEMPLATE = toTemplate( DEFAULT_LAYOUT );
const noop = () => Promise.resolve( undefined as never );
const previewActions: CartActions = {
	changeCartItemQuantity: noop,
	removeItemFromCart: noop,
	applyCoupon: noop,
	removeCoupon: noop,
	selectShippingRate: noop,
	updateCustomerData: noop,
	addItemToCart: noop,
};

/** The sample cart's view. */
function previewView(): CartView {
	return {
		state: {
			cart: previewCart(),
			errors: [],
			isLoading: false,
			pendingQuantity: [],
			pendingDelete: [],
			pendingAdd: [],
			isApplyingCoupon: false,
			removingCoupon: '',
			isUpdatingCustomer: false,
			isSelectingRate: false,
		},
		actions: previewActions,
		settings: cartSettings(),
	};
}

/** The editor view. */
export function Edit() {
	const blockProps = useBlockProps( { className: 'wp-block-kiosk-cart' } );
	const view = useMemo( previewView, [] );
	const [ edited, setEdited ] = useState< EditedCart >( 'filled' );
	return (
		<div { ...blockProps } aria-label={ __( 'Cart', 'kiosk' ) }>
			<ViewSwitcher edited={ edited } onChange={ setEdited } />
			<CartViewContext.Provider value={ view }>
				<EditedCartContext.Provider value={ edited }>
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
				</EditedCartContext.Provider>
			</CartViewContext.Provider>
		</div>
	);
}

/** Saves the inner blocks; the frontend renders the cart. */
export function Save() {
	return <InnerBlocks.Content />;
}
