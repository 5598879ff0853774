/**
 * The addresses being edited (kept in `kiosk/checkout`), and the debounced
 * push of customer data to the server.
 */
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
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
 * Pushes address changes to the server after a pause; marks customer data
 * dirty meanwhile. Each answer emits the shipping-rates success or fail event.
 */
export function useCustomerDataSync( useShippingAsBilling: boolean ) {
	const { bus } = useCheckoutContext();
	const { billing, shipping } = useSelect(
		( select ) => ( {
			billing: select( checkoutStore ).getBillingAddress(),
			shipping: select( checkoutStore ).getShippingAddress(),
		} ),
		[]
	);
	const { updateCustomerData } = useDispatch( CART_STORE_KEY ) as unknown as {
		updateCustomerData: ( d: unknown ) => Promise< unknown >;
	};
	const { setCustomerDataDirty } = useDispatch( checkoutStore );
	const same = useRef( useShippingAsBilling );
	same.current = useShippingAsBilling;
	// The addresses last seen: the first ones (from the cart) are not pushed.
	const seen = useRef( { billing, shipping } );
	useEffect( () => {
		if (
			seen.current.billing === billing &&
			seen.current.shipping === shipping
		) {
			return;
		}
		seen.current = { billing, shipping };
		setCustomerDataDirty( true );
		const timer = setTimeout( () => {
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
		}, CUSTOMER_UPDATE_DEBOUNCE );
		return () => clearTimeout( timer );
	}, [ billing, shipping, bus, updateCustomerData, setCustomerDataDirty ] );
}
