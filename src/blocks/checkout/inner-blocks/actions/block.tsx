/**
 * The checkout's notices, the place-order button and the return-to-cart
 * link. Its label: the active
 * payment method's own, else the `placeOrderButtonLabel` checkout filter
 * over the label the owner set in Kiosk's settings (or the default).
 */
import { __ } from '@wordpress/i18n';
import { applyCheckoutFilter, getPaymentMethods } from '@kiosk/registry';
import { useCheckoutContext } from '../../context';
import { useSubmit } from '../../hooks/use-submit';
import { useCheckout, usePayment } from '../../hooks/use-checkout-state';
import { OrderTotal } from '../order-total';
import { StoreNotices } from '../../../../components/notices';
import { noticeContexts } from '../../../../shared/checkout/emitter';

/** The checkout filter that changes the place-order button's label (WooCommerce's name). */
export const PLACE_ORDER_LABEL_FILTER = 'placeOrderButtonLabel';

/** The actions row. */
export function Actions() {
	const onSubmit = useSubmit();
	const { settings } = useCheckoutContext();
	const busy = useCheckout( ( c ) => c.isBusy() as boolean );
	const active = usePayment( ( p ) => p.getActivePaymentMethod() as string );
	const fromMethod = getPaymentMethods()[ active ]?.placeOrderButtonLabel;
	const label =
		fromMethod ||
		applyCheckoutFilter( {
			filterName: PLACE_ORDER_LABEL_FILTER,
			defaultValue:
				settings.placeOrderLabel || __( 'Place order', 'kiosk' ),
		} );
	// The checkout's own notices (a failed order, a missing shipping
	// option) sit right above the button: focus stays on it, so the page
	// does not scroll to a notice, and one at the top would go unseen.
	return (
		<>
			<StoreNotices context={ noticeContexts.CHECKOUT } />
			<p className="kiosk-checkout__total">
				<OrderTotal className="kiosk-checkout__total-line" />
			</p>
			<div className="kiosk-checkout__actions">
				<a
					className="kiosk-checkout__return-to-cart"
					href={ settings.pages.cart || '/warenkorb/' }
				>
					{ __( 'Return to Cart', 'kiosk' ) }
				</a>
				<button
					type="submit"
					className="kiosk-button kiosk-checkout__place-order"
					aria-busy={ busy }
					aria-disabled={ busy }
					onClick={ ( event ) => {
						event.preventDefault();
						onSubmit();
					} }
				>
					{ label }
				</button>
			</div>
		</>
	);
}
