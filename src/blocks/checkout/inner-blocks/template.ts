/**
 * The checkout's inner blocks, one per named inner area (SPEC section 2),
 * and the locked template they form in the editor: a fields column with the
 * steps in page order and a totals column with the order summary, as in
 * WooCommerce's checkout.
 */
import fields from './checkout-fields/block.json';
import totals from './checkout-totals/block.json';
import expressPayment from './express-payment/block.json';
import contactInformation from './contact-information/block.json';
import shippingMethod from './shipping-method/block.json';
import pickupOptions from './pickup-options/block.json';
import shippingAddress from './shipping-address/block.json';
import billingAddress from './billing-address/block.json';
import shippingMethods from './shipping-methods/block.json';
import paymentMethods from './payment-methods/block.json';
import orderNote from './order-note/block.json';
import terms from './terms/block.json';
import actions from './actions/block.json';
import orderSummary from './order-summary/block.json';
import orderSummaryTotals from './order-summary-totals/block.json';

/** A block template entry: name, attributes, inner template. */
export type TemplateEntry = [
	string,
	Record< string, unknown >,
	TemplateEntry[],
];

/** The fields column's areas, in their default order. */
const FIELD_AREAS = [
	expressPayment,
	contactInformation,
	shippingMethod,
	pickupOptions,
	shippingAddress,
	billingAddress,
	shippingMethods,
	paymentMethods,
	orderNote,
	terms,
	actions,
];

/** Every inner block's block.json. */
export const INNER_BLOCKS = [
	fields,
	totals,
	...FIELD_AREAS,
	orderSummary,
	orderSummaryTotals,
];

const leaf = ( metadata: { name: string } ): TemplateEntry => [
	metadata.name,
	{},
	[],
];

/** The inner-block template of kiosk/checkout. */
export const TEMPLATE: TemplateEntry[] = [
	[ fields.name, {}, FIELD_AREAS.map( leaf ) ],
	[
		totals.name,
		{},
		[ [ orderSummary.name, {}, [ leaf( orderSummaryTotals ) ] ] ],
	],
];
