/**
 * The demo card gateway: it only pays with a saved card (the demo
 * customer's Visa), so it shows in the saved-methods list.
 */
import { __ } from '@wordpress/i18n';
import { getApi } from '@kiosk/api';
import type { PaymentMethodOptions } from '@kiosk/registry';
import { PaymentLabelIcon } from './icons';
import { gatewaySettings } from './settings';

/** The demo card registration, when enabled. */
export function cardDemoMethod(): PaymentMethodOptions | null {
	const settings = gatewaySettings( 'kiosk_card_demo' );
	if ( ! settings ) {
		return null;
	}
	const title = __( 'Credit card (demo)', 'kiosk' );
	const content = (
		<p className="kiosk-payment-description">{ settings.description }</p>
	);
	return {
		name: 'kiosk_card_demo',
		label: (
			<span className="kiosk-payment-label">
				<PaymentLabelIcon name="card" />
				{ title }
			</span>
		),
		ariaLabel: title,
		content,
		edit: content,
		savedTokenComponent: (
			<span className="kiosk-saved-token-note">
				{ __( 'Nothing will be charged.', 'kiosk' ) }
			</span>
		),
		// New cards cannot be entered in the demo: only customers (with the saved Visa) get it.
		canMakePayment: () => getApi().storeApi.get().userId > 0,
		supports: {
			features: [ 'products' ],
			showSavedCards: true,
			showSaveOption: false,
		},
	};
}
