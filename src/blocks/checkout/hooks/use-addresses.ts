/**
 * The debounced push of the addresses being edited (kept in
 * `kiosk/checkout`; the forms read and write them there) to the server.
 */
import { useEffect, useRef } from '@wordpress/element';
import { useDispatch, useRegistry } from '@wordpress/data';
import { CART_STORE_KEY } from '@kiosk/data';
import { VALIDATION_STORE_KEY } from '../../../data/validation';
import {
	checkoutStore,
	customerData,
	type RefusedField,
} from '@kiosk/checkout-data';
import { useCheckoutContext } from '../context';
import { addressFieldId } from '../../../components/checkout/address/fields';
import {
	emitShippingRatesOutcome,
	type ShippingRatesAnswer,
} from '../events/shipping-rates';

/**
 * How long the address stays unchanged in the store before it goes to the
 * server. A text field writes it after its own pause (DRAFT_DELAY, 300 ms),
 * so the server hears of an address a second after the last key.
 */
export const CUSTOMER_UPDATE_DEBOUNCE = 700;

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
		// A field with a validation error (its form's id, or the contact's
		// email) would make the server refuse its whole address.
		const refused: RefusedField = ( type, key ) =>
			!! (
				registry.select( VALIDATION_STORE_KEY ) as unknown as {
					getValidationError: ( id: string ) => unknown;
				}
			 ).getValidationError(
				type === 'billing' && key === 'email'
					? 'email'
					: addressFieldId( type, key )
			);
		// The last push sent, and the cart its answer left in the store: a
		// push that repeats it while it is on its way, or while the cart
		// still holds its answer, is not sent (the shop has that address).
		// While the email is not yet an address it stays out of the push, so
		// each pause in its typing would send the same address again.
		let last = '';
		let held: unknown;
		let sending = 0;
		const cart = () =>
			(
				registry.select( CART_STORE_KEY ) as unknown as {
					getCartData: () => unknown;
				}
			 ).getCartData();
		const push = () => {
			const data = customerData(
				billing,
				shipping,
				same.current,
				refused
			);
			const sent = JSON.stringify( data );
			if ( sent === last && ( sending || cart() === held ) ) {
				// On its way: its answer marks the data clean.
				if ( ! sending ) {
					setCustomerDataDirty( false );
				}
				return;
			}
			sending++;
			last = sent;
			held = undefined;
			updateCustomerData( data ).then(
				( response ) => {
					sending--;
					held = cart();
					setCustomerDataDirty( false );
					emitShippingRatesOutcome( bus, {
						response: ( response || {} ) as ShippingRatesAnswer,
					} );
				},
				( error ) => {
					sending--;
					// Refused or lost: the same address may go again.
					last = '';
					emitShippingRatesOutcome( bus, { error } );
				}
			);
		};
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
