/**
 * Renders the cart's areas from a block tree (src/shared-ui/layout/area-tree.tsx),
 * with the cart's area components and its extension blocks read through the
 * page's registry.
 */
import type { ComponentType } from 'react';
import { viewAreaOf } from '../../../shared-ui/cart/view-area';
import type { CartAreaProps } from '../cart-view';
import type { CartBlock } from '../blocks';
import FilledCart from '../inner-blocks/filled-cart/frontend';
import EmptyCart from '../inner-blocks/empty-cart/frontend';
import CartItems from '../inner-blocks/cart-items/frontend';
import LineItems from '../inner-blocks/line-items/frontend';
import CrossSells from '../inner-blocks/cross-sells/frontend';
import CartTotals from '../inner-blocks/cart-totals/frontend';
import OrderSummary from '../inner-blocks/order-summary/frontend';
import ExpressPayment from '../inner-blocks/express-payment/frontend';
import ProceedToCheckout from '../inner-blocks/proceed-to-checkout/frontend';

/** Each area's block name (the family's table, ../blocks.ts) => its frontend component. */
export const AREAS: Record< CartBlock, ComponentType< CartAreaProps > > = {
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
export const CartArea = viewAreaOf( AREAS );
