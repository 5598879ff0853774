/**
 * The checkout fields column on the front end: renders the saved inner-block
 * tree (each area's frontend component where the owner put it, extension
 * blocks where they were saved or where their lock forces them). Without a
 * saved tree, the default layout: every area in page order, each followed by
 * the extension blocks registered for it. In the block editor, the
 * checkout's InnerBlocks take the areas' place.
 */
import { memo, useContext } from '@wordpress/element';
import type { ComponentType } from 'react';
import { innerBlockAreas } from '@kiosk/registry';
import {
	EditorSlotContext,
	FormStateContext,
	type AreaProps,
} from '../../layout/form-state';
import { LayoutContext } from '../../../../shared/layout/tree';
import { RegisteredBlocks } from '../../registered-blocks';
import { AreaTree } from '../../../../shared/layout/area-tree';
import ExpressPayment from '../express-payment/frontend';
import ContactInformation from '../contact-information/frontend';
import ShippingMethod from '../shipping-method/frontend';
import ShippingAddress from '../shipping-address/frontend';
import BillingAddress from '../billing-address/frontend';
import PickupOptions from '../pickup-options/frontend';
import ShippingMethods from '../shipping-methods/frontend';
import PaymentMethods from '../payment-methods/frontend';
import OrderNote from '../order-note/frontend';
import Terms from '../terms/frontend';
import Actions from '../actions/frontend';

const FIELDS = innerBlockAreas.CHECKOUT_FIELDS;
const NOTES = 'kiosk/checkout-order-note-block';

/**
 * Each area's block name => its frontend component, in the default layout's
 * order (where each area is followed by the extension blocks registered for
 * it; the fields column's ones follow the order notes).
 */
export const AREAS: Record< string, ComponentType< AreaProps > > = {
	'kiosk/checkout-express-payment-block': ExpressPayment,
	'kiosk/checkout-contact-information-block': ContactInformation,
	'kiosk/checkout-shipping-method-block': ShippingMethod,
	'kiosk/checkout-shipping-address-block': ShippingAddress,
	'kiosk/checkout-billing-address-block': BillingAddress,
	'kiosk/checkout-pickup-options-block': PickupOptions,
	'kiosk/checkout-shipping-methods-block': ShippingMethods,
	'kiosk/checkout-payment-methods-block': PaymentMethods,
	'kiosk/checkout-order-note-block': OrderNote,
	'kiosk/checkout-terms-block': Terms,
	'kiosk/checkout-actions-block': Actions,
};

/**
 * The areas of the checkout form. Rendered again only for a new form state
 * (useFormState): a new cart from the server re-renders just the parts that
 * select what changed in it, not every field of the form.
 */
export const CheckoutFields = memo( function CheckoutFieldAreas( {
	form,
}: AreaProps ) {
	const slot = useContext( EditorSlotContext );
	const tree = useContext( LayoutContext );
	if ( slot ) {
		return (
			<FormStateContext.Provider value={ form }>
				{ slot }
			</FormStateContext.Provider>
		);
	}
	const fields = tree?.find( ( node ) => node.name === FIELDS );
	if ( ! fields ) {
		return (
			<>
				{ Object.entries( AREAS ).map( ( [ name, Area ] ) => (
					<Area key={ name } form={ form }>
						<RegisteredBlocks area={ name } />
						{ name === NOTES && (
							<RegisteredBlocks area={ FIELDS } />
						) }
					</Area>
				) ) }
			</>
		);
	}
	return (
		<AreaTree
			area={ FIELDS }
			nodes={ fields.innerBlocks }
			areas={ AREAS }
			props={ { form } }
			saved
			Extensions={ RegisteredBlocks }
		/>
	);
} );
