/**
 * For an administrator only: the enabled gateways WooCommerce's payment
 * method registry has no block integration for, which no block checkout
 * (WooCommerce's or Kiosk's) can offer, as WooCommerce tells an
 * administrator about its checkout block. Shoppers see nothing of them
 * (the server prints the list for administrators only:
 * `kioskSettings.paymentMethodsWithoutBlocks`).
 */
import { __, sprintf } from '@wordpress/i18n';

/** The notice, or nothing when every enabled gateway has an integration. */
export function UnsupportedMethodsNotice( {
	methods,
}: {
	/** Gateway id → title. */
	methods: Record< string, string > | undefined;
} ) {
	const titles = Object.values( methods ?? {} );
	if ( ! titles.length ) {
		return null;
	}
	return (
		<div className="kiosk-notice kiosk-notice--info kiosk-admin-notice">
			<p>
				{ sprintf(
					/* translators: %s: payment method titles, comma separated. */
					__(
						'Only administrators see this: %s is not offered in this checkout, because the payment method does not support the block checkout of WooCommerce.',
						'kiosk'
					),
					titles.map( ( title ) => `„${ title }“` ).join( ', ' )
				) }
			</p>
		</div>
	);
}
