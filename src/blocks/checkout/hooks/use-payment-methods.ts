/**
 * Which registered methods can pay for this cart: `canMakePayment` passes
 * and the server lists the gateway. Results go to `kiosk/payment`.
 */
import { useEffect, useState } from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import {
	getExpressPaymentMethods,
	getPaymentMethods,
	subscribeToPaymentMethods,
	type CanMakePaymentArgument,
} from '@kiosk/registry';
import { PAYMENT_STORE_KEY } from '@kiosk/data';
import { useCart, useCheckoutContext } from '../context';

async function check(
	methods: Record<
		string,
		{
			paymentMethodId: string;
			canMakePayment: ( a: CanMakePaymentArgument ) => unknown;
		}
	>,
	argument: CanMakePaymentArgument,
	serverList: string[],
	isAdmin: boolean
) {
	const available: Record< string, { name: string } > = {};
	for ( const [ name, method ] of Object.entries( methods ) ) {
		if ( ! serverList.includes( method.paymentMethodId ) ) {
			continue;
		}
		try {
			const result = await method.canMakePayment( argument );
			if ( result === true ) {
				available[ name ] = { name };
			} else if (
				result &&
				typeof result === 'object' &&
				'error' in result &&
				isAdmin
			) {
				console.error(
					( result as { error: { message: string } } ).error.message
				);
			}
		} catch ( error ) {
			if ( isAdmin ) {
				console.error( error );
			}
		}
	}
	return available;
}

/** Keeps the available methods in the payment store up to date. */
export function usePaymentMethodAvailability() {
	const cart = useCart();
	const { settings } = useCheckoutContext();
	const [ version, setVersion ] = useState( 0 );
	const actions = useDispatch( PAYMENT_STORE_KEY ) as unknown as Record<
		string,
		( v: unknown ) => void
	>;
	useEffect(
		() => subscribeToPaymentMethods( () => setVersion( ( v ) => v + 1 ) ),
		[]
	);
	useEffect( () => {
		let live = true;
		const selectedShippingMethods: Record< string, string > = {};
		cart.shippingRates.forEach( ( pkg ) => {
			const rate = pkg.shipping_rates.find( ( r ) => r.selected );
			if ( rate ) {
				selectedShippingMethods[ String( pkg.package_id ) ] =
					rate.rate_id;
			}
		} );
		const argument: CanMakePaymentArgument = {
			cart,
			cartTotals: cart.totals,
			cartNeedsShipping: cart.needsShipping,
			billingAddress: cart.billingAddress as unknown as Record<
				string,
				string
			>,
			billingData: cart.billingAddress as unknown as Record<
				string,
				string
			>,
			shippingAddress: cart.shippingAddress as unknown as Record<
				string,
				string
			>,
			selectedShippingMethods,
			paymentRequirements: cart.paymentRequirements,
			paymentMethods: cart.paymentMethods,
		};
		Promise.all( [
			check(
				getPaymentMethods(),
				argument,
				cart.paymentMethods,
				settings.isAdmin
			),
			check(
				getExpressPaymentMethods(),
				argument,
				cart.paymentMethods,
				settings.isAdmin
			),
		] ).then( ( [ regular, express ] ) => {
			if ( ! live ) {
				return;
			}
			const order = settings.paymentMethodSortOrder || [];
			const sorted = Object.fromEntries(
				Object.entries( regular ).sort(
					( a, b ) =>
						( order.indexOf( a[ 0 ] ) + 1 || 99 ) -
						( order.indexOf( b[ 0 ] ) + 1 || 99 )
				)
			);
			actions.__internalSetAvailablePaymentMethods( sorted );
			actions.__internalSetAvailableExpressPaymentMethods( express );
			actions.__internalSetPaymentMethodsInitialized( true );
			actions.__internalSetExpressPaymentMethodsInitialized( true );
		} );
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ cart, version ] );
}
