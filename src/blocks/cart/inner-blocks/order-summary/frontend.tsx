/** The order summary area on the front end. */
import type { CartAreaProps } from '../../cart-view';
import { OrderSummary } from './block';

export default function OrderSummaryArea( { view, children }: CartAreaProps ) {
	const { state, actions, settings } = view;
	return (
		<OrderSummary
			cart={ state.cart }
			actions={ actions }
			settings={ settings }
			isApplyingCoupon={ state.isApplyingCoupon }
			removingCoupon={ state.removingCoupon }
			isBusy={ state.isUpdatingCustomer || state.isSelectingRate }
		>
			{ children }
		</OrderSummary>
	);
}
