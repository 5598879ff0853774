/** The proceed-to-checkout area on the front end. */
import type { CartAreaProps } from '../../cart-view';
import { ProceedToCheckout } from './block';

export default function ProceedToCheckoutArea( {
	view,
	children,
}: CartAreaProps ) {
	const { state, settings, actions } = view;
	return (
		<>
			<ProceedToCheckout
				checkoutUrl={ settings.checkoutUrl }
				cart={ state.cart }
				pending={
					state.pendingQuantity.length > 0 ||
					state.pendingDelete.length > 0
				}
				flush={ actions.flushPendingCartChanges }
			/>
			{ children }
		</>
	);
}
