/**
 * Keeps `kiosk/payment`'s available methods up to date with the cart and
 * the registry (payment-availability.ts decides which methods can pay).
 * The regular methods count as known once their scripts ran
 * (../payment-scripts: loaded when the checkout needs them); until then
 * only the express methods are written, and the payment step waits.
 */
import { useEffect, useState } from '@wordpress/element';
import { dispatch, useRegistry } from '@wordpress/data';
import {
	getExpressPaymentMethods,
	getPaymentMethods,
	subscribeToPaymentMethods,
} from '@kiosk/registry';
import { type Cart } from '@kiosk/data';
import { PAYMENT_STORE_KEY } from '@kiosk/checkout-data';
import { useCart, useCheckoutContext } from '../context';
import type { CheckoutSettings } from '../settings';
import {
	paymentScripts,
	regularMethodsLoaded,
	usePaymentScriptsStatus,
} from '../payment-scripts';
import {
	type Available,
	availabilityArgument,
	checkMethods,
	sortMethods,
} from './payment-availability';

type Settings = Pick< CheckoutSettings, 'isAdmin' | 'paymentMethodSortOrder' >;

/** The carts whose methods were checked before the checkout's first render. */
const checkedBeforeMount = new WeakSet< Cart >();

function check( cart: Cart, settings: Settings ) {
	const argument = availabilityArgument( cart );
	const regular = checkMethods(
		getPaymentMethods(),
		argument,
		cart.paymentMethods,
		settings.isAdmin
	);
	const express = checkMethods(
		getExpressPaymentMethods(),
		argument,
		cart.paymentMethods,
		settings.isAdmin
	);
	return { regular, express };
}

/** The registry whose payment store is written (the editor has its own). */
interface Registry {
	dispatch: typeof dispatch;
}

/**
 * Writes the answer to the store: the regular methods only once their
 * scripts ran (`withRegular`), so the first method is not picked from a
 * list still missing some.
 */
function store(
	registry: Registry,
	regular: Available,
	express: Available,
	settings: Settings,
	withRegular: boolean
) {
	const actions = registry.dispatch( PAYMENT_STORE_KEY ) as unknown as Record<
		string,
		( value: unknown ) => void
	>;
	if ( withRegular ) {
		actions.__internalSetAvailablePaymentMethods(
			sortMethods( regular, settings.paymentMethodSortOrder || [] )
		);
	}
	actions.__internalSetAvailableExpressPaymentMethods( express );
	if ( withRegular ) {
		actions.__internalSetPaymentMethodsInitialized( true );
	}
	actions.__internalSetExpressPaymentMethodsInitialized( true );
}

/**
 * Before the checkout's first render: when every method's check answers at
 * once, the store holds the answer before the checkout renders, and the
 * mount's own check is skipped for this cart. When any check is a promise,
 * nothing is written here and the checkout checks after its render.
 */
export function checkPaymentMethodsBeforeMount(
	cart: Cart,
	settings: Settings
) {
	const { regular, express } = check( cart, settings );
	if ( regular instanceof Promise || express instanceof Promise ) {
		return;
	}
	store(
		{ dispatch },
		regular,
		express,
		settings,
		regularMethodsLoaded( paymentScripts().status() )
	);
	checkedBeforeMount.add( cart );
}

/** Keeps the available methods in the payment store up to date. */
export function usePaymentMethodAvailability() {
	const cart = useCart();
	const { settings } = useCheckoutContext();
	const registry = useRegistry() as unknown as Registry;
	const [ version, setVersion ] = useState( 0 );
	const loaded = regularMethodsLoaded( usePaymentScriptsStatus() );
	const [ checkedLoaded ] = useState( loaded );
	useEffect(
		() => subscribeToPaymentMethods( () => setVersion( ( v ) => v + 1 ) ),
		[]
	);
	useEffect( () => {
		if (
			version === 0 &&
			loaded === checkedLoaded &&
			checkedBeforeMount.has( cart )
		) {
			return;
		}
		let live = true;
		const { regular, express } = check( cart, settings );
		Promise.all( [ regular, express ] ).then( ( [ r, e ] ) => {
			if ( live ) {
				store( registry, r, e, settings, loaded );
			}
		} );
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ cart, version, loaded ] );
}
