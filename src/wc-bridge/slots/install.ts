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
 * Then mounts the `PluginArea` that renders the extensions' fills.
 */
import type { ComponentType } from 'react';
import type { KioskRegistry } from '../blocks-checkout';
import {
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
