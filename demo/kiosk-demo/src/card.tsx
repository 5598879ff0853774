/**
 * The test-mode card gateway: it only pays with a saved card (the demo
 * customer's Visa), so it shows in the saved-methods list.
 */
import type { PaymentMethodOptions } from '@kiosk/registry';
import { demoGatewaySettings } from './settings';

/** The card registration, when the server offers it. */
/**
 * What shows under the chosen saved card. A component, as WooCommerce's
 * contract has it: the checkout clones the element with the payment props,
 * which a bare DOM element would print as attributes.
 */
function CardNote( { note }: { note?: string } ) {
	return <span className="kiosk-demo-card-note">{ note }</span>;
}

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
		savedTokenComponent: <CardNote note={ settings.note } />,
		// No card form in test mode: the gateway is available to logged-in
		// customers only (its is_available()), so the cart lists it for them.
		canMakePayment: () => true,
		supports: {
			features: [ 'products' ],
			showSavedCards: true,
			showSaveOption: false,
		},
	};
}
