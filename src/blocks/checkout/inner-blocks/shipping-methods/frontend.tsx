/** The shipping rates, unless the shopper chose local pickup. */
import type { AreaProps } from '../../layout/form-state';
import { ShippingMethods } from './block';

export default function ShippingMethodsArea( { form, children }: AreaProps ) {
	if ( form.pickup ) {
		return null;
	}
	return (
		<>
			{ form.cart.needsShipping && <ShippingMethods /> }
			{ children }
		</>
	);
}
