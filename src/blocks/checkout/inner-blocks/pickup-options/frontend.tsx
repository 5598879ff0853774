/** The pickup locations, when the shopper chose local pickup. */
import type { AreaProps } from '../../layout/form-state';
import { PickupOptions } from './block';

export default function PickupOptionsArea( { form, children }: AreaProps ) {
	if ( ! form.pickup ) {
		return null;
	}
	return (
		<>
			{ form.cart.needsShipping && <PickupOptions /> }
			{ children }
		</>
	);
}
