/**
 * The props WooCommerce's checkout gives the blocks extensions register
 * for its inner areas (its frontend's block wrapper): `cart` (its
 * useStoreCart's shape), `extensions` (the cart's extension data),
 * `checkoutExtensionData` (`extensionData` and `setExtensionData(
 * namespace, key, value )`) and `validation` (the validation store's
 * functions). Kiosk's areas render a block without props, so the bridge
 * registers each extension block wrapped in `withExtensionProps`.
 */
import { useMemo } from '@wordpress/element';
import { useRegistry, useSelect } from '@wordpress/data';
import type { ComponentType } from 'react';
import type { DataRegistry } from './stores';

type Props = Record< string, unknown >;

const NONE = {};

/** WooCommerce's `useStoreCart()` names for a Kiosk cart. */
export function storeCartOf( cart: any ) {
	return {
		cartCoupons: cart.coupons || [],
		cartItems: cart.items || [],
		cartFees: cart.fees || [],
		cartItemsCount: cart.itemsCount || 0,
		cartItemsWeight: cart.itemsWeight || 0,
		crossSellsProducts: cart.crossSells || [],
		cartNeedsPayment: !! cart.needsPayment,
		cartNeedsShipping: !! cart.needsShipping,
		cartItemErrors: cart.errors || [],
		cartTotals: cart.totals || {},
		cartIsLoading: false,
		cartErrors: [],
		billingAddress: cart.billingAddress || {},
		shippingAddress: cart.shippingAddress || {},
		shippingRates: cart.shippingRates || [],
		isLoadingRates: false,
		cartHasCalculatedShipping: !! cart.hasCalculatedShipping,
		paymentMethods: cart.paymentMethods || [],
		paymentRequirements: cart.paymentRequirements || [],
	};
}

/** The component with WooCommerce's inner-block props added. */
export function withExtensionProps(
	Component: ComponentType< Props >
): ComponentType< Props > {
	function ExtensionBlock( props: Props ) {
		const registry = useRegistry() as unknown as DataRegistry;
		const { cart, extensionData } = useSelect(
			( select: ( key: string ) => any ) => ( {
				cart: select( 'kiosk/cart' )?.getCartData?.() || NONE,
				extensionData:
					select( 'kiosk/checkout' )?.getExtensionData?.() || NONE,
			} ),
			[]
		);
		const extra = useMemo( () => {
			const validation = registry.dispatch( 'kiosk/validation' ) || {};
			return {
				cart: storeCartOf( cart ),
				extensions: cart.extensions || NONE,
				checkoutExtensionData: {
					extensionData,
					setExtensionData: (
						namespace: string,
						key: string,
						value: unknown
					) =>
						registry
							.dispatch( 'kiosk/checkout' )
							?.setExtensionData( namespace, { [ key ]: value } ),
				},
				validation: {
					...validation,
					getValidationError: ( id: string ) =>
						registry
							.select( 'kiosk/validation' )
							?.getValidationError( id ),
				},
			};
		}, [ registry, cart, extensionData ] );
		return <Component { ...props } { ...extra } />;
	}
	ExtensionBlock.displayName = `WithExtensionProps(${
		Component.displayName || Component.name || 'Block'
	})`;
	return ExtensionBlock;
}
