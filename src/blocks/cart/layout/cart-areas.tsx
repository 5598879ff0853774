/**
 * Renders the cart's areas from a block tree: each area's frontend
 * component where the tree puts it, with the blocks inside it. In a saved
 * tree, extension blocks render where they were saved and where their lock
 * forces them; in the default layout (no tree saved), each area is followed
 * by every extension block registered for it.
 */
import type { ComponentType } from 'react';
import type { LayoutNode } from '../../../shared/layout/tree';
import { RegisteredBlocks } from '../../../shared/registered-blocks';
import type { CartAreaProps, CartView } from '../cart-view';
import FilledCart from '../inner-blocks/filled-cart/frontend';
import EmptyCart from '../inner-blocks/empty-cart/frontend';
import CartItems from '../inner-blocks/cart-items/frontend';
import LineItems from '../inner-blocks/line-items/frontend';
import CrossSells from '../inner-blocks/cross-sells/frontend';
import CartTotals from '../inner-blocks/cart-totals/frontend';
import OrderSummary from '../inner-blocks/order-summary/frontend';
import ExpressPayment from '../inner-blocks/express-payment/frontend';
import ProceedToCheckout from '../inner-blocks/proceed-to-checkout/frontend';

/** Each area's block name => its frontend component. */
export const AREAS: Record< string, ComponentType< CartAreaProps > > = {
	'kiosk/filled-cart-block': FilledCart,
	'kiosk/empty-cart-block': EmptyCart,
	'kiosk/cart-items-block': CartItems,
	'kiosk/cart-line-items-block': LineItems,
	'kiosk/cart-cross-sells-block': CrossSells,
	'kiosk/cart-totals-block': CartTotals,
	'kiosk/cart-order-summary-block': OrderSummary,
	'kiosk/cart-express-payment-block': ExpressPayment,
	'kiosk/proceed-to-checkout-block': ProceedToCheckout,
};

/** The blocks of one area, in tree order, then its extension blocks. */
export function CartArea( {
	area,
	nodes,
	view,
	saved,
}: {
	/** The area's block name. */
	area: string;
	nodes: LayoutNode[];
	view: CartView;
	/** The tree was saved by the owner (false: the default layout). */
	saved: boolean;
} ) {
	return (
		<>
			{ nodes.map( ( node, index ) => {
				const Area = AREAS[ node.name ];
				if ( ! Area ) {
					return (
						saved && (
							<RegisteredBlocks
								key={ index }
								area={ area }
								only={ node.name }
							/>
						)
					);
				}
				return (
					<Area key={ index } view={ view }>
						<CartArea
							area={ node.name }
							nodes={ node.innerBlocks }
							view={ view }
							saved={ saved }
						/>
					</Area>
				);
			} ) }
			<RegisteredBlocks
				area={ area }
				saved={ saved ? nodes.map( ( node ) => node.name ) : undefined }
			/>
		</>
	);
}
