/**
 * The shipping and billing address steps. Billing is hidden while the
 * shipping address is used for billing.
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { CHECKOUT_STORE_KEY } from '@kiosk/data';
import { AddressForm } from '../../../components/checkout/address-form';
import { useCheckoutContext } from '../context';
import { useAddress } from '../hooks/use-addresses';
import { useCheckout } from '../hooks/use-checkout-state';
import { StepHeading } from './step-heading';

/** The shipping address step (with the use-as-billing checkbox). */
export function ShippingAddress() {
	const { settings } = useCheckoutContext();
	const [ values, setValues ] = useAddress( 'shipping' );
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
			<AddressForm
				type="shipping"
				values={ values }
				onChange={ setValues }
				definitions={ settings.addressFields }
				locale={ settings.addressFieldLocale }
				countries={ settings.countries }
				allowedCountries={ settings.shippingCountries }
				exclude={ [ 'email' ] }
			/>
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
	const { settings } = useCheckoutContext();
	const [ values, setValues ] = useAddress( 'billing' );
	return (
		<fieldset className="kiosk-checkout-step kiosk-checkout__billing-address">
			<StepHeading
				title={ __( 'Billing address', 'kiosk' ) }
				description={ __(
					'Enter the billing address that matches your payment method.',
					'kiosk'
				) }
			/>
			<AddressForm
				type="billing"
				values={ values }
				onChange={ setValues }
				definitions={ settings.addressFields }
				locale={ settings.addressFieldLocale }
				countries={ settings.countries }
				allowedCountries={ settings.allowedCountries }
				exclude={ [ 'email' ] }
				focusOnMount={ focusOnMount }
			/>
		</fieldset>
	);
}
