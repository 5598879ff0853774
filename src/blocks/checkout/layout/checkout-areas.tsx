/**
 * The checkout form's areas: each area's block name => its frontend
 * component (the checkout's counterpart of the cart's cart-areas.tsx and
 * the mini cart's mini-cart-areas.tsx), read by the checkout fields column
 * (inner-blocks/checkout-fields/frontend.tsx).
 */
import type { ComponentType } from 'react';
import type { AreaProps } from './form-state';
import ExpressPayment from '../inner-blocks/express-payment/frontend';
import ContactInformation from '../inner-blocks/contact-information/frontend';
import ShippingMethod from '../inner-blocks/shipping-method/frontend';
import ShippingAddress from '../inner-blocks/shipping-address/frontend';
import BillingAddress from '../inner-blocks/billing-address/frontend';
import PickupOptions from '../inner-blocks/pickup-options/frontend';
import ShippingMethods from '../inner-blocks/shipping-methods/frontend';
import PaymentMethods from '../inner-blocks/payment-methods/frontend';
import OrderNote from '../inner-blocks/order-note/frontend';
import Terms from '../inner-blocks/terms/frontend';
import Actions from '../inner-blocks/actions/frontend';

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
