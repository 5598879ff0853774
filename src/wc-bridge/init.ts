/**
 * Sets WooCommerce's checkout globals to Kiosk's answers, each only where
 * WooCommerce's own file has not set it (a page that also carries
 * WooCommerce's checkout block keeps WooCommerce's): `wc.blocksCheckout`,
 * `wc.wcBlocksData` (with the `wc/store/*` stores registered in the page's
 * `@wordpress/data` registry) and `wc.priceFormat`; with Kiosk's
 * `wc.blocksCheckout`, its slots in Kiosk's checkout and cart
 * (slots/install.ts); and `core/notices` showing in Kiosk's notices
 * (core-notices.ts).
 */
import { blocksCheckout, type KioskRegistry } from './blocks-checkout';
import { registerWcStores, wcBlocksData, type DataRegistry } from './stores';
import { priceFormat } from './price-format';
import { installSlots } from './slots/install';
import { installCoreNotices } from './core-notices';

export function init(
	kiosk: KioskRegistry,
	data: DataRegistry,
	target: Record< string, unknown > = ( window.wc = window.wc || {} )
): Record< string, unknown > {
	if ( ! target.wcBlocksData ) {
		registerWcStores( data );
		target.wcBlocksData = wcBlocksData();
	}
	if ( ! target.blocksCheckout ) {
		target.blocksCheckout = blocksCheckout( kiosk, () => data );
		installSlots( kiosk );
		installCoreNotices( data );
	}
	target.priceFormat ??= priceFormat;
	return target;
}
