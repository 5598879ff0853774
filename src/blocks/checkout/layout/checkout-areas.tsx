/**
 * The checkout's areas on the front end: each area's block name (the
 * family's table, ../blocks.ts) => its frontend component, for the fields
 * column (`AREAS`, read by inner-blocks/checkout-fields/frontend.tsx) and
 * for the sidebar (`SIDEBAR_AREAS`, read by
 * inner-blocks/checkout-totals/frontend.tsx), and the names their default
 * layouts are written with (the checkout's counterpart of the cart's
 * cart-areas.tsx and the mini cart's mini-cart-areas.tsx).
 */
import type { ComponentType, ReactNode } from 'react';
import { innerBlockAreas } from '@kiosk/registry';
import type { LayoutNode } from '../../../shared-ui/layout/tree';
import type { AreaComponent } from '../../../shared-ui/layout/area-tree';
import type {
	CheckoutColumn,
	CheckoutFieldArea,
	CheckoutSidebarArea,
} from '../blocks';
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
import OrderSummary from '../inner-blocks/order-summary/frontend';
import OrderSummaryTotals from '../inner-blocks/order-summary-totals/frontend';

/** The fields column. */
export const FIELDS: CheckoutColumn = innerBlockAreas.CHECKOUT_FIELDS;
/** The totals column (the sidebar). */
export const TOTALS: CheckoutColumn = innerBlockAreas.CHECKOUT_TOTALS;
/** The area the fields column's own extension blocks follow in the default layout. */
export const NOTES: CheckoutFieldArea = 'kiosk/checkout-order-note-block';

/**
 * Each area's block name => its frontend component, in the default layout's
 * order (where each area is followed by the extension blocks registered for
 * it; the fields column's ones follow the order notes).
 */
export const AREAS: Record< CheckoutFieldArea, ComponentType< AreaProps > > = {
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

/** What the sidebar's areas are given (the phone's collapsed summary passes its own `idPrefix`). */
export type SidebarAreaProps = { children?: ReactNode; idPrefix?: string };

const SUMMARY: CheckoutSidebarArea = innerBlockAreas.CHECKOUT_ORDER_SUMMARY;
const SUMMARY_TOTALS: CheckoutSidebarArea =
	innerBlockAreas.CHECKOUT_ORDER_SUMMARY_TOTALS;

/** Each sidebar area's block name => its frontend component. */
export const SIDEBAR_AREAS: Record<
	CheckoutSidebarArea,
	AreaComponent< SidebarAreaProps >
> = {
	[ SUMMARY ]: OrderSummary,
	[ SUMMARY_TOTALS ]: OrderSummaryTotals,
};

const node = (
	name: CheckoutSidebarArea,
	innerBlocks: LayoutNode[] = []
): LayoutNode => ( {
	name,
	attributes: {},
	innerBlocks,
} );

/** The sidebar's default tree (the editor's template, inner-blocks/template.ts). */
export const SIDEBAR_DEFAULT_TREE = [
	node( SUMMARY, [ node( SUMMARY_TOTALS ) ] ),
];
