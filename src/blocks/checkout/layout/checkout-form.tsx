/**
 * The checkout form: notices, then the fields column's areas
 * (CheckoutFields), with what they share (the cart, the delivery choice,
 * the billing-focus hint). Used by the front end and by the fields column's
 * edit component.
 */
import { preloadOrderThunks } from '@kiosk/checkout-data';
import { CartErrorNotices } from '../../../components/notices';
import { useCartPart, useCheckoutContext } from '../context';
import { useSubmit } from '../hooks/use-submit';
import { useCustomerDataSync } from '../hooks/use-addresses';
import { usePaymentMethodAvailability } from '../hooks/use-payment-methods';
import { useCheckout } from '../hooks/use-checkout-state';
import { CheckoutFields } from '../inner-blocks/checkout-fields/frontend';
import { useFormState } from './use-form-state';

/**
 * Keeps the available payment methods up to date. A component of its own:
 * the check reads the whole cart, and only this renders for every cart.
 */
function PaymentMethodAvailability() {
	usePaymentMethodAvailability();
	return null;
}

/** The form. */
export function CheckoutForm() {
	const { settings } = useCheckoutContext();
	// The parts of the cart the form reads, each kept by identity while it
	// does not change (the cart store keeps unchanged parts).
	const cart = useCartPart(
		( { needsShipping, needsPayment, shippingRates, errors } ) => ( {
			needsShipping,
			needsPayment,
			shippingRates,
			errors,
		} )
	);
	const state = useCheckout( ( c ) => ( {
		same: c.getUseShippingAsBilling() as boolean,
		pickup: c.prefersCollection() as boolean,
	} ) );
	useCustomerDataSync( state.same );
	const form = useFormState(
		cart,
		settings.localPickupEnabled,
		state.same,
		state.pickup
	);

	const onSubmit = useSubmit();

	return (
		<form
			className="kiosk-checkout__form"
			noValidate
			// Place order's code loads while the shopper types.
			onFocus={ () => void preloadOrderThunks().catch( () => undefined ) }
			onSubmit={ ( event ) => {
				event.preventDefault();
				onSubmit();
			} }
		>
			<CartErrorNotices errors={ cart.errors } context="kiosk/checkout" />
			<CheckoutFields form={ form } />
			{ /* Last, so its check runs after the fields' effects, as before. */ }
			<PaymentMethodAvailability />
		</form>
	);
}
