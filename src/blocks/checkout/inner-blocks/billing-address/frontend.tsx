/** The billing address, when it differs from the shipping address or there is none. */
import type { AreaProps } from '../../layout/form-state';
import { BillingAddress } from './block';

export default function BillingAddressArea( { form, children }: AreaProps ) {
	if ( form.cart.needsShipping && ! form.pickup && form.same ) {
		return null;
	}
	return (
		<>
			<BillingAddress focusOnMount={ form.billingFocus } />
			{ children }
		</>
	);
}
