/**
 * The named inner areas of SPEC section 2 that extensions can add blocks to.
 */
export const innerBlockAreas = {
	CHECKOUT: 'kiosk/checkout',
	CHECKOUT_FIELDS: 'kiosk/checkout-fields-block',
	CHECKOUT_TOTALS: 'kiosk/checkout-totals-block',
	CONTACT_INFORMATION: 'kiosk/checkout-contact-information-block',
	SHIPPING_ADDRESS: 'kiosk/checkout-shipping-address-block',
	BILLING_ADDRESS: 'kiosk/checkout-billing-address-block',
	SHIPPING_METHOD: 'kiosk/checkout-shipping-method-block',
	SHIPPING_METHODS: 'kiosk/checkout-shipping-methods-block',
	PICKUP_LOCATION: 'kiosk/checkout-pickup-options-block',
	PAYMENT_METHODS: 'kiosk/checkout-payment-methods-block',
	CART: 'kiosk/cart',
	EMPTY_CART: 'kiosk/empty-cart-block',
	FILLED_CART: 'kiosk/filled-cart-block',
	CART_ITEMS: 'kiosk/cart-items-block',
	CART_CROSS_SELLS: 'kiosk/cart-cross-sells-block',
	CART_TOTALS: 'kiosk/cart-totals-block',
	CART_ORDER_SUMMARY: 'kiosk/cart-order-summary-block',
	CART_ORDER_SUMMARY_TOTALS: 'kiosk/cart-order-summary-totals-block',
	CHECKOUT_ORDER_SUMMARY: 'kiosk/checkout-order-summary-block',
	CHECKOUT_ORDER_SUMMARY_TOTALS: 'kiosk/checkout-order-summary-totals-block',
	MINI_CART: 'kiosk/mini-cart-contents',
	EMPTY_MINI_CART: 'kiosk/empty-mini-cart-contents-block',
	FILLED_MINI_CART: 'kiosk/filled-mini-cart-contents-block',
	MINI_CART_TITLE: 'kiosk/mini-cart-title-block',
	MINI_CART_ITEMS: 'kiosk/mini-cart-items-block',
	MINI_CART_FOOTER: 'kiosk/mini-cart-footer-block',
} as const;

export type InnerBlockArea =
	( typeof innerBlockAreas )[ keyof typeof innerBlockAreas ];

const AREAS = new Set< string >( Object.values( innerBlockAreas ) );

/** The Kiosk area for a name; WooCommerce's `woocommerce/…` names map onto Kiosk's. */
export function toInnerBlockArea( name: string ): InnerBlockArea | null {
	const kiosk = name.replace( /^woocommerce\//, 'kiosk/' );
	return AREAS.has( kiosk ) ? ( kiosk as InnerBlockArea ) : null;
}
