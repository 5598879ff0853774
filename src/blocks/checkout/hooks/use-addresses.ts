/**
 * The addresses being edited (kept in `kiosk/checkout`), and the debounced
 * push of customer data to the server.
 */
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import {
	CART_STORE_KEY,
	checkoutStore,
	customerData,
	type AddressType,
	type AddressValues,
} from '@kiosk/data';
import { useCheckoutContext } from '../context';
import {
	emitShippingRatesOutcome,
	type ShippingRatesAnswer,
} from '../events/shipping-rates';

/** How long typing pauses before the address goes to the server. */
export const CUSTOMER_UPDATE_DEBOUNCE = 1000;

/** One address and its setter. */
export function useAddress(
	type: AddressType
): [ AddressValues, ( values: AddressValues ) => void ] {
	const value = useSelect(
		( select ) =>
			type === 'billing'
				? select( checkoutStore ).getBillingAddress()
				: select( checkoutStore ).getShippingAddress(),
		[ type ]
	);
	const { setBillingAddress, setShippingAddress } =
		useDispatch( checkoutStore );
	return [
		value,
		useCallback(
			( next: AddressValues ) =>
				type === 'billing'
					? setBillingAddress( next )
					: setShippingAddress( next ),
			[ type, setBillingAddress, setShippingAddress ]
		),
	];
}

/**
 * One field of an address and its setter: a component that shows one field
 * re-renders when that field changes, not on every keystroke elsewhere in
 * the address. The setter changes the field on the store's latest address.
 */
export function useAddressField(
	type: AddressType,
	key: string
): [ string, ( value: string ) => void ] {
	const registry = useRegistry();
	const value = useSelect(
		( select ) => {
			const store = select( checkoutStore );
			const address =
				type === 'billing'
					? store.getBillingAddress()
					: store.getShippingAddress();
			return address[ key ] ?? '';
		},
		[ type, key ]
	);
	const { setBillingAddress, setShippingAddress } =
		useDispatch( checkoutStore );
	const set = useCallback(
		( next: string ) => {
			const store = registry.select( checkoutStore );
			if ( type === 'billing' ) {
				setBillingAddress( {
					...store.getBillingAddress(),
					[ key ]: next,
				} );
			} else {
				setShippingAddress( {
					...store.getShippingAddress(),
					[ key ]: next,
				} );
			}
		},
		[ registry, type, key, setBillingAddress, setShippingAddress ]
	);
	return [ value, set ];
}

/**
 * Pushes address changes to the server after a pause; marks customer data
 * dirty meanwhile. Each answer emits the shipping-rates success or fail
 * event. It listens to the store without rendering: a keystroke re-renders
 * only the field's form.
 */
export function useCustomerDataSync( useShippingAsBilling: boolean ) {
	const { bus } = useCheckoutContext();
	const registry = useRegistry();
	const { updateCustomerData } = useDispatch( CART_STORE_KEY ) as unknown as {
		updateCustomerData: ( d: unknown ) => Promise< unknown >;
	};
	const { setCustomerDataDirty } = useDispatch( checkoutStore );
	const same = useRef( useShippingAsBilling );
	same.current = useShippingAsBilling;
	useEffect( () => {
		const checkout = () => registry.select( checkoutStore );
		// The addresses last seen: the first ones (from the cart) are not pushed.
		let billing = checkout().getBillingAddress();
		let shipping = checkout().getShippingAddress();
		let timer: ReturnType< typeof setTimeout > | undefined;
		const push = () =>
			updateCustomerData(
				customerData( billing, shipping, same.current )
			).then(
				( response ) => {
					setCustomerDataDirty( false );
					emitShippingRatesOutcome( bus, {
						response: ( response || {} ) as ShippingRatesAnswer,
					} );
				},
				( error ) => emitShippingRatesOutcome( bus, { error } )
			);
		const unsubscribe = registry.subscribe( () => {
			const nextBilling = checkout().getBillingAddress();
			const nextShipping = checkout().getShippingAddress();
			if ( nextBilling === billing && nextShipping === shipping ) {
				return;
			}
			billing = nextBilling;
			shipping = nextShipping;
			setCustomerDataDirty( true );
			clearTimeout( timer );
			timer = setTimeout( push, CUSTOMER_UPDATE_DEBOUNCE );
		}, checkoutStore );
		return () => {
			unsubscribe();
			clearTimeout( timer );
		};
	}, [ registry, bus, updateCustomerData, setCustomerDataDirty ] );
}
