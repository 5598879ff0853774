/**
 * Every cart inner block's block.json (for the editor, which registers
 * them, and the tests of their locks; the front end needs names only:
 * template.ts).
 */
import filledCart from './filled-cart/block.json';
import emptyCart from './empty-cart/block.json';
import cartItems from './cart-items/block.json';
import lineItems from './line-items/block.json';
import crossSells from './cross-sells/block.json';
import cartTotals from './cart-totals/block.json';
import orderSummary from './order-summary/block.json';
import expressPayment from './express-payment/block.json';
import proceed from './proceed-to-checkout/block.json';

export const INNER_BLOCKS = [
	filledCart,
	emptyCart,
	cartItems,
	lineItems,
	crossSells,
	cartTotals,
	orderSummary,
	expressPayment,
	proceed,
];
