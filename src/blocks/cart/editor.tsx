/**
 * Entry for `kiosk-cart-editor`: registers the cart block and its locked
 * inner blocks in the block editor.
 */
import { registerBlockType } from '@wordpress/blocks';
import { InnerBlocks } from '../../shared/inner-blocks-component';
import metadata from './block.json';
import { Edit, Save } from './edit';
import filledCart from './inner-blocks/filled-cart/block.json';
import emptyCart from './inner-blocks/empty-cart/block.json';
import cartItems from './inner-blocks/cart-items/block.json';
import lineItems from './inner-blocks/line-items/block.json';
import crossSells from './inner-blocks/cross-sells/block.json';
import cartTotals from './inner-blocks/cart-totals/block.json';
import orderSummary from './inner-blocks/order-summary/block.json';
import expressPayment from './inner-blocks/express-payment/block.json';
import proceed from './inner-blocks/proceed-to-checkout/block.json';

const innerEdit = () => (
	<InnerBlocks templateLock="all" renderAppender={ false } />
);
const innerSave = () => <InnerBlocks.Content />;

registerBlockType( metadata as never, { edit: Edit, save: Save } );
[
	filledCart,
	emptyCart,
	cartItems,
	lineItems,
	crossSells,
	cartTotals,
	orderSummary,
	expressPayment,
	proceed,
].forEach( ( inner ) =>
	registerBlockType( inner as never, { edit: innerEdit, save: innerSave } )
);
