/**
 * The slots in Kiosk's checkout and cart: each host is a block the bridge
 * registers into one of Kiosk's inner areas (install.ts), so Kiosk's
 * checkout and cart render it through the areas they already render for
 * extension blocks, and their default bundles carry nothing for slots.
 * Each gives its fills WooCommerce's props: `cart` (useStoreCart's names),
 * `extensions` (the cart's extension data), `context`
 * (`woocommerce/checkout`, or `woocommerce/cart` in the cart, as
 * WooCommerce's cart block gives it); the shipping packages slot also
 * `renderOption`, `components`, `collapsible`, `showItems`,
 * `noResultsMessage`.
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

/** The props every slot gives its fills, in the checkout or the cart. */
export function useSlotProps( context: string ) {
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
			context,
		} ),
		[ cart, context ]
	);
}

/** The props every checkout slot gives its fills. */
export const useCheckoutSlotProps = () =>
	useSlotProps( 'woocommerce/checkout' );

export function CartOrderMetaSlot() {
	return (
		<ExperimentalOrderMeta.Slot { ...useSlotProps( 'woocommerce/cart' ) } />
	);
}

export function CartDiscountsMetaSlot() {
	return (
		<ExperimentalDiscountsMeta.Slot
			{ ...useSlotProps( 'woocommerce/cart' ) }
		/>
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

/**
 * The cart's shipping packages slot, as WooCommerce's cart gives it in its
 * shipping totals' rate selector (context `woocommerce/cart`, its class
 * there; packages collapsible and with their items where there are
 * several): only while the cart ships something, as the rates it sits
 * beside.
 */
export function CartShippingPackagesSlot() {
	const props = useSlotProps( 'woocommerce/cart' );
	const { cartNeedsShipping, shippingRates } = props.cart;
	if ( ! cartNeedsShipping ) {
		return null;
	}
	const several = shippingRates.length > 1;
	return (
		<ExperimentalOrderShippingPackages.Slot
			{ ...props }
			className="wc-block-components-totals-shipping__options"
			collapsible={ several }
			showItems={ several }
			noResultsMessage={ null }
			renderOption={ renderOption }
			components={ COMPONENTS }
		/>
	);
}
