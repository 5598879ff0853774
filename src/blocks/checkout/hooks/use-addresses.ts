/**
 * Address values with per-type subscriptions, and the debounced push of
 * customer data to the server.
 */
import {
	useCallback,
	useEffect,
	useRef,
	useSyncExternalStore,
} from '@wordpress/element';
import { useDispatch } from '@wordpress/data';
import { CART_STORE_KEY, CHECKOUT_STORE_KEY } from '@kiosk/data';
import { useCheckoutContext } from '../context';
import {
	emitShippingRatesOutcome,
	type ShippingRatesAnswer,
} from '../events/shipping-rates';
import type {
	AddressType,
	AddressValues,
} from '../../../components/checkout/address/types';

/** How long typing pauses before the address goes to the server. */
export const CUSTOMER_UPDATE_DEBOUNCE = 1000;

/** One address and its setter. */
export function useAddress(
	type: AddressType
): [ AddressValues, ( values: AddressValues ) => void ] {
	const { addresses } = useCheckoutContext();
	const value = useSyncExternalStore(
		useCallback(
			( notify: () => void ) =>
				addresses.subscribe(
					( changed ) => changed === type && notify()
				),
			[ addresses, type ]
		),
		() => addresses.get( type )
	);
	return [
		value,
		useCallback(
			( next: AddressValues ) => addresses.set( type, next ),
			[ addresses, type ]
		),
	];
}

/**
 * Pushes address changes to the server after a pause; marks customer data
 * dirty meanwhile. Each answer emits the shipping-rates success or fail event.
 */
export function useCustomerDataSync( useShippingAsBilling: boolean ) {
	const { addresses, bus } = useCheckoutContext();
	const { updateCustomerData } = useDispatch( CART_STORE_KEY ) as unknown as {
		updateCustomerData: ( d: unknown ) => Promise< unknown >;
	};
	const { setCustomerDataDirty } = useDispatch(
		CHECKOUT_STORE_KEY
	) as unknown as { setCustomerDataDirty: ( d: boolean ) => void };
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const same = useRef( useShippingAsBilling );
	same.current = useShippingAsBilling;
	useEffect( () => {
		const push = () => {
			const shipping = addresses.get( 'shipping' );
			const billing = addresses.get( 'billing' );
			const data = {
				shipping_address: shipping,
				billing_address: same.current
					? { ...billing, ...shipping, email: billing.email }
					: billing,
			};
			updateCustomerData( data ).then(
				( response ) => {
					setCustomerDataDirty( false );
					emitShippingRatesOutcome( bus, {
						response: ( response || {} ) as ShippingRatesAnswer,
					} );
				},
				( error ) => emitShippingRatesOutcome( bus, { error } )
			);
		};
		const unsubscribe = addresses.subscribe( () => {
			setCustomerDataDirty( true );
			clearTimeout( timer.current );
			timer.current = setTimeout( push, CUSTOMER_UPDATE_DEBOUNCE );
		} );
		return () => {
			unsubscribe();
			clearTimeout( timer.current );
		};
	}, [ addresses, bus, updateCustomerData, setCustomerDataDirty ] );
}
