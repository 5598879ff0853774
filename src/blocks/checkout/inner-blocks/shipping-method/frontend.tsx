/** The delivery choice (shipping or local pickup), when pickup is offered. */
import type { AreaProps } from '../../layout/form-state';
import { DeliveryMethod } from './block';

export default function ShippingMethodArea( { form, children }: AreaProps ) {
	if ( ! form.cart.needsShipping || ! form.hasPickup ) {
		return null;
	}
	return (
		<>
			<DeliveryMethod />
			{ children }
		</>
	);
}
