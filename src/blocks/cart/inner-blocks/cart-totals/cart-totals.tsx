/**
 * The cart totals sidebar: order summary, express payment, proceed to checkout.
 */
import { OrderSummary } from '../order-summary/order-summary';
import { ExpressPayment } from '../express-payment/express-payment';
import { ProceedToCheckout } from '../proceed-to-checkout/proceed-to-checkout';
import type { CartView } from '../../cart-view';
import { RegisteredBlocks } from '../../../../shared/registered-blocks';

export function CartTotals( { view }: { view: CartView } ) {
	const { state, actions, settings } = view;
	const busy = state.isUpdatingCustomer || state.isSelectingRate;
	return (
		<div className="kiosk-cart__totals">
			<OrderSummary
				cart={ state.cart }
				actions={ actions }
				settings={ settings }
				isApplyingCoupon={ state.isApplyingCoupon }
				removingCoupon={ state.removingCoupon }
				isBusy={ busy }
			/>
			<ExpressPayment cart={ state.cart } />
			<ProceedToCheckout
				checkoutUrl={ settings.checkoutUrl }
				cart={ state.cart }
				disabled={
					state.pendingQuantity.length > 0 ||
					state.pendingDelete.length > 0
				}
			/>
			<RegisteredBlocks area="kiosk/cart-totals-block" />
		</div>
	);
}
