/** The shipping address, unless the order needs no shipping or is picked up. */
import type { AreaProps } from '../../layout/form-state';
import { ShippingAddress } from './block';

export default function ShippingAddressArea( { form, children }: AreaProps ) {
	if ( ! form.cart.needsShipping || form.pickup ) {
		return null;
	}
	return (
		<>
			<ShippingAddress />
			{ children }
		</>
	);
}
