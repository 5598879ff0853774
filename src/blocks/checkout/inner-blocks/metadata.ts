/**
 * The checkout's inner blocks (one per named inner area) for the editor.
 */
export const INNER_BLOCKS = [
	{ name: 'kiosk/checkout-fields-block', title: 'Checkout fields' },
	{ name: 'kiosk/checkout-totals-block', title: 'Checkout totals' },
	{ name: 'kiosk/checkout-express-payment-block', title: 'Express Checkout' },
	{
		name: 'kiosk/checkout-contact-information-block',
		title: 'Contact information',
	},
	{ name: 'kiosk/checkout-shipping-method-block', title: 'Delivery' },
	{ name: 'kiosk/checkout-pickup-options-block', title: 'Pickup locations' },
	{
		name: 'kiosk/checkout-shipping-address-block',
		title: 'Shipping address',
	},
	{ name: 'kiosk/checkout-billing-address-block', title: 'Billing address' },
	{
		name: 'kiosk/checkout-shipping-methods-block',
		title: 'Shipping options',
	},
	{ name: 'kiosk/checkout-payment-methods-block', title: 'Payment options' },
	{ name: 'kiosk/checkout-order-note-block', title: 'Order notes' },
	{ name: 'kiosk/checkout-terms-block', title: 'Terms and conditions' },
	{ name: 'kiosk/checkout-actions-block', title: 'Actions' },
	{ name: 'kiosk/checkout-order-summary-block', title: 'Order summary' },
	{
		name: 'kiosk/checkout-order-summary-totals-block',
		title: 'Order summary totals',
	},
];
