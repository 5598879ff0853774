/**
 * On a narrow checkout (a phone), the order summary sits at the top,
 * collapsed, with the total in its toggle, as WooCommerce's checkout does;
 * the sidebar is hidden there (style.css), so the summary renders the
 * sidebar's saved tree: the owner's order and the extension blocks saved
 * or forced there show on a phone too.
 *
 * The tree renders when the summary is first opened, and stays: it is a
 * fifth of the checkout's first render (about 50 ms of a phone's main
 * thread at 4× CPU), for a summary most shoppers never open. A click on
 * the toggle renders it before the browser opens it; `toggle` covers an
 * opening by other means (find in page, a script).
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { CheckoutTotals } from './checkout-totals/frontend';
import { OrderTotal } from './order-total';

export function MobileSummary() {
	const [ opened, setOpened ] = useState( false );
	return (
		<details
			className="kiosk-checkout__mobile-summary"
			onToggle={ ( event ) => {
				if ( event.currentTarget.open ) {
					setOpened( true );
				}
			} }
		>
			<summary onClick={ () => setOpened( true ) }>
				<span className="kiosk-checkout__mobile-summary-toggle">
					{ __( 'Show order summary', 'kiosk' ) }
				</span>
				<OrderTotal className="kiosk-checkout__mobile-total" />
			</summary>
			{ opened && <CheckoutTotals idPrefix="kiosk-mobile" /> }
		</details>
	);
}
