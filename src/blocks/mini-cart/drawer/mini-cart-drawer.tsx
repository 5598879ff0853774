/**
 * The mini cart's drawer: a modal named after its heading, holding the mini
 * cart's contents in the layout the owner saved (the `mini-cart` template
 * part; none saved: the default layout). Contents that crash show the block
 * error placeholder inside the open drawer (the error's text for admins).
 */
import { __ } from '@wordpress/i18n';
import { Drawer } from '../../../components/drawer';
import { BlockErrorBoundary } from '../../../components/block-error';
import { cartSettings } from '../../../shared/cart/settings';
import {
	useCartActions,
	useStoreCart,
} from '../../../shared-ui/cart/use-store-cart';
import type { LayoutNode } from '../../../shared-ui/layout/tree';
import MiniCartContents from '../inner-blocks/mini-cart-contents/frontend';
import { titleText } from '../inner-blocks/mini-cart-title/block';
import { savedTitleLabel } from '../inner-blocks/template';
import '../../cart/style.css';
import './style.css';

export function MiniCartDrawer( {
	isOpen,
	onClose,
	tree = null,
}: {
	isOpen: boolean;
	onClose: () => void;
	/** The saved inner-block tree (null: the default layout). */
	tree?: LayoutNode[] | null;
} ) {
	const state = useStoreCart();
	const actions = useCartActions();
	const settings = cartSettings();
	const count = state.cart.itemsCount;
	return (
		<Drawer
			isOpen={ isOpen }
			onClose={ onClose }
			title={
				state.isLoading || ! count
					? __( 'Cart', 'kiosk' )
					: titleText( count, savedTitleLabel( tree ) )
			}
			className="kiosk-mini-cart-drawer"
		>
			<BlockErrorBoundary showErrorMessage={ settings.isAdmin }>
				<MiniCartContents
					view={ { state, actions, settings } }
					tree={ tree }
				/>
			</BlockErrorBoundary>
		</Drawer>
	);
}
