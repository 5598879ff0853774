/**
 * Puts the slots into Kiosk's checkout: each host (hosts.tsx) registered
 * as a block of the bridge into a Kiosk inner area, locked in
 * (`attributes.lock.default.remove`) so that a checkout page saved in the
 * editor renders it too:
 *
 * - `ExperimentalOrderMeta`: the order summary's area, after its totals
 *   (WooCommerce: the end of the order summary);
 * - `ExperimentalDiscountsMeta`: the summary totals' area, right after
 *   the totals list (WooCommerce: below the coupon form and discounts;
 *   Kiosk's totals list is one block, so after its total);
 * - `ExperimentalOrderShippingPackages`: the shipping methods' area, after
 *   the rates (not shown while the shopper chose local pickup).
 *
 * In Kiosk's cart, as WooCommerce's cart block has them (context
 * `woocommerce/cart`):
 *
 * - `ExperimentalOrderMeta`: the end of the cart's order summary;
 * - `ExperimentalDiscountsMeta`: the cart summary's totals area, before
 *   its total (WooCommerce: below the coupon form and discounts);
 * - `ExperimentalOrderShippingPackages`: the same area, after it, while
 *   the cart ships something (WooCommerce: with the rates in its shipping
 *   total, which in Kiosk's cart is one block with the other totals).
 *
 * Then mounts the `PluginArea` that renders the extensions' fills (one
 * scope for both pages, `woocommerce-checkout`, as WooCommerce's cart
 * block uses it too).
 */
import type { ComponentType } from 'react';
import type { KioskRegistry } from '../blocks-checkout';
import {
	CartDiscountsMetaSlot,
	CartOrderMetaSlot,
	CartShippingPackagesSlot,
	DiscountsMetaSlot,
	OrderMetaSlot,
	ShippingPackagesSlot,
} from './hosts';
import { mountPluginAreaWhenReady } from './plugin-area';

const LOCKED = {
	lock: { type: 'object', default: { remove: true, move: true } },
};

export const SLOT_BLOCKS: Array< {
	name: string;
	parent: string;
	component: ComponentType;
} > = [
	{
		name: 'kiosk/wc-order-meta-slot',
		parent: 'kiosk/checkout-order-summary-block',
		component: OrderMetaSlot,
	},
	{
		name: 'kiosk/wc-discounts-meta-slot',
		parent: 'kiosk/checkout-order-summary-totals-block',
		component: DiscountsMetaSlot,
	},
	{
		name: 'kiosk/wc-shipping-packages-slot',
		parent: 'kiosk/checkout-shipping-methods-block',
		component: ShippingPackagesSlot,
	},
	{
		name: 'kiosk/wc-cart-order-meta-slot',
		parent: 'kiosk/cart-order-summary-block',
		component: CartOrderMetaSlot,
	},
	{
		name: 'kiosk/wc-cart-discounts-meta-slot',
		parent: 'kiosk/cart-order-summary-totals-block',
		component: CartDiscountsMetaSlot,
	},
	{
		name: 'kiosk/wc-cart-shipping-packages-slot',
		parent: 'kiosk/cart-order-summary-totals-block',
		component: CartShippingPackagesSlot,
	},
];

/** Registers the slot blocks into Kiosk's registry. */
export function registerSlotBlocks( kiosk: KioskRegistry ): void {
	for ( const { name, parent, component } of SLOT_BLOCKS ) {
		kiosk.registerCheckoutBlock( {
			metadata: { name, parent, attributes: LOCKED },
			component,
		} );
	}
}

export function installSlots( kiosk: KioskRegistry ): void {
	registerSlotBlocks( kiosk );
	mountPluginAreaWhenReady();
}
