/**
 * The slots in Kiosk's checkout: each host is a block the bridge registers
 * into one of Kiosk's inner areas (install.ts), so Kiosk's checkout renders
 * it through the areas it already renders for extension blocks, and its
 * default bundle carries nothing for slots. Each gives its fills
 * WooCommerce's props: `cart` (useStoreCart's names), `extensions` (the
 * cart's extension data), `context` `woocommerce/checkout`; the shipping
 * packages slot also `renderOption`, `components`, `collapsible`,
 * `showItems`, `noResultsMessage`.
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { storeCartOf } from '../extension-props';
import { ShippingRatesControlPackage } from '../components/shipping-rates-control-package';
import {
	ExperimentalDiscountsMeta,
	ExperimentalOrderMeta,
	ExperimentalOrderShippingPackages,
} from './experimental';
import { renderOption } from './render-option';

const NONE = {};

/** The props every checkout slot gives its fills. */
export function useCheckoutSlotProps() {
	const cart = useSelect(
		( select: ( key: string ) => any ) =>
			select( 'kiosk/cart' )?.getCartData?.() || NONE,
		[]
	);
	return useMemo(
		() => ( {
			cart: storeCartOf( cart ),
			extensions: ( cart.extensions || NONE ) as Record<
				string,
				unknown
			>,
			context: 'woocommerce/checkout',
		} ),
		[ cart ]
	);
}

export function OrderMetaSlot() {
	return <ExperimentalOrderMeta.Slot { ...useCheckoutSlotProps() } />;
}

export function DiscountsMetaSlot() {
	return <ExperimentalDiscountsMeta.Slot { ...useCheckoutSlotProps() } />;
}

const COMPONENTS = { ShippingRatesControlPackage };

export function ShippingPackagesSlot() {
	return (
		<ExperimentalOrderShippingPackages.Slot
			{ ...useCheckoutSlotProps() }
			collapsible={ false }
			showItems={ false }
			noResultsMessage={ null }
			renderOption={ renderOption }
			components={ COMPONENTS }
		/>
	);
}
