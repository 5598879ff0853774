/**
 * The shipping and billing address steps. Billing is hidden while the
 * shipping address is used for billing.
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { CHECKOUT_STORE_KEY, type AddressType } from '@kiosk/checkout-data';
import { AddressForm } from '../../../components/checkout/address-form';
import { useCheckoutContext } from '../context';
import { useCheckout } from '../hooks/use-checkout-state';
import { StepHeading } from './step-heading';

/** The email is asked for in the contact step. */
const EXCLUDE = [ 'email' ];

/**
 * An address step's form with the countries allowed for it. The form and
 * its fields read the address from the store themselves: a field's value
 * written renders that field, not this.
 */
function StepForm( {
	type,
	focusOnMount,
}: {
	type: AddressType;
	focusOnMount?: boolean;
} ) {
	const { settings } = useCheckoutContext();
	return (
		<AddressForm
			type={ type }
			definitions={ settings.addressFields }
			locale={ settings.addressFieldLocale }
			countries={ settings.countries }
			allowedCountries={
				type === 'shipping'
					? settings.shippingCountries
					: settings.allowedCountries
			}
			exclude={ EXCLUDE }
			focusOnMount={ focusOnMount }
		/>
	);
}

/** The shipping address step (with the use-as-billing checkbox). */
export function ShippingAddress() {
	const same = useCheckout( ( c ) => c.getUseShippingAsBilling() );
	const { __internalSetUseShippingAsBilling } = useDispatch(
		CHECKOUT_STORE_KEY
	) as unknown as Record< string, ( v: boolean ) => void >;
	return (
		<fieldset className="kiosk-checkout-step kiosk-checkout__shipping-address">
			<StepHeading
				title={ __( 'Shipping address', 'kiosk' ) }
				description={ __(
					'Enter the address where you want your order delivered.',
					'kiosk'
				) }
			/>
			<StepForm type="shipping" />
			<div className="kiosk-checkbox">
				<input
					id="use-shipping-as-billing"
					type="checkbox"
					checked={ same }
					onChange={ ( e ) =>
						__internalSetUseShippingAsBilling( e.target.checked )
					}
				/>
				<label htmlFor="use-shipping-as-billing">
					{ __( 'Use same address for billing', 'kiosk' ) }
				</label>
			</div>
		</fieldset>
	);
}

/** The billing address step. */
export function BillingAddress( {
	focusOnMount = false,
}: {
	focusOnMount?: boolean;
} ) {
	return (
		<fieldset className="kiosk-checkout-step kiosk-checkout__billing-address">
			<StepHeading
				title={ __( 'Billing address', 'kiosk' ) }
				description={ __(
					'Enter the billing address that matches your payment method.',
					'kiosk'
				) }
			/>
			<StepForm type="billing" focusOnMount={ focusOnMount } />
		</fieldset>
	);
}
