/**
 * On a narrow checkout (a phone), the order summary sits at the top,
 * collapsed, with the total in its toggle, as WooCommerce's checkout does;
 * the sidebar is hidden there (style.css), so the summary renders the
 * sidebar's saved tree: the owner's order and the extension blocks saved
 * or forced there show on a phone too.
 */
import { __ } from '@wordpress/i18n';
import { CheckoutTotals } from './checkout-totals/frontend';
import { OrderTotal } from './order-total';

export function MobileSummary() {
	return (
		<details className="kiosk-checkout__mobile-summary">
			<summary>
				<span className="kiosk-checkout__mobile-summary-toggle">
					{ __( 'Show order summary', 'kiosk' ) }
				</span>
				<OrderTotal className="kiosk-checkout__mobile-total" />
			</summary>
			<CheckoutTotals idPrefix="kiosk-mobile" />
		</details>
	);
}
