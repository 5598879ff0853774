/**
 * On a narrow checkout (a phone), the order summary sits at the top,
 * collapsed, with the total in its toggle, as WooCommerce's checkout does;
 * the sidebar's summary is hidden there (style.css).
 */
import { __ } from '@wordpress/i18n';
import { OrderSummary } from './order-summary/block';
import { OrderSummaryTotals } from './order-summary-totals/block';
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
			<OrderSummary idPrefix="kiosk-mobile">
				<OrderSummaryTotals />
			</OrderSummary>
		</details>
	);
}
