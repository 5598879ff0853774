/**
 * Kiosk's extension API (`@kiosk/registry`, `window.kiosk.registry`):
 * names and semantics of WooCommerce Blocks' registry.
 */
export {
	registerPaymentMethod,
	registerExpressPaymentMethod,
	getPaymentMethods,
	getExpressPaymentMethods,
	subscribeToPaymentMethods,
	EXPRESS_BUTTON_STYLE,
} from './payment-methods';
export {
	registerCheckoutBlock,
	getRegisteredBlocks,
	subscribeToCheckoutBlocks,
	type RegisteredBlock,
} from './checkout-blocks';
export {
	innerBlockAreas,
	toInnerBlockArea,
	type InnerBlockArea,
} from './inner-block-areas';
export type * from './payment-method-types';
export {
	registerCheckoutFilters,
	applyCheckoutFilter,
	getCheckoutFilters,
	mustContain,
	type CheckoutFilterFunction,
} from './checkout-filters';
