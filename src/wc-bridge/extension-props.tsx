/**
 * The props WooCommerce's checkout gives the blocks extensions register
 * for its inner areas (its frontend's block wrapper): `cart` (its
 * useStoreCart's shape), `extensions` (the cart's extension data),
 * `checkoutExtensionData` (`extensionData` and `setExtensionData(
 * namespace, key, value )`) and `validation` (the validation store's
 * functions). Kiosk's areas render a block without props, so the bridge
 * registers each extension block wrapped in `withExtensionProps`.
 */
import { useCallback, useMemo } from '@wordpress/element';
import { useRegistry, useSelect } from '@wordpress/data';
import type { ComponentType } from 'react';
import { jsonEqual } from '../data/cart/keep-unchanged';
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

/**
 * WooCommerce's `setExtensionData( namespace, key, value )` for Kiosk's
 * checkout store: one function for the page's registry (WooCommerce's is
 * a stable callback too), and a value equal to the one stored is not set
 * again. An extension sets its data from an effect on its own state
 * (Germanized's checkboxes block: on every change of its checkboxes);
 * setting an equal value anew gave the checkout store a new state, the
 * block new props and a render, and with Germanized's direct debit form
 * filled, the block's state a new object on each of those renders: an
 * endless loop of renders (React's "maximum update depth") in which its
 * `extensionCartUpdate` was sent again and again and its terms box could
 * not be ticked.
 */
export function extensionDataSetter( registry: DataRegistry ) {
	return ( namespace: string, key: string, value: unknown ): void => {
		const stored =
			registry.select( 'kiosk/checkout' )?.getExtensionData?.() || NONE;
		const current = ( stored as Record< string, Props > )[ namespace ];
		if ( current && key in current && jsonEqual( current[ key ], value ) ) {
			return;
		}
		registry
			.dispatch( 'kiosk/checkout' )
			?.setExtensionData( namespace, { [ key ]: value } );
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
		const setExtensionData = useMemo(
			() => extensionDataSetter( registry ),
			[ registry ]
		);
		const getValidationError = useCallback(
			( id: string ) =>
				registry.select( 'kiosk/validation' )?.getValidationError( id ),
			[ registry ]
		);
		const storeCart = useMemo( () => storeCartOf( cart ), [ cart ] );
		const checkoutExtensionData = useMemo(
			() => ( { extensionData, setExtensionData } ),
			[ extensionData, setExtensionData ]
		);
		const validation = useMemo(
			() => ( {
				...( registry.dispatch( 'kiosk/validation' ) || {} ),
				getValidationError,
			} ),
			[ registry, getValidationError ]
		);
		return (
			<Component
				{ ...props }
				cart={ storeCart }
				extensions={ cart.extensions || NONE }
				checkoutExtensionData={ checkoutExtensionData }
				validation={ validation }
			/>
		);
	}
	ExtensionBlock.displayName = `WithExtensionProps(${
		Component.displayName || Component.name || 'Block'
	})`;
	return ExtensionBlock;
}
