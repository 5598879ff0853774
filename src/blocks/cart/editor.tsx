/**
 * Entry for `kiosk-cart-editor`: registers the cart block and its inner
 * blocks (one per area, each with its edit.tsx) in the block editor. Only
 * the editor loads the edit components.
 */
import { registerBlockType } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import { InnerBlocks } from '../../shared-ui/inner-blocks-component';
import metadata from './block.json';
import type { CartBlock } from './blocks';
import { Edit, Save } from './edit';
import { INNER_BLOCKS } from './inner-blocks/metadata';
import { Edit as FilledCart } from './inner-blocks/filled-cart/edit';
import { Edit as EmptyCart } from './inner-blocks/empty-cart/edit';
import { Edit as CartItems } from './inner-blocks/cart-items/edit';
import { Edit as LineItems } from './inner-blocks/line-items/edit';
import { Edit as CrossSells } from './inner-blocks/cross-sells/edit';
import { Edit as CartTotals } from './inner-blocks/cart-totals/edit';
import { Edit as OrderSummary } from './inner-blocks/order-summary/edit';
import { Edit as ExpressPayment } from './inner-blocks/express-payment/edit';
import { Edit as Proceed } from './inner-blocks/proceed-to-checkout/edit';

/** Each inner block's name (the family's table, blocks.ts) => its edit component. */
const EDITS: Record< CartBlock, ComponentType< never > > = {
	'kiosk/filled-cart-block': FilledCart,
	'kiosk/empty-cart-block': EmptyCart,
	'kiosk/cart-items-block': CartItems,
	'kiosk/cart-line-items-block': LineItems,
	'kiosk/cart-cross-sells-block': CrossSells,
	'kiosk/cart-totals-block': CartTotals,
	'kiosk/cart-order-summary-block': OrderSummary,
	'kiosk/cart-express-payment-block': ExpressPayment,
	'kiosk/proceed-to-checkout-block': Proceed,
};

const innerSave = () => <InnerBlocks.Content />;

registerBlockType( metadata as never, { edit: Edit, save: Save } );
INNER_BLOCKS.forEach( ( inner ) =>
	registerBlockType( inner as never, {
		edit: EDITS[ inner.name as CartBlock ] as never,
		save: innerSave,
	} )
);
