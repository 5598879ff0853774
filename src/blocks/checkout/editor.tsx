/**
 * Entry for `kiosk-checkout-editor`: registers the checkout block and its
 * inner blocks (one per named inner area, each with its edit.tsx) in the
 * block editor. Only the editor loads the edit components.
 */
import { registerBlockType } from '@wordpress/blocks';
import { registerCheckoutStores } from '@kiosk/checkout-data';
import type { ComponentType } from 'react';
import { InnerBlocks } from '../../shared-ui/inner-blocks-component';
import metadata from './block.json';
import type { CheckoutBlock } from './blocks';
import { Edit, Save } from './edit';
import { INNER_BLOCKS } from './inner-blocks/template';
import { Edit as Fields } from './inner-blocks/checkout-fields/edit';
import { Edit as Totals } from './inner-blocks/checkout-totals/edit';
import { Edit as ExpressPayment } from './inner-blocks/express-payment/edit';
import { Edit as Contact } from './inner-blocks/contact-information/edit';
import { Edit as ShippingMethod } from './inner-blocks/shipping-method/edit';
import { Edit as PickupOptions } from './inner-blocks/pickup-options/edit';
import { Edit as ShippingAddress } from './inner-blocks/shipping-address/edit';
import { Edit as BillingAddress } from './inner-blocks/billing-address/edit';
import { Edit as ShippingMethods } from './inner-blocks/shipping-methods/edit';
import { Edit as PaymentMethods } from './inner-blocks/payment-methods/edit';
import { Edit as OrderNote } from './inner-blocks/order-note/edit';
import { Edit as Terms } from './inner-blocks/terms/edit';
import { Edit as Actions } from './inner-blocks/actions/edit';
import { Edit as OrderSummary } from './inner-blocks/order-summary/edit';
import { Edit as OrderSummaryTotals } from './inner-blocks/order-summary-totals/edit';

/** Each inner block's name (the family's table, blocks.ts) => its edit component. */
const EDITS: Record< CheckoutBlock, ComponentType< never > > = {
	'kiosk/checkout-fields-block': Fields,
	'kiosk/checkout-totals-block': Totals,
	'kiosk/checkout-express-payment-block': ExpressPayment,
	'kiosk/checkout-contact-information-block': Contact,
	'kiosk/checkout-shipping-method-block': ShippingMethod,
	'kiosk/checkout-pickup-options-block': PickupOptions,
	'kiosk/checkout-shipping-address-block': ShippingAddress,
	'kiosk/checkout-billing-address-block': BillingAddress,
	'kiosk/checkout-shipping-methods-block': ShippingMethods,
	'kiosk/checkout-payment-methods-block': PaymentMethods,
	'kiosk/checkout-order-note-block': OrderNote,
	'kiosk/checkout-terms-block': Terms,
	'kiosk/checkout-actions-block': Actions,
	'kiosk/checkout-order-summary-block': OrderSummary,
	'kiosk/checkout-order-summary-totals-block': OrderSummaryTotals,
};

const innerSave = () => <InnerBlocks.Content />;

// The preview's stores (the editor's bundle carries them, as the checkout's does).
registerCheckoutStores();
registerBlockType( metadata as never, { edit: Edit, save: Save } );
INNER_BLOCKS.forEach( ( inner ) =>
	registerBlockType( inner as never, {
		edit: EDITS[ inner.name as CheckoutBlock ] as never,
		save: innerSave,
	} )
);
