/**
 * The test-mode card gateway: it only pays with a saved card (the demo
 * customer's Visa), so it shows in the saved-methods list.
 */
import { getApi } from '@kiosk/api';
import type { PaymentMethodOptions } from '@kiosk/registry';
import { demoGatewaySettings } from './settings';

/** The card registration, when the server offers it. */
export function cardMethod(): PaymentMethodOptions | null {
	const settings = demoGatewaySettings( 'kiosk_card_demo' );
	if ( ! settings ) {
		return null;
	}
	const content = (
		<p className="kiosk-payment-description">{ settings.description }</p>
	);
	return {
		name: 'kiosk_card_demo',
		label: <span className="kiosk-payment-label">{ settings.title }</span>,
		ariaLabel: settings.title,
		content,
		edit: content,
		savedTokenComponent: (
			<span className="kiosk-demo-card-note">{ settings.note }</span>
		),
		// No card form in test mode: only customers (with a saved card) get it.
		canMakePayment: () => getApi().storeApi.get().userId > 0,
		supports: {
			features: [ 'products' ],
			showSavedCards: true,
			showSaveOption: false,
		},
	};
}
